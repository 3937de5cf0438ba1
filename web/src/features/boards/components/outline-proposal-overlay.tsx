import type { BoardFinding } from '#contracts/schemas/boards.ts';
import styles from './outline-proposal.module.css';

/** The findings whose proposed outline the viewer draws (docs/board-checks.md#outline-fix). */
export function outlineProposals(findings: readonly BoardFinding[]): BoardFinding[] {
  return findings.filter((finding) => finding.proposal && finding.status !== 'Dismissed');
}

type Props = {
  findings: readonly BoardFinding[];
  /** View-box units per mm. */
  k: number;
};

/** Copperline's proposed board outline, dashed over the render so it reads apart from the drawn edge. */
export function OutlineProposalOverlay({ findings, k }: Props) {
  return outlineProposals(findings).map((finding) => (
    <polygon
      key={finding.id}
      data-outline-proposal={finding.id}
      className={styles.proposal}
      points={finding.proposal!.outline.map(([x, y]) => `${x * k},${-y * k}`).join(' ')}
    />
  ));
}

/** The legend line under the viewer: what the dashed line means. */
export function OutlineProposalLegend() {
  return (
    <span className={styles.legend} data-testid="outline-proposal-legend">
      <svg width="24" height="6" aria-hidden="true">
        <line x1="0" y1="3" x2="24" y2="3" className={styles.proposal} />
      </svg>
      Proposed outline
    </span>
  );
}
