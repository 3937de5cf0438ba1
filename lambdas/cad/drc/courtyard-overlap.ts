import { convexHull, overlapDepth } from '../courtyard.ts';
import type { Point } from '../board-model.ts';
import { pointInRings, segmentSegmentDistance } from '../geometry/distance.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';
import { partIndex, placedParts, type PlacedPart } from './placed-parts.ts';

const KEEPING: Keeping = { worst: 'largest', placeMm: 1 };

/** Whether the rings really meet (an edge crossing, or one inside the other): a hull may cover a concave courtyard's notch. */
function ringsMeet(first: Point[][], second: Point[][]): boolean {
  for (const ra of first) {
    for (const rb of second) {
      for (let i = 0, j = ra.length - 1; i < ra.length; j = i++) {
        for (let k = 0, l = rb.length - 1; k < rb.length; l = k++) {
          const p = ra[j]!;
          const q = ra[i]!;
          const r = rb[l]!;
          const s = rb[k]!;
          if (segmentSegmentDistance(p[0], p[1], q[0], q[1], r[0], r[1], s[0], s[1]) === 0) return true;
        }
      }
    }
  }
  const [ax, ay] = first[0]![0]!;
  const [bx, by] = second[0]![0]!;
  return pointInRings(ax, ay, second) || pointInRings(bx, by, first);
}

/** The deepest overlap of any ring of one part with any ring of the other (0 when apart). */
function depthBetween(first: PlacedPart, second: PlacedPart): number {
  let deepest = 0;
  for (const ra of first.rings) for (const rb of second.rings) deepest = Math.max(deepest, overlapDepth(convexHull(ra), convexHull(rb)));
  if (deepest <= TOLERANCE_MM || !ringsMeet(first.rings, second.rings)) return 0;
  return deepest;
}

/**
 * Parts on one side whose courtyards overlap: the placement head or the
 * parts themselves collide, or one cannot be reworked. Courtyards may touch.
 * docs/board-checks.md#courtyard-overlap
 */
export const checkCourtyardOverlap: Check = ({ board }, found) => {
  const parts = placedParts(board);
  const index = partIndex(parts);
  if (!index) return;
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    const [minX, minY, maxX, maxY] = first.box;
    for (const j of index.search(minX, minY, maxX, maxY)) {
      const second = parts[j]!;
      if (j <= i || second.part.side !== first.part.side) continue;
      const depth = depthBetween(first, second);
      if (depth === 0) continue;
      const names = `${first.part.designator} and ${second.part.designator}`;
      const drawn = first.part.courtyard?.from === 'courtyard' && second.part.courtyard?.from === 'courtyard';
      found.add(
        finding({
          check: 'courtyard-overlap',
          severity: 'Warning',
          measured: depth,
          limit: 0,
          x: (Math.max(minX, second.box[0]) + Math.min(maxX, second.box[2])) / 2,
          y: (Math.max(minY, second.box[1]) + Math.min(maxY, second.box[3])) / 2,
          layer: `${first.part.side}-courtyard`,
          message: `The ${drawn ? 'courtyards' : 'outlines'} of ${names} overlap by ${depth.toFixed(2)} mm: the parts or the placement head may collide. Move them apart, unless one sits over the other on purpose.`,
        }),
        KEEPING,
      );
    }
  }
};
