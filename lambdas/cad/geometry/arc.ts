import type { Point } from '../board-model.ts';

/** Max chord error when arcs become line segments: far below any fab tolerance. */
const CHORD_TOLERANCE_MM = 0.005;

/**
 * Points along a circular arc from `startAngle` sweeping `sweep` radians
 * (positive = counter-clockwise), including both ends.
 */
export function arcPoints(cx: number, cy: number, radius: number, startAngle: number, sweep: number): Point[] {
  const step = radius > CHORD_TOLERANCE_MM ? 2 * Math.acos(1 - CHORD_TOLERANCE_MM / radius) : Math.PI / 4;
  const count = Math.max(1, Math.min(360, Math.ceil(Math.abs(sweep) / step)));
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const a = startAngle + (sweep * i) / count;
    points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  return points;
}

export function circlePoints(cx: number, cy: number, radius: number): Point[] {
  const points = arcPoints(cx, cy, radius, 0, 2 * Math.PI);
  points.pop();
  return points;
}

/** Centre of the circle through three points, or undefined when they are collinear. */
export function circleThrough(first: Point, second: Point, third: Point): Point | undefined {
  const d = 2 * (first[0] * (second[1] - third[1]) + second[0] * (third[1] - first[1]) + third[0] * (first[1] - second[1]));
  if (Math.abs(d) < 1e-12) return undefined;
  const a2 = first[0] ** 2 + first[1] ** 2;
  const b2 = second[0] ** 2 + second[1] ** 2;
  const c2 = third[0] ** 2 + third[1] ** 2;
  return [
    (a2 * (second[1] - third[1]) + b2 * (third[1] - first[1]) + c2 * (first[1] - second[1])) / d,
    (a2 * (third[0] - second[0]) + b2 * (first[0] - third[0]) + c2 * (second[0] - first[0])) / d,
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
