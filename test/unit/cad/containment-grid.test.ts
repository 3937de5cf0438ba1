import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '#lambdas/cad/board-model.ts';
import { ASK, ContainmentGrid, INSIDE, OUTSIDE } from '#lambdas/cad/geometry/containment-grid.ts';
import { pointInRings } from '#lambdas/cad/geometry/distance.ts';
import { FatEdges } from '#lambdas/cad/geometry/fat-edges.ts';
import { ShapeIndex } from '#lambdas/cad/geometry/shape-index.ts';

// The containment grid answers point-in-polygon for big polygons from a raster, leaving cells an edge comes near to the
// ray cast. Wherever it answers, the answer must be the ray cast's (pointInRings), on generated polygons with holes,
// vertices on the grid's row lines and points on edges and vertices.

/** A star-shaped ring of `radii.length` vertices around (ox, oy); `snap` rounds vertices to a lattice (rows and cells align). */
function star(ox: number, oy: number, radii: number[], snap: number): Point[] {
  const at = (v: number) => (snap > 0 ? Math.round(v / snap) * snap : v);
  return radii.map((radius, i) => [
    at(ox + radius * Math.cos((2 * Math.PI * i) / radii.length)),
    at(oy + radius * Math.sin((2 * Math.PI * i) / radii.length)),
  ]);
}

function gridOf(rings: Point[][]): ContainmentGrid {
  const fat = new FatEdges([{ kind: 'polygon', rings }]);
  const b = fat.boxes;
  return new ContainmentGrid(fat.edges, 0, fat.count, [b[0]!, b[1]!, b[2]!, b[3]!]);
}

/** Points to ask: random ones, every vertex, every edge's midpoint and a point a hair off it. */
function questions(rings: Point[][], random: Point[]): Point[] {
  const points = [...random];
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      points.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], [(a[0] + b[0]) / 2 + 1e-9, (a[1] + b[1]) / 2 - 1e-9]);
    }
  return points;
}

const radii = fc.array(fc.double({ min: 0.5, max: 20, noNaN: true }), { minLength: 60, maxLength: 400 });
const point = fc.tuple(fc.double({ min: -25, max: 25, noNaN: true }), fc.double({ min: -25, max: 25, noNaN: true }));

describe('containment grid', () => {
  it('answers as the ray cast wherever it answers, on polygons with holes and vertices on its lines', () => {
    fc.assert(
      fc.property(
        radii,
        radii,
        fc.constantFrom(0, 0.25, 1),
        fc.array(point, { minLength: 200, maxLength: 200 }),
        (outer, inner, snap, random) => {
          const hole = star(
            0.5,
            -0.5,
            inner.map((r) => r / 5),
            snap,
          );
          const rings = [star(0, 0, outer, snap), hole];
          const grid = gridOf(rings);
          for (const [x, y] of questions(rings, random)) {
            const side = grid.at(x, y);
            if (side !== ASK) expect(side === INSIDE, `(${x}, ${y})`).toBe(pointInRings(x, y, rings));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers most points of a big polygon itself, and every point beyond its box', () => {
    const ring = star(
      0,
      0,
      Array.from({ length: 500 }, (_, i) => 10 + 3 * Math.sin(i / 7)),
      0,
    );
    const grid = gridOf([ring]);
    let answered = 0;
    let inside = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = ((i * 7919) % 10_000) / 350 - 14.3;
      const y = ((i * 104_729) % 10_000) / 350 - 14.3;
      const side = grid.at(x, y);
      if (side === ASK) continue;
      answered++;
      if (side === INSIDE) inside++;
      expect(side === INSIDE).toBe(pointInRings(x, y, [ring]));
    }
    expect(answered).toBeGreaterThan(8_000);
    expect(inside).toBeGreaterThan(3_000);
    expect(grid.at(100, 0)).toBe(OUTSIDE);
    expect(grid.at(0, -14)).toBe(OUTSIDE);
  });

  it('leaves ShapeIndex answers unchanged once a polygon is asked often enough to get a grid', () => {
    fc.assert(
      fc.property(radii, fc.array(point, { minLength: 300, maxLength: 300 }), (outer, random) => {
        const rings = [star(0, 0, outer, 0.5)];
        const asked = new ShapeIndex([{ kind: 'polygon', rings }]);
        for (const [x, y] of questions(rings, random)) {
          // A fresh index has no grid yet: its answer is the ray cast's, toward the same side.
          const fresh = new ShapeIndex([{ kind: 'polygon', rings }]);
          expect(asked.contains(0, x, y), `(${x}, ${y})`).toBe(fresh.contains(0, x, y));
        }
      }),
      { numRuns: 30 },
    );
  });
});
