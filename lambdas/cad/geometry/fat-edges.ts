import Flatbush from 'flatbush';
import type { Primitive } from '../board-model.ts';

/**
 * Every primitive broken into "fat edges" (a segment with a radius: a trace is
 * one, a disc is a zero-length one, a polygon is its edges with radius 0), in
 * typed arrays, with each primitive's bounding box. What ShapeIndex and
 * PairGap measure against.
 */
export class FatEdges {
  /** ax, ay, bx, by, r per edge; a primitive's edges are contiguous. */
  readonly edges: Float64Array;
  /** The primitive each edge belongs to. */
  readonly owner: Int32Array;
  /** Primitive i's edges are start[i] to start[i + 1] - 1. */
  readonly start: Int32Array;
  readonly count: number;
  /** minX, minY, maxX, maxY per primitive, its edges widened by their radius. */
  readonly boxes: Float64Array;
  /** The polygons' primitive numbers, ascending. */
  readonly polygons: number[];
  readonly isPolygon: Uint8Array;

  constructor(primitives: Primitive[]) {
    let count = 0;
    for (const p of primitives) count += p.kind === 'polygon' ? p.rings.reduce((n, r) => n + r.length, 0) : 1;
    this.count = count;
    this.edges = new Float64Array(count * 5);
    this.owner = new Int32Array(count);
    this.start = new Int32Array(primitives.length + 1);
    this.boxes = new Float64Array(primitives.length * 4);
    let k = 0;
    const e = this.edges;
    const push = (ax: number, ay: number, bx: number, by: number, radius: number, owner: number) => {
      const o = k * 5;
      e[o] = ax;
      e[o + 1] = ay;
      e[o + 2] = bx;
      e[o + 3] = by;
      e[o + 4] = radius;
      this.owner[k++] = owner;
    };
    this.polygons = [];
    this.isPolygon = new Uint8Array(primitives.length);
    primitives.forEach((primitive, i) => {
      this.start[i] = k;
      if (primitive.kind === 'circle') push(primitive.x, primitive.y, primitive.x, primitive.y, primitive.r, i);
      else if (primitive.kind === 'segment') push(primitive.x1, primitive.y1, primitive.x2, primitive.y2, primitive.width / 2, i);
      else {
        this.polygons.push(i);
        this.isPolygon[i] = 1;
        for (const ring of primitive.rings) {
          for (let j = 0; j < ring.length; j++) {
            const a = ring[j]!;
            const b = ring[(j + 1) % ring.length]!;
            push(a[0], a[1], b[0], b[1], 0, i);
          }
        }
      }
    });
    this.start[primitives.length] = k;
    this.fillBoxes(primitives.length);
  }

  edgeCount(i: number): number {
    return this.start[i + 1]! - this.start[i]!;
  }

  /** A spatial index of `edgeCount` edges from `first` (positions relative to it), each box widened by the edge's radius. */
  edgeBoxes(first: number, edgeCount: number): Flatbush {
    const e = this.edges;
    const index = new Flatbush(edgeCount);
    for (let j = first; j < first + edgeCount; j++) {
      const o = j * 5;
      const radius = e[o + 4]!;
      index.add(
        Math.min(e[o]!, e[o + 2]!) - radius,
        Math.min(e[o + 1]!, e[o + 3]!) - radius,
        Math.max(e[o]!, e[o + 2]!) + radius,
        Math.max(e[o + 1]!, e[o + 3]!) + radius,
      );
    }
    index.finish();
    return index;
  }

  /** The boxes of `size` primitives, the nth being primitive `primitiveAt(n)`; one without edges gets an empty box. */
  primitiveBoxes(size: number, primitiveAt: (n: number) => number): Flatbush {
    const index = new Flatbush(size);
    const b = this.boxes;
    for (let n = 0; n < size; n++) {
      const i = primitiveAt(n);
      if (this.start[i] === this.start[i + 1]) index.add(0, 0, 0, 0);
      else index.add(b[i * 4]!, b[i * 4 + 1]!, b[i * 4 + 2]!, b[i * 4 + 3]!);
    }
    index.finish();
    return index;
  }

  /** Each primitive's bounding box (its edges widened by their radius) into `boxes`. */
  private fillBoxes(primitives: number): void {
    const e = this.edges;
    for (let i = 0; i < primitives; i++) {
      let minX = Infinity,
        minY = Infinity,
        maxX = -Infinity,
        maxY = -Infinity;
      for (let j = this.start[i]!; j < this.start[i + 1]!; j++) {
        const o = j * 5;
        const radius = e[o + 4]!;
        minX = Math.min(minX, e[o]! - radius, e[o + 2]! - radius);
        minY = Math.min(minY, e[o + 1]! - radius, e[o + 3]! - radius);
        maxX = Math.max(maxX, e[o]! + radius, e[o + 2]! + radius);
        maxY = Math.max(maxY, e[o + 1]! + radius, e[o + 3]! + radius);
      }
      const b = this.boxes;
      b[i * 4] = minX;
      b[i * 4 + 1] = minY;
      b[i * 4 + 2] = maxX;
      b[i * 4 + 3] = maxY;
    }
  }
}
