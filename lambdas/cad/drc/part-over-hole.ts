import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';
import { distanceToRings, insideRings, partIndex, placedParts } from './placed-parts.ts';

const KEEPING: Keeping = { worst: 'largest', placeMm: 0.5 };

/**
 * A part's courtyard over a hole that is not its own: another part's pin or
 * peg, or a mounting hole, where the body would sit. Plated holes of no part
 * are vias, tented under parts as a matter of course, so not reported.
 * docs/board-checks.md#part-over-hole
 */
export const checkPartOverHole: Check = ({ board }, found) => {
  const parts = placedParts(board);
  const index = partIndex(parts);
  if (!index) return;
  for (const hole of board.drills) {
    if (hole.plated && hole.part === undefined) continue;
    const r = hole.diameter / 2;
    for (const k of index.search(hole.x - r, hole.y - r, hole.x + r, hole.y + r)) {
      const { part, rings } = parts[k]!;
      if (part.designator === hole.part) continue;
      // A through-hole pin reaches both sides, so a part on either side clashes with it.
      const inside = insideRings(hole.x, hole.y, rings);
      const edge = distanceToRings(hole.x, hole.y, rings);
      // How far the hole reaches under the courtyard, wall included.
      const depth = inside ? edge + r : r - edge;
      if (depth <= TOLERANCE_MM) continue;
      const whose = hole.part === undefined ? (hole.plated ? 'a plated hole' : 'a mounting hole') : `a hole of ${hole.part}`;
      found.add(
        finding({
          check: 'part-over-hole',
          severity: 'Warning',
          measured: Math.min(depth, hole.diameter),
          limit: 0,
          x: hole.x,
          y: hole.y,
          layer: `${part.side}-courtyard`,
          message: `${part.designator} sits over ${whose} (${hole.diameter.toFixed(2)} mm): the part cannot lie flat, or a pin or screw will hit it. Move one of them.`,
        }),
        KEEPING,
      );
    }
  }
};
