import Flatbush from 'flatbush';
import type { Finding } from '../../../contracts/board-report.ts';
import { segmentSegmentDistance } from '../geometry/distance.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, dedupeByPlace, finding } from './check-context.ts';

/** Hole walls closer than the limit crack the material between them. Holes at the same spot are duplicates, not a violation. */
export const checkDrillToDrill: Check = ({ board, rules }) => {
  const drills = board.drills;
  if (drills.length < 2) return [];
  const index = new Flatbush(drills.length);
  let maxR = 0;
  for (const d of drills) {
    const r = d.diameter / 2;
    maxR = Math.max(maxR, r);
    index.add(Math.min(d.x, d.x2 ?? d.x) - r, Math.min(d.y, d.y2 ?? d.y) - r, Math.max(d.x, d.x2 ?? d.x) + r, Math.max(d.y, d.y2 ?? d.y) + r);
  }
  index.finish();
  const out: Finding[] = [];
  const limit = rules.minDrillToDrillMm;
  drills.forEach((a, i) => {
    const reach = a.diameter / 2 + limit + maxR;
    const ax2 = a.x2 ?? a.x;
    const ay2 = a.y2 ?? a.y;
    for (const j of index.search(Math.min(a.x, ax2) - reach, Math.min(a.y, ay2) - reach, Math.max(a.x, ax2) + reach, Math.max(a.y, ay2) + reach)) {
      if (j <= i) continue;
      const b = drills[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < 0.01) continue;
      const gap = segmentSegmentDistance(a.x, a.y, ax2, ay2, b.x, b.y, b.x2 ?? b.x, b.y2 ?? b.y) - a.diameter / 2 - b.diameter / 2;
      if (gap >= limit - TOLERANCE_MM) continue;
      out.push(finding({ check: 'drill-to-drill', severity: gap < 0 ? 'Warning' : 'Error', measured: Math.max(0, gap), limit, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, layer: 'drill',
        message: gap < 0
          ? 'Two holes overlap; we will route them as one slot. If that is not intended, move them apart; if it is, draw it as a slot.'
          : `Two holes are ${gap.toFixed(3)} mm apart (wall to wall); we need ${limit} mm.` }));
    }
  });
  return dedupeByPlace(out, 0.5);
};
