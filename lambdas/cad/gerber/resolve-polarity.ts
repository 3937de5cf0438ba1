import type { Path64, Paths64 } from '@countertype/clipper2-ts';
import { FillRule, area, difference, union } from '@countertype/clipper2-ts';
import type { Point, PolygonPrimitive, Primitive } from '../board-model.ts';
import { arcPoints, circlePoints } from '../geometry/arc.ts';
import { pointInRings } from '../geometry/distance.ts';
import type { PolarityBlock } from './plot-gerber.ts';

/** Clipper works on integers: 1 unit = 1 µm. */
const SCALE = 1000;

function toPath(points: Point[]): Path64 {
  return points.map(([x, y]) => ({ x: Math.round(x * SCALE), y: Math.round(y * SCALE) }));
}

/** A round-capped stroke as a closed outline. */
function stadium(x1: number, y1: number, x2: number, y2: number, width: number): Point[] {
  const r = width / 2;
  const a = Math.atan2(y2 - y1, x2 - x1);
  return [...arcPoints(x2, y2, r, a - Math.PI / 2, Math.PI), ...arcPoints(x1, y1, r, a + Math.PI / 2, Math.PI)];
}

function toPaths(primitives: Primitive[]): Paths64 {
  const out: Paths64 = [];
  for (const p of primitives) {
    if (p.kind === 'circle') out.push(toPath(circlePoints(p.x, p.y, p.r)));
    else if (p.kind === 'segment') out.push(toPath(stadium(p.x1, p.y1, p.x2, p.y2, Math.max(p.width, 0.001))));
    else for (const ring of p.rings) out.push(toPath(ring));
  }
  return out;
}

/**
 * The copper a layer really has once clear (negative) objects erase what was
 * drawn before them: dark blocks are united and clear blocks subtracted in
 * drawing order with Clipper2. The result is polygons with holes; those holding
 * a flashed pad centre keep a `pad` mark so connectivity still knows pads from artwork.
 */
export function resolvePolarity(sequence: PolarityBlock[], padCentres: Point[]): PolygonPrimitive[] {
  let image: Paths64 = [];
  for (const block of sequence) {
    if (block.primitives.length === 0) continue;
    const paths = toPaths(block.primitives);
    image = block.dark ? union(image, paths, FillRule.NonZero) : difference(image, paths, FillRule.NonZero);
  }
  const toPoints = (path: Path64): Point[] => path.map((p) => [p.x / SCALE, p.y / SCALE]);
  // Clipper returns outers with positive area and holes with negative area.
  const outers = image.filter((p) => area(p) > 0).map((p) => ({ ring: toPoints(p), holes: [] as Point[][] }));
  for (const hole of image.filter((p) => area(p) < 0)) {
    const ring = toPoints(hole);
    const [x, y] = ring[0]!;
    const owner = outers.find((o) => pointInRings(x, y, [o.ring]));
    owner?.holes.push(ring);
  }
  return outers.map(({ ring, holes }): PolygonPrimitive => {
    const rings = [ring, ...holes];
    const pad = padCentres.some(([x, y]) => pointInRings(x, y, rings)) ? 'D' : undefined;
    return { kind: 'polygon', rings, pad };
  });
}
