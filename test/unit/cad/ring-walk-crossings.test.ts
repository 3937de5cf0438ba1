import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '#lambdas/cad/board-model.ts';
import { ShapeIndex } from '#lambdas/cad/geometry/shape-index.ts';

// ShapeIndex.markCrossedSteps (the thermal-relief walk around a pad) tests each polygon edge only against the steps
// within its angle seen from the centre. Against every edge × every step, as the walk did before, on generated polygons
// and rings: the same steps flip.

const SAMPLES = 180;

/** Whether segment a–b crosses edge c–d: ends on opposite sides of the edge (half-open), the edge's ends on opposite sides of it. */
function crosses(stepFrom: Point, stepTo: Point, edgeFrom: Point, edgeTo: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  if (side(edgeFrom, edgeTo, stepFrom) > 0 === side(edgeFrom, edgeTo, stepTo) > 0) return false;
  return side(stepFrom, stepTo, edgeFrom) > 0 !== side(stepFrom, stepTo, edgeTo) > 0;
}

/** Every step against every edge: parity of crossings per step. */
function bruteForce(ring: Point[], xs: Float64Array, ys: Float64Array): number[] {
  const flips = new Array<number>(SAMPLES).fill(0);
  for (let k = 1; k < SAMPLES; k++) {
    const a: Point = [xs[k - 1]!, ys[k - 1]!];
    const b: Point = [xs[k]!, ys[k]!];
    for (let i = 0; i < ring.length; i++) {
      const c = ring[i]!;
      const d = ring[(i + 1) % ring.length]!;
      if (crosses(a, b, c, d)) flips[k]! ^= 1;
    }
  }
  return flips;
}

/** A star-shaped polygon of `corners` vertices around (ox, oy), radii from `radii`. */
function star(ox: number, oy: number, radii: number[]): Point[] {
  return radii.map((r, i) => [ox + r * Math.cos((2 * Math.PI * i) / radii.length), oy + r * Math.sin((2 * Math.PI * i) / radii.length)]);
}

function walk(cx: number, cy: number, radii: number[]): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(SAMPLES);
  const ys = new Float64Array(SAMPLES);
  for (let k = 0; k < SAMPLES; k++) {
    const angle = (2 * Math.PI * k) / SAMPLES;
    xs[k] = cx + Math.cos(angle) * radii[k % radii.length]!;
    ys[k] = cy + Math.sin(angle) * radii[k % radii.length]!;
  }
  return { xs, ys };
}

function marked(ring: Point[], cx: number, cy: number, xs: Float64Array, ys: Float64Array): number[] {
  const index = new ShapeIndex([{ kind: 'polygon', rings: [ring] }]);
  const flips = new Uint8Array(SAMPLES);
  const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  index.markCrossedSteps(index.edgesWithin(0, ...box), cx, cy, xs, ys, flips);
  return [...flips];
}

const coordinate = fc.double({ min: -3, max: 3, noNaN: true });
const radius = fc.double({ min: 0.2, max: 2.5, noNaN: true });

describe('the crossings of a walk around a pad', () => {
  it('flips the same steps as every edge tested against every step, for small and big (indexed) polygons', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        fc.array(radius, { minLength: 3, maxLength: 120 }),
        fc.array(fc.double({ min: 0.3, max: 1.5, noNaN: true }), { minLength: 1, maxLength: 7 }),
        (ox, oy, polygonRadii, walkRadii) => {
          const ring = star(ox, oy, polygonRadii);
          const { xs, ys } = walk(0, 0, walkRadii);
          expect(marked(ring, 0, 0, xs, ys)).toEqual(bruteForce(ring, xs, ys));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts an edge through the centre, and edges spanning half the walk, at every step they cross', () => {
    // A thin sliver through the centre: both long edges pass near (0, 0), each subtending almost half a turn.
    const sliver: Point[] = [
      [-2, -0.001],
      [2, 0.0005],
      [2, 0.3],
      [-2, 0.3],
    ];
    const through: Point[] = [
      [-2, 0],
      [2, 0],
      [2, 1],
      [-2, 1],
    ];
    for (const ring of [sliver, through]) {
      const { xs, ys } = walk(0, 0, [0.8, 1.1, 0.9]);
      const flips = marked(ring, 0, 0, xs, ys);
      expect(flips).toEqual(bruteForce(ring, xs, ys));
      expect(flips.reduce((sum, flip) => sum + flip, 0)).toBeGreaterThan(0);
    }
  });
});
