import type { Primitive } from '../board-model.ts';
import { QuantisedHash } from './quantised-hash.ts';
import { POSITION_TOLERANCE_MM } from './tolerances.ts';

const hasher = new QuantisedHash();
const q = (mm: number) => Math.round(mm / POSITION_TOLERANCE_MM);

/** The shape's hash (see same-primitive.ts for what "the same" is): a segment hashes alike drawn either way. */
export function primitiveHash(primitive: Primitive): number {
  if (primitive.kind === 'circle') return hasher.start(1).add(primitive.x).add(primitive.y).add(primitive.r).end();
  if (primitive.kind === 'segment') {
    const { x1, y1, x2, y2 } = primitive;
    const forwards = q(x1) < q(x2) || (q(x1) === q(x2) && q(y1) <= q(y2));
    const h = hasher.start(2).add(primitive.width);
    return (forwards ? h.add(x1).add(y1).add(x2).add(y2) : h.add(x2).add(y2).add(x1).add(y1)).end();
  }
  const h = hasher.start(3).addWhole(primitive.rings.length);
  for (const ring of primitive.rings) {
    h.addWhole(ring.length);
    for (const [x, y] of ring) h.add(x).add(y);
  }
  return h.end();
}
