import { useEffect, useRef, useState } from 'react';
import type { ManufacturingDashboard } from '#contracts/schemas/production.ts';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import styles from './production.module.css';

type Day = ManufacturingDashboard['days'][number];

// Colours of the theme (tokens.css): canvas drawing cannot read CSS variables by name.
const BOOKED = '#e51601';
const CAPACITY = '#b8b8b8';
const PLACEMENTS = '#8ab4ff';
const GRID = '#363636';
const TEXT = '#b8b8b8';

/**
 * The top of the boards axis: the capacity when the bookings are a visible
 * share of it; otherwise room above the busiest day, so the bars can be read
 * (the legend then gives the capacity in words).
 */
function boardsAxisTop(days: readonly Day[]): number {
  let peak = 0;
  let capacity = 0;
  for (const d of days) {
    peak = Math.max(peak, d.boards_booked);
    capacity = Math.max(capacity, d.capacity_boards ?? 0);
  }
  if (capacity > 0 && capacity <= Math.max(peak, 1) * 4) return Math.max(capacity, peak) * 1.15;
  return Math.max(peak * 1.5, 5);
}

/**
 * Boards booked per ship day as bars against the capacity line, placements on
 * the right axis. uPlot (about 50 kB) is fetched only when this chart mounts,
 * so no other page downloads it.
 */
export function CapacityChart({ days }: { days: readonly Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void (async () => {
      try {
        const [{ default: uPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        if (gone) return;
        const height = 280;
        const x = days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
        const capacity = days.map((d) => d.capacity_boards);
        const boardsTop = boardsAxisTop(days);
        chart = new uPlot(
          {
            width: target.clientWidth || 600,
            height,
            tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: {
              x: { time: true },
              boards: { range: () => [0, boardsTop] },
              placements: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] },
            },
            axes: [
              { stroke: TEXT, grid: { stroke: GRID }, ticks: { stroke: GRID } },
              { scale: 'boards', label: 'Boards', stroke: TEXT, grid: { stroke: GRID }, ticks: { stroke: GRID } },
              { scale: 'placements', label: 'Placements', side: 1, stroke: TEXT, grid: { show: false }, ticks: { stroke: GRID } },
            ],
            series: [
              {},
              {
                label: 'Boards booked',
                scale: 'boards',
                fill: BOOKED,
                stroke: BOOKED,
                paths: uPlot.paths.bars!({ size: [0.6, 40] }),
                points: { show: false },
              },
              { label: 'Capacity', scale: 'boards', stroke: CAPACITY, width: 2, dash: [6, 4], points: { show: false } },
              { label: 'Placements', scale: 'placements', stroke: PLACEMENTS, width: 2, points: { show: true, size: 5 } },
            ],
          },
          [x, days.map((d) => d.boards_booked), capacity, days.map((d) => d.placements_booked)],
          target,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: target.clientWidth, height }));
        observer.observe(target);
      } catch {
        if (!gone) setFailed(true);
      }
    })();
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  const capacity = days.reduce((most, d) => Math.max(most, d.capacity_boards ?? 0), 0);
  const capacityShown = capacity > 0 && capacity <= boardsAxisTop(days);
  return (
    <figure className={styles.figureBox} aria-label="Boards and placements booked per ship day against capacity">
      {failed && <ValidationMessage>The chart could not be drawn; the table below has the same numbers.</ValidationMessage>}
      <div ref={box} className={styles.chart} data-testid="capacity-chart" />
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ background: BOOKED }} />
          Boards booked
        </li>
        <li>
          <span className={styles.swatch} style={{ background: CAPACITY }} />
          {capacity === 0
            ? 'No capacity limit set'
            : capacityShown
              ? 'Capacity (boards a day)'
              : `Capacity ${capacity.toLocaleString()} boards a day (above the chart)`}
        </li>
        <li>
          <span className={styles.swatch} style={{ background: PLACEMENTS }} />
          Placements (right axis)
        </li>
      </ul>
    </figure>
  );
}
