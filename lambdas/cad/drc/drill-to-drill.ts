import Flatbush from 'flatbush';
import type { Drill } from '../board-model.ts';
import { segmentSegmentDistance } from '../geometry/distance.ts';
import { UnionFind } from '../geometry/union-find.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

/** Holes whose centres are this close are one hole listed twice, not a violation. */
const SAME_HOLE_MM = 0.01;
const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.5 };

/** The holes in a spatial index, with the largest radius (how far beyond a box a neighbour's wall can reach). */
function indexHoles(drills: Drill[]): { index: Flatbush; maxR: number } {
  const index = new Flatbush(drills.length);
  let maxR = 0;
  for (const d of drills) {
    const r = d.diameter / 2;
    maxR = Math.max(maxR, r);
    index.add(
      Math.min(d.x, d.x2 ?? d.x) - r,
      Math.min(d.y, d.y2 ?? d.y) - r,
      Math.max(d.x, d.x2 ?? d.x) + r,
      Math.max(d.y, d.y2 ?? d.y) + r,
    );
  }
  index.finish();
  return { index, maxR };
}

/**
 * Calls `visit` for each pair of holes (i < j) whose walls come closer than
 * `within`, with the wall-to-wall gap (negative: they overlap). Pairs are
 * visited, not collected: a million close holes make millions of pairs.
 */
function forEachNearPair(
  drills: Drill[],
  holes: { index: Flatbush; maxR: number },
  within: number,
  visit: (i: number, j: number, gap: number) => void,
): void {
  for (let i = 0; i < drills.length; i++) {
    const a = drills[i]!;
    const reach = a.diameter / 2 + within + holes.maxR;
    const ax2 = a.x2 ?? a.x;
    const ay2 = a.y2 ?? a.y;
    for (const j of holes.index.search(
      Math.min(a.x, ax2) - reach,
      Math.min(a.y, ay2) - reach,
      Math.max(a.x, ax2) + reach,
      Math.max(a.y, ay2) + reach,
    )) {
      if (j <= i) continue;
      const b = drills[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (dx * dx + dy * dy < SAME_HOLE_MM * SAME_HOLE_MM) continue;
      // Round holes (no second end) are the common case: centre to centre, without the segment geometry.
      const apart =
        a.x2 === undefined && a.y2 === undefined && b.x2 === undefined && b.y2 === undefined
          ? Math.sqrt(dx * dx + dy * dy)
          : segmentSegmentDistance(a.x, a.y, ax2, ay2, b.x, b.y, b.x2 ?? b.x, b.y2 ?? b.y);
      const gap = apart - a.diameter / 2 - b.diameter / 2;
      if (gap < within) visit(i, j, gap);
    }
  }
}

/**
 * Hole walls closer than the limit crack the material between them. Holes that
 * overlap (a slot drawn as a row of drill hits, common in older CAM output) are
 * one routed opening: reported once per group, and their members are not
 * measured against each other. Two passes over the pairs (slots first) instead
 * of a list of them.
 */
export const checkDrillToDrill: Check = ({ board, rules }, found) => {
  const drills = board.drills;
  if (drills.length < 2) return;
  const limit = rules.minDrillToDrillMm;
  const holes = indexHoles(drills);
  const slots = new UnionFind(drills.length);
  const inSlot = new Uint8Array(drills.length);
  // Overlaps first (only they make slots): searched within 0 mm, a smaller box than the limit's.
  forEachNearPair(drills, holes, 0, (i, j) => {
    slots.union(i, j);
    inSlot[i] = inSlot[j] = 1;
  });

  forEachNearPair(drills, holes, limit - TOLERANCE_MM, (i, j, gap) => {
    if (gap < 0 || (inSlot[i] && inSlot[j] && slots.find(i) === slots.find(j))) return;
    const a = drills[i]!;
    const b = drills[j]!;
    found.add(
      finding({
        check: 'drill-to-drill',
        severity: 'Error',
        measured: gap,
        limit,
        x: (a.x + b.x) / 2,
        y: (a.y + b.y) / 2,
        layer: 'drill',
        message: `Two holes are ${gap.toFixed(3)} mm apart (wall to wall); we need ${limit} mm.`,
      }),
      KEEPING,
    );
  });

  // Each slot's size and centre, in the order of its first hole.
  const groups = new Map<number, { count: number; sumX: number; sumY: number }>();
  for (let k = 0; k < drills.length; k++) {
    if (!inSlot[k]) continue;
    const root = slots.find(k);
    const group = groups.get(root) ?? { count: 0, sumX: 0, sumY: 0 };
    group.count++;
    group.sumX += drills[k]!.x;
    group.sumY += drills[k]!.y;
    groups.set(root, group);
  }
  for (const { count, sumX, sumY } of groups.values()) {
    found.add(
      finding({
        check: 'drill-to-drill',
        severity: 'Warning',
        measured: 0,
        limit,
        x: sumX / count,
        y: sumY / count,
        layer: 'drill',
        message: `${count} holes overlap here; we will route them as one slot. If that is not intended, move them apart; if it is, draw it as a slot.`,
      }),
      KEEPING,
    );
  }
};
