import type { OptionFinding } from '#contracts/schemas/board-options.ts';
import { formatMm, layerLabel } from '../board-layers.ts';
import styles from './board-options.module.css';

/** Beyond this many places the list says how many more there are (the render's findings already mark the worst). */
const SHOWN = 8;

/** The places a board option's limits would not let through: the message says measured against required, then where (docs/board-options.md). */
export function OptionFindingsList({ findings, label }: { findings: readonly OptionFinding[]; label: string }) {
  if (findings.length === 0) return null;
  const rest = findings.length - SHOWN;
  return (
    <ul className={styles.optionFindings} aria-label={label} data-testid="option-findings">
      {findings.slice(0, SHOWN).map((finding) => (
        <li key={`${finding.check}:${finding.layer}:${finding.x}:${finding.y}`} data-testid="option-finding" data-check={finding.check}>
          <span>{finding.message}</span>{' '}
          <span className={styles.where}>
            {layerLabel(finding.layer)} at ({formatMm(finding.x)}, {formatMm(finding.y)}) mm
          </span>
        </li>
      ))}
      {rest > 0 && (
        <li className={styles.where}>
          … and {rest} more {rest === 1 ? 'place' : 'places'}.
        </li>
      )}
    </ul>
  );
}
