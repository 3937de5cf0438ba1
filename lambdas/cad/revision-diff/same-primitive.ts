import type { CirclePrimitive, PolygonPrimitive, Primitive, SegmentPrimitive } from '../board-model.ts';
import { POSITION_TOLERANCE_MM } from './tolerances.ts';

// Whether two primitives draw the same shape within the position tolerance
// (docs/revisions.md#the-diff). Nets and pad names are not geometry: a net
// renamed is a component change, not copper added.

const TOLERANCE = POSITION_TOLERANCE_MM + 1e-9;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

function sameSegment(first: SegmentPrimitive, second: SegmentPrimitive): boolean {
  if (!near(first.width, second.width)) return false;
  if (near(first.x1, second.x1) && near(first.y1, second.y1) && near(first.x2, second.x2) && near(first.y2, second.y2)) return true;
  return near(first.x1, second.x2) && near(first.y1, second.y2) && near(first.x2, second.x1) && near(first.y2, second.y1);
}

function samePolygon(first: PolygonPrimitive, second: PolygonPrimitive): boolean {
  if (first.rings.length !== second.rings.length) return false;
  for (let r = 0; r < first.rings.length; r++) {
    const ringA = first.rings[r]!;
    const ringB = second.rings[r]!;
    if (ringA.length !== ringB.length) return false;
    for (let i = 0; i < ringA.length; i++) if (!near(ringA[i]![0], ringB[i]![0]) || !near(ringA[i]![1], ringB[i]![1])) return false;
  }
  return true;
}

const sameCircle = (a: CirclePrimitive, b: CirclePrimitive) => near(a.x, b.x) && near(a.y, b.y) && near(a.r, b.r);

export function samePrimitive(first: Primitive, second: Primitive): boolean {
  if (first.kind === 'circle') return second.kind === 'circle' && sameCircle(first, second);
  if (first.kind === 'segment') return second.kind === 'segment' && sameSegment(first, second);
  return second.kind === 'polygon' && samePolygon(first, second);
}
