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

function closestOnSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): Point {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return [ax + t * dx, ay + t * dy];
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
  const options: Array<[Point, Point]> = [
    [[ax, ay], closestOnSegment(ax, ay, cx, cy, dx, dy)],
    [[bx, by], closestOnSegment(bx, by, cx, cy, dx, dy)],
    [closestOnSegment(cx, cy, ax, ay, bx, by), [cx, cy]],
    [closestOnSegment(dx, dy, ax, ay, bx, by), [dx, dy]],
  ];
  let best = options[0]!;
  let bestD = Infinity;
  for (const o of options) {
    const d = (o[0][0] - o[1][0]) ** 2 + (o[0][1] - o[1][1]) ** 2;
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  return best;
}
