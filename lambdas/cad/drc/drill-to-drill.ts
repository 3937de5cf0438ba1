import Flatbush from 'flatbush';
import type { Finding } from '#contracts/board-report.ts';
import type { Drill } from '../board-model.ts';
import { segmentSegmentDistance } from '../geometry/distance.ts';
import { UnionFind } from '../geometry/union-find.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, dedupeByPlace, finding } from './check-context.ts';

/** Holes whose centres are this close are one hole listed twice, not a violation. */
const SAME_HOLE_MM = 0.01;

/** Each pair of holes whose walls come closer than `within`, with the wall-to-wall gap (negative: they overlap). */
function nearPairs(drills: Drill[], within: number): Array<[number, number, number]> {
  const index = new Flatbush(drills.length);
  let maxR = 0;
  for (const d of drills) {
    const r = d.diameter / 2;
    maxR = Math.max(maxR, r);
    index.add(Math.min(d.x, d.x2 ?? d.x) - r, Math.min(d.y, d.y2 ?? d.y) - r, Math.max(d.x, d.x2 ?? d.x) + r, Math.max(d.y, d.y2 ?? d.y) + r);
  }
  index.finish();
  const pairs: Array<[number, number, number]> = [];
  drills.forEach((a, i) => {
    const reach = a.diameter / 2 + within + maxR;
    const ax2 = a.x2 ?? a.x;
    const ay2 = a.y2 ?? a.y;
    for (const j of index.search(Math.min(a.x, ax2) - reach, Math.min(a.y, ay2) - reach, Math.max(a.x, ax2) + reach, Math.max(a.y, ay2) + reach)) {
      if (j <= i) continue;
      const b = drills[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < SAME_HOLE_MM) continue;
      const gap = segmentSegmentDistance(a.x, a.y, ax2, ay2, b.x, b.y, b.x2 ?? b.x, b.y2 ?? b.y) - a.diameter / 2 - b.diameter / 2;
      if (gap < within) pairs.push([i, j, gap]);
    }
  });
  return pairs;
}

/**
 * Hole walls closer than the limit crack the material between them. Holes that
 * overlap (a slot drawn as a row of drill hits, common in older CAM output) are
 * one routed opening: reported once per group, and their members are not
 * measured against each other.
 */
export const checkDrillToDrill: Check = ({ board, rules }) => {
  const drills = board.drills;
  if (drills.length < 2) return [];
  const limit = rules.minDrillToDrillMm;
  const pairs = nearPairs(drills, limit - TOLERANCE_MM);
  const slots = new UnionFind(drills.length);
  for (const [i, j, gap] of pairs) if (gap < 0) slots.union(i, j);

  const out: Finding[] = [];
  // A Set per group: a slot drawn as thousands of overlapping hits must not cost a scan per hit.
  const members = new Map<number, Set<number>>();
  for (const [i, j, gap] of pairs) {
    if (gap < 0) {
      const root = slots.find(i);
      const group = members.get(root) ?? new Set<number>();
      group.add(i).add(j);
      members.set(root, group);
      continue;
    }
    if (slots.find(i) === slots.find(j)) continue;
    const a = drills[i]!;
    const b = drills[j]!;
    out.push(finding({ check: 'drill-to-drill', severity: 'Error', measured: gap, limit, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, layer: 'drill',
      message: `Two holes are ${gap.toFixed(3)} mm apart (wall to wall); we need ${limit} mm.` }));
  }
  for (const group of members.values()) {
    const list = [...group];
    const x = list.reduce((s, k) => s + drills[k]!.x, 0) / list.length;
    const y = list.reduce((s, k) => s + drills[k]!.y, 0) / list.length;
    out.push(finding({ check: 'drill-to-drill', severity: 'Warning', measured: 0, limit, x, y, layer: 'drill',
      message: `${list.length} holes overlap here; we will route them as one slot. If that is not intended, move them apart; if it is, draw it as a slot.` }));
  }
  return dedupeByPlace(out, 0.5);
};
