import type { Primitive } from '../board-model.ts';

/** minX, minY, maxX, maxY of what a primitive covers (a stroke widened by half its width). */
export type Box = [number, number, number, number];

function setBox(box: Box, minX: number, minY: number, maxX: number, maxY: number): Box {
  box[0] = minX;
  box[1] = minY;
  box[2] = maxX;
  box[3] = maxY;
  return box;
}

/** The box, written into `box` (hot loops pass one to reuse) or a new one. */
export function primitiveBox(primitive: Primitive, box: Box = [0, 0, 0, 0]): Box {
  if (primitive.kind === 'circle') {
    const { x, y, r } = primitive;
    return setBox(box, x - r, y - r, x + r, y + r);
  }
  if (primitive.kind === 'segment') {
    const { x1, y1, x2, y2 } = primitive;
    const half = primitive.width / 2;
    return setBox(box, Math.min(x1, x2) - half, Math.min(y1, y2) - half, Math.max(x1, x2) + half, Math.max(y1, y2) + half);
  }
  setBox(box, Infinity, Infinity, -Infinity, -Infinity);
  for (const ring of primitive.rings) {
    for (const [x, y] of ring) {
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  }
  return box;
}
