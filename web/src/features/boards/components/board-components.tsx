import type { BoardComponent } from '#contracts/board-report.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { formatMm } from '../board-layers.ts';
import styles from './review-board.module.css';

type KeyedComponent = BoardComponent & { key: string };

/** The components read from the design file (KiCad, Eagle); Gerbers have none. */
export function BoardComponents({ components }: { components: BoardComponent[] }) {
  if (components.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Components ({components.length})</summary>
      <div className={styles.tableScroll}>
        <DataTable<KeyedComponent>
          caption="Components read from the design file"
          columns={[
            { key: 'designator', header: 'Designator', cell: (c) => c.designator },
            { key: 'value', header: 'Value', cell: (c) => c.value },
            { key: 'footprint', header: 'Footprint', cell: (c) => c.footprint },
            { key: 'side', header: 'Side', cell: (c) => (c.side === 'top' ? 'Top' : 'Bottom') },
            { key: 'x', header: 'x (mm)', numeric: true, cell: (c) => formatMm(c.x) },
            { key: 'y', header: 'y (mm)', numeric: true, cell: (c) => formatMm(c.y) },
            { key: 'rotation', header: 'Rotation', numeric: true, cell: (c) => `${c.rotation}°` },
          ]}
          rows={components.map((c, i) => ({ ...c, key: `${c.designator}-${i}` }))}
          rowKey={(c) => c.key}
        />
      </div>
    </details>
  );
}

/** What the reader or the checks skipped, in plain words. */
export function BoardNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Notes ({notes.length})</summary>
      <ul className={styles.notes}>
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </details>
  );
}
