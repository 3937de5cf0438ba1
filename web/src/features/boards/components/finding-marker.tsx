import type { BoardFinding } from '#contracts/schemas/boards.ts';
import styles from './review-board.module.css';

type Props = {
  finding: BoardFinding;
  /** View-box units per mm. */
  k: number;
  /** The marker's radius in view-box units. */
  r: number;
  mirrored: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
};

/** A DRC finding on the board render: a ring with its number, a button that selects it. */
export function FindingMarker({ finding, k, r, mirrored, selected, onSelect }: Props) {
  const cx = finding.x * k;
  const cy = -finding.y * k;
  const number = finding.id.slice(1);
  return (
    <g
      data-marker
      data-finding-id={finding.id}
      data-status={finding.status}
      data-selected={selected || undefined}
      className={styles.marker}
      role="button"
      tabIndex={0}
      aria-label={`Finding ${number}: ${finding.message}`}
      onClick={() => onSelect(finding.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onSelect(finding.id);
      }}
    >
      <circle cx={cx} cy={cy} r={selected ? r * 1.5 : r} strokeWidth={r * 0.25} />
      <text
        x={cx}
        y={cy}
        fontSize={r * 1.1}
        textAnchor="middle"
        dominantBaseline="central"
        transform={mirrored ? `translate(${2 * cx} 0) scale(-1 1)` : undefined}
      >
        {number}
      </text>
    </g>
  );
}
