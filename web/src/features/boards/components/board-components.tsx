import type { BoardComponent } from '#contracts/board-report.ts';
import { formatMm } from '../board-layers.ts';
import styles from './review-board.module.css';

/** The components read from the design file (KiCad, Eagle); Gerbers have none. */
export function BoardComponents({ components }: { components: BoardComponent[] }) {
  if (components.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Components ({components.length})</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Designator</th>
              <th scope="col">Value</th>
              <th scope="col">Footprint</th>
              <th scope="col">Side</th>
              <th scope="col">x (mm)</th>
              <th scope="col">y (mm)</th>
              <th scope="col">Rotation</th>
            </tr>
          </thead>
          <tbody>
            {components.map((c, i) => (
              <tr key={`${c.designator}-${i}`}>
                <td>{c.designator}</td>
                <td>{c.value}</td>
                <td>{c.footprint}</td>
                <td>{c.side === 'top' ? 'Top' : 'Bottom'}</td>
                <td className="numeric">{formatMm(c.x)}</td>
                <td className="numeric">{formatMm(c.y)}</td>
                <td className="numeric">{c.rotation}°</td>
              </tr>
            ))}
          </tbody>
        </table>
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
