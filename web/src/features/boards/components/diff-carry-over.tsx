import type { CarryOver } from '#contracts/schemas/revision-carry-over.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { choiceText, moreText } from '../revision-diff-text.ts';
import styles from './revision-diff.module.css';

/**
 * What this revision took over from the previous one and what it could not, with why (docs/revisions.md#carry-over).
 * It renders whatever the lists hold, so choices that start carrying over later show without a change here.
 */
export function DiffCarryOver({ carryOver, previousRevision }: { carryOver: CarryOver | null; previousRevision: string }) {
  return (
    <div data-testid="diff-carry-over">
      <h3>Carried over from rev {previousRevision}</h3>
      {carryOver === null ? (
        <p className={styles.muted}>Your choices are carried over once this revision is processed.</p>
      ) : (
        <>
          {carryOver.carried.length === 0 ? (
            <p className={styles.muted}>Nothing was carried over.</p>
          ) : (
            <ul className={styles.facts} aria-label="Carried over">
              {carryOver.carried.map((what) => (
                <li key={what}>{choiceText(what)}</li>
              ))}
            </ul>
          )}
          <More listed={carryOver.carried.length} total={carryOver.carried_total} />
          {carryOver.not_carried.length > 0 && (
            <DataTable
              caption="Not carried over"
              showCaption
              rows={carryOver.not_carried}
              rowKey={(row) => `${row.what}:${row.designator ?? ''}`}
              columns={[
                {
                  key: 'what',
                  header: 'Choice',
                  rowHeader: true,
                  cell: (row) => (row.designator ? `${choiceText(row.what)} (${row.designator})` : choiceText(row.what)),
                },
                { key: 'was', header: `On rev ${previousRevision}`, cell: (row) => row.was },
                { key: 'reason', header: 'Why not', cell: (row) => row.reason },
              ]}
            />
          )}
          <More listed={carryOver.not_carried.length} total={carryOver.not_carried_total} />
        </>
      )}
    </div>
  );
}

/** "and N more" under a list the API capped. */
function More({ listed, total }: { listed: number; total: number }) {
  const more = moreText(listed, total);
  return more ? <p className={styles.muted}>{more}</p> : null;
}
