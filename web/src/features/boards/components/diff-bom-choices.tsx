import type { BoardBomDiff } from '#contracts/schemas/board-revision-diff.ts';
import { longDate } from '#web/lib/long-date.ts';
import { bomRowChangeText, partMarketChangeText } from '../revision-bom-text.ts';
import { DiffCappedList } from './diff-capped-list.tsx';
import styles from './revision-diff.module.css';

/** The parts chosen per designator and the parts whose stock or prices moved (docs/revisions.md#the-bom); absent without assembly files. */
export function DiffBomChoices({ bom, previousRevision }: { bom: BoardBomDiff | null; previousRevision: string }) {
  if (bom === null) return null;
  const since = bom.parts.since ? ` since ${longDate(new Date(bom.parts.since))}` : '';
  return (
    <div data-testid="diff-bom-choices">
      <h3>Parts chosen</h3>
      <p className={styles.muted}>
        {bom.rows.total === 0 ? 'Every designator on both revisions has the same part and flags.' : `${bom.rows.total} designators differ.`}
      </p>
      <DiffCappedList title="Changed choices" list={bom.rows} text={bomRowChangeText} />
      <p className={styles.muted}>
        {bom.parts.total === 0
          ? `No part of rev ${previousRevision} changed in stock or price${since}.`
          : `${bom.parts.total} parts of rev ${previousRevision} changed in stock or price${since}.`}
      </p>
      <DiffCappedList title="Stock and prices" list={bom.parts} text={partMarketChangeText} />
    </div>
  );
}
