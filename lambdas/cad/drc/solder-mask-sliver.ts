import type { Paths64 } from '@countertype/clipper2-ts';
import { EndType, FillRule, JoinType, difference, inflatePaths, union } from '@countertype/clipper2-ts';
import type { Finding } from '../../../contracts/board-report.ts';
import type { Primitive } from '../board-model.ts';
import { TOUCH_MM } from '../copper-analysis.ts';
import { circlePoints } from '../geometry/arc.ts';
import { shapeIndexOf } from '../geometry/shape-index.ts';
import { UnionFind } from '../geometry/union-find.ts';
import type { Check } from './check-context.ts';
import { dedupeByPlace, finding } from './check-context.ts';

/** Clipper works on integers: 1 unit = 1 µm. */
const SCALE = 1000;
/** Round joins within 5 µm of a true arc: finer only multiplies vertices (and time). */
const ARC_TOLERANCE = 5;
/** Half-size of the window around a candidate that Clipper examines. */
const WINDOW_MM = 0.6;

function toOpenings(prims: Primitive[]): Paths64 {
  const closed: Paths64 = [];
  const strokes: Paths64[] = [];
  const pt = (x: number, y: number) => ({ x: Math.round(x * SCALE), y: Math.round(y * SCALE) });
  for (const p of prims) {
    if (p.kind === 'polygon') closed.push((p.rings[0] ?? []).map(([x, y]) => pt(x, y)));
    else if (p.kind === 'circle') closed.push(circlePoints(p.x, p.y, p.r).map(([x, y]) => pt(x, y)));
    else strokes.push(inflatePaths([[pt(p.x1, p.y1), pt(p.x2, p.y2)]], (p.width / 2) * SCALE, JoinType.Round, EndType.Round, 2, ARC_TOLERANCE));
  }
  return union(closed.concat(...strokes), FillRule.NonZero);
}

/** Mask left between the openings after a morphological closing (grow by half the limit, shrink back). */
function sliversNear(openings: Paths64, halfLimitMm: number, x: number, y: number): boolean {
  const half = halfLimitMm * SCALE;
  const grown = inflatePaths(openings, half, JoinType.Round, EndType.Polygon, 2, ARC_TOLERANCE);
  const closedUp = inflatePaths(grown, -half, JoinType.Round, EndType.Polygon, 2, ARC_TOLERANCE);
  const cx = x * SCALE;
  const cy = y * SCALE;
  return difference(closedUp, openings, FillRule.NonZero).some((path) => {
    let area = 0;
    let near = false;
    path.forEach((p, i) => {
      const q = path[(i + 1) % path.length]!;
      area += p.x * q.y - q.x * p.y;
      if (Math.hypot(p.x - cx, p.y - cy) < half * 4) near = true;
    });
    // Rounding dust from the offsets is not a sliver.
    return near && Math.abs(area) / 2 > 50 * 50;
  });
}

/**
 * Thin strips of solder mask between openings flake off. Candidates are found
 * with the spatial index (openings of different merged groups closer than the
 * limit); each is confirmed with a Clipper2 closing on a small window, so an
 * apparent gap that another opening already covers is not reported.
 */
export const checkSolderMaskSliver: Check = ({ board, rules }) => {
  const out: Finding[] = [];
  const limit = rules.minSolderMaskSliverMm;
  for (const mask of board.layers.filter((l) => l.kind === 'mask')) {
    const prims = mask.primitives;
    if (prims.length < 2) continue;
    const index = shapeIndexOf(prims);
    const uf = new UnionFind(prims.length);
    const candidates: Array<{ a: number; b: number; gap: number; x: number; y: number }> = [];
    index.closePairs(limit, () => true, (a, b, gap, x, y) => {
      if (gap <= TOUCH_MM) uf.union(a, b);
      else candidates.push({ a, b, gap, x, y });
    });
    const worst = new Map<string, (typeof candidates)[number]>();
    for (const c of candidates) {
      if (uf.find(c.a) === uf.find(c.b)) continue;
      const key = `${Math.floor(c.x)}:${Math.floor(c.y)}`;
      const seen = worst.get(key);
      if (!seen || c.gap < seen.gap) worst.set(key, c);
    }
    for (const c of worst.values()) {
      const local = index.inBox(c.x - WINDOW_MM, c.y - WINDOW_MM, c.x + WINDOW_MM, c.y + WINDOW_MM).map((i) => prims[i]!);
      if (!sliversNear(toOpenings(local), limit / 2, c.x, c.y)) continue;
      out.push(finding({ check: 'solder-mask-sliver', severity: 'Warning', measured: c.gap, limit, x: c.x, y: c.y, layer: mask.name,
        message: `A strip of solder mask ${c.gap.toFixed(3)} mm wide between two openings may flake off; we need ${limit} mm, or merge the openings.` }));
    }
  }
  return dedupeByPlace(out, 1);
};
