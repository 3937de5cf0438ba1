import type { Point } from '../board-model.ts';

/** Squared distance from point p to segment ab. */
export function pointSegmentDist2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function segmentsIntersect(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Distance between segments ab and cd, and the point on ab nearest to cd. */
export function segmentSegmentDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.sqrt(
    Math.min(
      pointSegmentDist2(ax, ay, cx, cy, dx, dy),
      pointSegmentDist2(bx, by, cx, cy, dx, dy),
      pointSegmentDist2(cx, cy, ax, ay, bx, by),
      pointSegmentDist2(dx, dy, ax, ay, bx, by),
    ),
  );
}

/**
 * Distance from point p to segment ab: segmentSegmentDistance with p as a
 * segment of no length, to the last bit (the same three squared distances,
 * less the crossing test a point never passes), without its four cross
 * products. Containment tests ask this per point of every walk.
 */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(
    Math.min(
      pointSegmentDist2(px, py, ax, ay, bx, by),
      pointSegmentDist2(ax, ay, px, py, px, py),
      pointSegmentDist2(bx, by, px, py, px, py),
    ),
  );
}

/** Even-odd point in polygon over all rings (holes included). */
export function pointInRings(x: number, y: number, rings: Point[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const pi = ring[i]!;
      const pj = ring[j]!;
      if (pi[1] > y !== pj[1] > y && x < ((pj[0] - pi[0]) * (y - pi[1])) / (pj[1] - pi[1]) + pi[0]) inside = !inside;
    }
  }
  return inside;
}

export function ringArea(ring: Point[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    a += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  }
  return Math.abs(a) / 2;
}

/** Where the projection of p falls along ab, clamped to the segment (0 at a, 1 at b). */
function projectionAlong(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/**
 * closestPoints without allocating: P and Q as px, py, qx, qy in `out` (the
 * clearance pass asks this for every near pair of copper shapes).
 */
export function closestPointsInto(
  out: Float64Array,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): void {
  // The first candidate stands when no distance compares (NaN), as the other three are only taken when nearer.
  let t = projectionAlong(ax, ay, cx, cy, dx, dy);
  out[0] = ax;
  out[1] = ay;
  out[2] = cx + t * (dx - cx);
  out[3] = cy + t * (dy - cy);
  let bestD = (out[0] - out[2]) ** 2 + (out[1] - out[3]) ** 2;
  if (!(bestD < Infinity)) bestD = Infinity;
  t = projectionAlong(bx, by, cx, cy, dx, dy);
  const qx = cx + t * (dx - cx);
  const qy = cy + t * (dy - cy);
  let d = (bx - qx) ** 2 + (by - qy) ** 2;
  if (d < bestD) {
    bestD = d;
    out[0] = bx;
    out[1] = by;
    out[2] = qx;
    out[3] = qy;
  }
  t = projectionAlong(cx, cy, ax, ay, bx, by);
  let px = ax + t * (bx - ax);
  let py = ay + t * (by - ay);
  d = (px - cx) ** 2 + (py - cy) ** 2;
  if (d < bestD) {
    bestD = d;
    out[0] = px;
    out[1] = py;
    out[2] = cx;
    out[3] = cy;
  }
  t = projectionAlong(dx, dy, ax, ay, bx, by);
  px = ax + t * (bx - ax);
  py = ay + t * (by - ay);
  d = (px - dx) ** 2 + (py - dy) ** 2;
  if (d < bestD) {
    out[0] = px;
    out[1] = py;
    out[2] = dx;
    out[3] = dy;
  }
}

/** Closest points P on ab and Q on cd (for segments that do not cross: one of them is an endpoint projection). */
export function closestPoints(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): [Point, Point] {
  const out = new Float64Array(4);
  closestPointsInto(out, ax, ay, bx, by, cx, cy, dx, dy);
  return [
    [out[0]!, out[1]!],
    [out[2]!, out[3]!],
  ];
}
