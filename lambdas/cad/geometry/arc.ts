import type { Point } from '../board-model.ts';

/** Max chord error when arcs become line segments: far below any fab tolerance. */
const CHORD_TOLERANCE_MM = 0.005;

/**
 * Points along a circular arc from `startAngle` sweeping `sweep` radians
 * (positive = counter-clockwise), including both ends.
 */
export function arcPoints(cx: number, cy: number, r: number, startAngle: number, sweep: number): Point[] {
  const step = r > CHORD_TOLERANCE_MM ? 2 * Math.acos(1 - CHORD_TOLERANCE_MM / r) : Math.PI / 4;
  const count = Math.max(1, Math.min(360, Math.ceil(Math.abs(sweep) / step)));
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const a = startAngle + (sweep * i) / count;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

export function circlePoints(cx: number, cy: number, r: number): Point[] {
  const points = arcPoints(cx, cy, r, 0, 2 * Math.PI);
  points.pop();
  return points;
}

/** Centre of the circle through three points, or undefined when they are collinear. */
export function circleThrough(a: Point, b: Point, c: Point): Point | undefined {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  if (Math.abs(d) < 1e-12) return undefined;
  const a2 = a[0] ** 2 + a[1] ** 2;
  const b2 = b[0] ** 2 + b[1] ** 2;
  const c2 = c[0] ** 2 + c[1] ** 2;
  return [
    (a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / d,
    (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / d,
  ];
}

/** Points of the arc start → mid → end (KiCad 6+ arcs). */
export function arcThrough(start: Point, mid: Point, end: Point): Point[] {
  const centre = circleThrough(start, mid, end);
  if (!centre) return [start, end];
  const [cx, cy] = centre;
  const r = Math.hypot(start[0] - cx, start[1] - cy);
  const a0 = Math.atan2(start[1] - cy, start[0] - cx);
  const am = Math.atan2(mid[1] - cy, mid[0] - cx);
  const a1 = Math.atan2(end[1] - cy, end[0] - cx);
  const norm = (a: number) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const ccwToEnd = norm(a1 - a0);
  const ccwToMid = norm(am - a0);
  const sweep = ccwToMid <= ccwToEnd ? ccwToEnd : ccwToEnd - 2 * Math.PI;
  const points = arcPoints(cx, cy, r, a0, sweep);
  points[points.length - 1] = end;
  return points;
}
