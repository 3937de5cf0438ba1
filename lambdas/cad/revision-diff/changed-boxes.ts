import type { Point, PolygonPrimitive, Primitive } from '../board-model.ts';
import { primitiveBox, type Box } from './primitive-box.ts';
import { QuantisedHash } from './quantised-hash.ts';
import type { Unmatched } from './unmatched-items.ts';

// Where the shapes one revision does not share with the other can change the
// area: their boxes, except that a polygon whose outer ring the other revision
// also has (a plane with a clearance hole added) changed only inside the holes
// one of them lacks. Within one polygon, coverage is the parity of its rings,
// so the difference lies inside those holes. see docs/revisions.md#the-diff

const hasher = new QuantisedHash();

function ringHash(ring: readonly Point[]): number {
  const h = hasher.start(7).addWhole(ring.length);
  for (const [x, y] of ring) h.add(x).add(y);
  return h.end();
}

function ringBox(ring: readonly Point[]): Box {
  return primitiveBox({ kind: 'polygon', rings: [ring as Point[]] });
}

/** The boxes of the holes one polygon has and the other lacks (counted, so a hole drawn twice counts twice). */
function holeDifference(was: PolygonPrimitive, now: PolygonPrimitive, out: Box[]): void {
  const count = new Map<number, number>();
  for (const hole of was.rings.slice(1)) count.set(ringHash(hole), (count.get(ringHash(hole)) ?? 0) + 1);
  for (const hole of now.rings.slice(1)) {
    const n = count.get(ringHash(hole)) ?? 0;
    if (n > 0) count.set(ringHash(hole), n - 1);
    else out.push(ringBox(hole));
  }
  for (const hole of was.rings.slice(1)) {
    const n = count.get(ringHash(hole)) ?? 0;
    if (n === 0) continue;
    count.set(ringHash(hole), n - 1);
    out.push(ringBox(hole));
  }
}

const outerRing = (p: Primitive) => (p.kind === 'polygon' && p.rings.length > 1 ? ringHash(p.rings[0]!) : undefined);

export function changedBoxes(before: readonly Primitive[], after: readonly Primitive[], unmatched: Unmatched): Box[] {
  const out: Box[] = [];
  const byOuter = new Map<number, number[]>();
  for (const j of unmatched.after) {
    const key = outerRing(after[j]!);
    if (key === undefined) out.push(primitiveBox(after[j]!));
    else if (byOuter.has(key)) byOuter.get(key)!.push(j);
    else byOuter.set(key, [j]);
  }
  for (const i of unmatched.before) {
    const key = outerRing(before[i]!);
    const j = key === undefined ? undefined : byOuter.get(key)?.pop();
    if (j === undefined) out.push(primitiveBox(before[i]!));
    else holeDifference(before[i] as PolygonPrimitive, after[j] as PolygonPrimitive, out);
  }
  for (const left of byOuter.values()) for (const j of left) out.push(primitiveBox(after[j]!));
  return out;
}
