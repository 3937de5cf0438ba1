import { useEffect, useRef, type ReactNode } from 'react';
import { checkName, unitOf } from '#contracts/check-names.ts';
import type { BoardFinding } from '#contracts/schemas/boards.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { formatMm, layerLabel } from '../board-layers.ts';
import styles from './review-board.module.css';

const STATUS_ORDER: Record<BoardFinding['status'], number> = { Error: 0, Warning: 1, Dismissed: 2 };

function measuredText(finding: BoardFinding): string | null {
  if (finding.measured === null) return null;
  const unit = unitOf(finding.check);
  const number = (n: number) => (unit === ' mm' ? formatMm(n) : String(n));
  const value = number(finding.measured);
  const limit = finding.limit === null ? '' : `, limit ${number(finding.limit)}${unit}`;
  return `Measured ${value}${unit}${limit}`;
}

export type BoardFindingsProps = {
  findings: BoardFinding[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onSetStatus: (id: string, status: 'Warning' | 'Dismissed') => void;
  pendingId: string | null;
  /** What the customer can do about one finding beyond dismissing it (accepting a proposed outline). */
  findingAction?: (finding: BoardFinding) => ReactNode;
};

/** The design-rule findings, errors first; each linked to its marker on the render. */
export function BoardFindings({ findings, selectedId, onSelect, onSetStatus, pendingId, findingAction }: BoardFindingsProps) {
  const selectedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  if (findings.length === 0) {
    return <p className={styles.clean}>No findings: your board meets every capability we check.</p>;
  }
  const sorted = [...findings].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || Number(a.id.slice(1)) - Number(b.id.slice(1)),
  );
  const errors = findings.filter((f) => f.status === 'Error').length;
  const warnings = findings.filter((f) => f.status === 'Warning').length;
  return (
    <div>
      <p className={styles.findingsSummary}>
        {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
        {errors > 0 && ' — errors must be fixed in the design before ordering.'}
      </p>
      <ol className={styles.findings} aria-label="Design-rule findings">
        {sorted.map((finding) => {
          const selected = finding.id === selectedId;
          const measured = measuredText(finding);
          return (
            <li
              key={finding.id}
              ref={selected ? selectedRef : undefined}
              className={styles.finding}
              data-status={finding.status}
              data-selected={selected || undefined}
              data-testid="finding"
            >
              <button type="button" className={styles.findingMain} onClick={() => onSelect(finding.id)} aria-pressed={selected}>
                <span className={styles.findingBadge}>{finding.id.slice(1)}</span>
                <span>
                  <span className={styles.findingStatus}>{finding.status}</span> {finding.message}
                  <span className={styles.findingMeta}>
                    {measured && <>{measured} · </>}
                    {layerLabel(finding.layer)} at x {formatMm(finding.x)}, y {formatMm(finding.y)} mm · {checkName(finding.check)}
                  </span>
                </span>
              </button>
              {finding.status !== 'Error' && (
                <Button
                  variant="secondary"
                  className={styles.findingAction}
                  loading={pendingId === finding.id}
                  onClick={() => onSetStatus(finding.id, finding.status === 'Warning' ? 'Dismissed' : 'Warning')}
                >
                  {finding.status === 'Warning' ? 'Dismiss' : 'Restore'}
                </Button>
              )}
              {findingAction?.(finding)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
