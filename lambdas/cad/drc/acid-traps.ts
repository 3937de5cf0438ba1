import type { SegmentPrimitive } from '../board-model.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.5 };

/** Track ends nearer than this meet. */
const JOIN_MM = 0.001;
/** Tracks this nearly in line overlap (a track drawn twice, or doubling back): no wedge between them. */
const OVERLAP_DEG = 1;
/** Angles this near the limit pass: coordinates rounded to the nanometre turn a right angle into 89.9995°. */
const ANGLE_TOLERANCE_DEG = 0.01;
const DEG = 180 / Math.PI;

/** The angle (degrees, 0–180) between two directions leaving one point. */
function angleBetween(ax: number, ay: number, bx: number, by: number): number {
  const la = Math.hypot(ax, ay);
  const lb = Math.hypot(bx, by);
  if (la === 0 || lb === 0) return 180;
  return Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / (la * lb)))) * DEG;
}

/**
 * Tracks of one net meeting at an acute angle leave a narrow wedge of gap
 * where etchant pools and over-etches the copper (an acid trap): at shared
 * ends, and where a track ends on another's side. The wedge is measured
 * between the tracks' centre lines. docs/board-checks.md#acid-traps
 */
export const checkAcidTraps: Check = ({ rules, copper }, found) => {
  const limit = rules.minAcidTrapAngleDeg;
  for (const { layer, index } of copper.layers) {
    const prims = layer.primitives;
    prims.forEach((stroke, i) => {
      if (stroke.kind !== 'segment' || !stroke.trace || stroke.net === undefined) return;
      // Each end of this track, against every other track of its net through that point.
      for (const [ex, ey, ox, oy] of [
        [stroke.x1, stroke.y1, stroke.x2, stroke.y2],
        [stroke.x2, stroke.y2, stroke.x1, stroke.y1],
      ] as const) {
        const dx = ox - ex;
        const dy = oy - ey;
        if (dx === 0 && dy === 0) continue;
        let sharpest = limit;
        for (const j of index.inBox(ex - JOIN_MM, ey - JOIN_MM, ex + JOIN_MM, ey + JOIN_MM)) {
          const q = prims[j]! as SegmentPrimitive;
          if (j === i || q.kind !== 'segment' || !q.trace || q.net !== stroke.net) continue;
          const atStart = Math.hypot(q.x1 - ex, q.y1 - ey) < JOIN_MM;
          const atEnd = Math.hypot(q.x2 - ex, q.y2 - ey) < JOIN_MM;
          // A shared end is visited from both tracks: count it from the lower-numbered one.
          if ((atStart || atEnd) && j < i) continue;
          const directions: Array<[number, number]> = atStart
            ? [[q.x2 - ex, q.y2 - ey]]
            : atEnd
              ? [[q.x1 - ex, q.y1 - ey]]
              : onSegment(ex, ey, q)
                ? [
                    [q.x1 - ex, q.y1 - ey],
                    [q.x2 - ex, q.y2 - ey],
                  ]
                : [];
          for (const [qx, qy] of directions) {
            const angle = angleBetween(dx, dy, qx, qy);
            if (angle > OVERLAP_DEG) sharpest = Math.min(sharpest, angle);
          }
        }
        if (sharpest >= limit - ANGLE_TOLERANCE_DEG) continue;
        found.add(
          finding({
            check: 'acid-trap',
            severity: 'Warning',
            measured: sharpest,
            limit,
            x: ex,
            y: ey,
            layer: layer.name,
            message: `Two tracks of net ${stroke.net} meet at ${sharpest.toFixed(0)}°: etchant pools in the narrow wedge and may eat the copper. Join them at ${limit}° or more (or fill the corner).`,
          }),
          KEEPING,
        );
      }
    });
  }
};

/** Whether (x, y) lies on the centre line of q, away from its ends. */
function onSegment(x: number, y: number, other: SegmentPrimitive): boolean {
  const vx = other.x2 - other.x1;
  const vy = other.y2 - other.y1;
  const len2 = vx * vx + vy * vy;
  if (len2 === 0) return false;
  const t = ((x - other.x1) * vx + (y - other.y1) * vy) / len2;
  if (t <= 0 || t >= 1) return false;
  return Math.hypot(other.x1 + t * vx - x, other.y1 + t * vy - y) < JOIN_MM;
}
