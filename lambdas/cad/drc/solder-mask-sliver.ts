import { TOUCH_MM } from '../copper-analysis.ts';
import { shapeIndexOf } from '../geometry/shape-index.ts';
import { UnionFind } from '../geometry/union-find.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';
import { openingsOfDifferentNets } from './mask-opening-nets.ts';
import { forEachMaskPair } from './mask-pairs.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 1 };

/**
 * Thin strips of solder mask between openings flake off. Openings that touch
 * are merged first; then any two separate openings closer than the limit leave
 * a sliver, unless another opening covers the middle of the gap (the mask is
 * not there at all).
 */
export const checkSolderMaskSliver: Check = ({ board, rules, copper }, found) => {
  const limit = rules.minSolderMaskSliverMm;
  for (const mask of board.layers.filter((l) => l.kind === 'mask')) {
    const prims = mask.primitives;
    if (prims.length < 2) continue;
    const index = shapeIndexOf(prims);
    const uf = new UnionFind(prims.length);
    const candidates: Array<{ a: number; b: number; gap: number; x: number; y: number }> = [];
    forEachMaskPair(mask, rules, limit, (first, second, gap, x, y) => {
      if (gap <= TOUCH_MM) uf.union(first, second);
      else candidates.push({ a: first, b: second, gap, x, y });
    });
    for (const c of candidates) {
      if (uf.find(c.a) === uf.find(c.b) || index.covering(c.x, c.y).length > 0) continue;
      // A dam between pads of different nets is the bridge check's (docs/board-checks.md#solder-mask-bridge).
      if (c.gap < rules.minSolderMaskBridgeMm && openingsOfDifferentNets(board, copper, mask, c.a, c.b)) continue;
      found.add(
        finding({
          check: 'solder-mask-sliver',
          severity: 'Warning',
          measured: c.gap,
          limit,
          x: c.x,
          y: c.y,
          layer: mask.name,
          message: `A strip of solder mask ${c.gap.toFixed(3)} mm wide between two openings may flake off; we need ${limit} mm, or merge the openings.`,
        }),
        KEEPING,
      );
    }
  }
};
