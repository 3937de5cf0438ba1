import type { BomMismatch } from '#contracts/schemas/bom.ts';
import styles from './bom.module.css';

/** What does not line up between the board, the BOM and the placement files; errors first. */
export function BomMismatches({ mismatches }: { mismatches: BomMismatch[] }) {
  if (mismatches.length === 0) return null;
  const ordered = [...mismatches].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'Error' ? -1 : 1));
  return (
    <section aria-labelledby="mismatches-heading" className={styles.mismatchSection}>
      <h3 id="mismatches-heading">What does not line up ({mismatches.length})</h3>
      <ul className={styles.mismatches}>
        {ordered.map((mismatch, i) => (
          <li key={`${mismatch.kind}-${i}`} data-severity={mismatch.severity} data-testid="bom-mismatch" data-kind={mismatch.kind}>
            <span className={styles.severity}>{mismatch.severity}</span>
            <span>{mismatch.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
