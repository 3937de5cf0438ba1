import type { BoardMetrics as Metrics } from '#contracts/board-report.ts';
import { formatMm } from '../board-layers.ts';
import styles from './review-board.module.css';

const mm = (value: number | null) => (value === null ? '—' : `${formatMm(value)} mm`);

/** The measured numbers of the board (lengths in mm). */
export function BoardMetrics({ metrics }: { metrics: Metrics }) {
  const rows: [string, string][] = [
    ['Size', `${formatMm(metrics.widthMm)} × ${formatMm(metrics.heightMm)} mm`],
    ['Area', `${(metrics.areaMm2 / 100).toFixed(2)} cm²`],
    ['Copper layers', String(metrics.copperLayers)],
    ['Drills', `${metrics.drillCount} (${metrics.platedDrillCount} plated, ${metrics.slotCount} slots)`],
    ['Smallest drill', mm(metrics.minDrillMm)],
    ['Smallest trace', mm(metrics.minTraceMm)],
    ['Smallest clearance', metrics.minClearanceMm === null ? 'over 0.200 mm' : mm(metrics.minClearanceMm)],
    ['Components', `${metrics.componentsTop} top, ${metrics.componentsBottom} bottom`],
    ['Pads', `${metrics.smdPads} SMD, ${metrics.throughHolePads} through-hole`],
  ];
  if (metrics.netCount !== null) rows.push(['Nets', String(metrics.netCount)]);
  return (
    <dl className={styles.metrics} data-testid="board-metrics">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="numeric">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
