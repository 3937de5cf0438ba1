import type { Courtyard, OutlineEdge, Point } from './board-model.ts';
import { rotate } from './geometry/shapes.ts';
import { buildOutline } from './outline.ts';

/** What a reader collects while reading one footprint, to make its courtyard. */
export interface FootprintShapes {
  /** Courtyard lines as drawn (KiCad F/B.CrtYd, Eagle tKeepout/tCrtYd), board coordinates. */
  courtyard: OutlineEdge[];
  /** Corners of the pads and points of the package outline (KiCad F.Fab, Eagle tDocu), board coordinates. */
  outline: Point[];
}

export function footprintShapes(): FootprintShapes {
  return { courtyard: [], outline: [] };
}

/** Convex hull (monotone chain), counter-clockwise; for a courtyard drawn open, and for overlap depths. */
export function convexHull(points: Point[]): Point[] {
  const sorted = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** The box around `points` in the part's own frame (rotated `rotationDeg`), as a ring in board coordinates. */
function rotatedBox(points: Point[], rotationDeg: number): Point[] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of points) {
    const [lx, ly] = rotate(x, y, -rotationDeg);
    minX = Math.min(minX, lx);
    minY = Math.min(minY, ly);
    maxX = Math.max(maxX, lx);
    maxY = Math.max(maxY, ly);
  }
  const corners: Point[] = [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
  ];
  return corners.map(([x, y]) => rotate(x, y, rotationDeg));
}

/**
 * The part's courtyard: the drawn courtyard's closed loops (its hull when drawn
 * open); lacking one, the box around the pads and package outline in the
 * part's own orientation. docs/board-checks.md#courtyards
 */
export function courtyardOf(shapes: FootprintShapes, rotationDeg: number): Courtyard | undefined {
  if (shapes.courtyard.length > 0) {
    const { loops } = buildOutline(shapes.courtyard);
    if (loops.length > 0) return { rings: loops, from: 'courtyard' };
    const ends: Point[] = [];
    for (const e of shapes.courtyard) ends.push([e.x1, e.y1], [e.x2, e.y2]);
    const hull = convexHull(ends);
    if (hull.length >= 3) return { rings: [hull], from: 'courtyard' };
  }
  if (shapes.outline.length < 2) return undefined;
  return { rings: [rotatedBox(shapes.outline, rotationDeg)], from: 'outline' };
}

/**
 * How far two convex rings overlap: the shortest distance one must move to
 * clear the other (separating axes over both rings' edge normals); 0 when
 * they are apart or only touch.
 */
export function overlapDepth(first: Point[], second: Point[]): number {
  let depth = Infinity;
  for (const ring of [first, second]) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const nx = ring[i]![1] - ring[j]![1];
      const ny = ring[j]![0] - ring[i]![0];
      const len = Math.hypot(nx, ny);
      if (len === 0) continue;
      const [minA, maxA] = project(first, nx / len, ny / len);
      const [minB, maxB] = project(second, nx / len, ny / len);
      const overlap = Math.min(maxA, maxB) - Math.max(minA, minB);
      if (overlap <= 0) return 0;
      depth = Math.min(depth, overlap);
    }
  }
  return Number.isFinite(depth) ? depth : 0;
}

function project(ring: Point[], ux: number, uy: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const [x, y] of ring) {
    const d = x * ux + y * uy;
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return [min, max];
}
