import Flatbush from 'flatbush';
import type { Primitive } from '../board-model.ts';
import { pointInRings, segmentSegmentDistance } from './distance.ts';

/**
 * Every primitive broken into "fat edges" (a segment with a radius: a trace is
 * one, a disc is a zero-length one, a polygon is its edges with radius 0) in a
 * flatbush spatial index, so clearance-style questions become cheap
 * segment-to-segment distances between nearby edges only.
 */
export class ShapeIndex {
  readonly primitives: Primitive[];
  private readonly edges: Float64Array;
  private readonly owner: Int32Array;
  private readonly count: number;
  private readonly index: Flatbush | undefined;
  private readonly polygons: number[];
  private readonly polygonIndex: Flatbush | undefined;

  constructor(primitives: Primitive[]) {
    this.primitives = primitives;
    let count = 0;
    for (const p of primitives) count += p.kind === 'polygon' ? p.rings.reduce((n, r) => n + r.length, 0) : 1;
    this.count = count;
    this.edges = new Float64Array(count * 5);
    this.owner = new Int32Array(count);
    let k = 0;
    const push = (ax: number, ay: number, bx: number, by: number, r: number, owner: number) => {
      const o = k * 5;
      this.edges[o] = ax;
      this.edges[o + 1] = ay;
      this.edges[o + 2] = bx;
      this.edges[o + 3] = by;
      this.edges[o + 4] = r;
      this.owner[k++] = owner;
    };
    this.polygons = [];
    primitives.forEach((p, i) => {
      if (p.kind === 'circle') push(p.x, p.y, p.x, p.y, p.r, i);
      else if (p.kind === 'segment') push(p.x1, p.y1, p.x2, p.y2, p.width / 2, i);
      else {
        this.polygons.push(i);
        for (const ring of p.rings) {
          for (let j = 0; j < ring.length; j++) {
            const a = ring[j]!;
            const b = ring[(j + 1) % ring.length]!;
            push(a[0], a[1], b[0], b[1], 0, i);
          }
        }
      }
    });
    if (count > 0) {
      this.index = new Flatbush(count);
      for (let e = 0; e < count; e++) {
        const o = e * 5;
        const r = this.edges[o + 4]!;
        const ax = this.edges[o]!, ay = this.edges[o + 1]!, bx = this.edges[o + 2]!, by = this.edges[o + 3]!;
        this.index.add(Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r);
      }
      this.index.finish();
    }
    if (this.polygons.length > 0) {
      this.polygonIndex = new Flatbush(this.polygons.length);
      for (const i of this.polygons) {
        const p = primitives[i]!;
        let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
        if (p.kind === 'polygon') {
          for (const [x, y] of p.rings[0] ?? []) {
            if (x < minX) minX = x;
            if (y < minY) minY = y;
            if (x > maxX) maxX = x;
            if (y > maxY) maxY = y;
          }
        }
        this.polygonIndex.add(minX, minY, maxX, maxY);
      }
      this.polygonIndex.finish();
    }
  }

  /**
   * Calls `visit` for each pair of primitives (a < b) with `accept(a, b)` whose
   * copper comes closer than `within`, with the gap (0 when they touch or
   * overlap) and the midpoint of the closest edges. A pair may be visited more than once.
   */
  closePairs(within: number, accept: (a: number, b: number) => boolean, visit: (a: number, b: number, gap: number, x: number, y: number) => void): void {
    const index = this.index;
    if (!index) return;
    const e = this.edges;
    // Boxes in the index already include each edge's own radius.
    const reach = within;
    for (let i = 0; i < this.count; i++) {
      const o = i * 5;
      const ax = e[o]!, ay = e[o + 1]!, bx = e[o + 2]!, by = e[o + 3]!, ra = e[o + 4]!;
      const oa = this.owner[i]!;
      const found = index.search(
        Math.min(ax, bx) - ra - reach, Math.min(ay, by) - ra - reach, Math.max(ax, bx) + ra + reach, Math.max(ay, by) + ra + reach,
        (j) => j > i && this.owner[j] !== oa,
      );
      for (const j of found) {
        const ob = this.owner[j]!;
        const lo = Math.min(oa, ob);
        const hi = Math.max(oa, ob);
        if (!accept(lo, hi)) continue;
        const p = j * 5;
        const cx = e[p]!, cy = e[p + 1]!, dx = e[p + 2]!, dy = e[p + 3]!, rb = e[p + 4]!;
        const gap = segmentSegmentDistance(ax, ay, bx, by, cx, cy, dx, dy) - ra - rb;
        if (gap < within) visit(lo, hi, Math.max(0, gap), (ax + bx + cx + dx) / 4, (ay + by + cy + dy) / 4);
      }
    }
    // A shape wholly inside a polygon has no edges near the polygon's edges: test one point of each.
    this.forEachContained(accept, (a, b, x, y) => visit(Math.min(a, b), Math.max(a, b), 0, x, y));
  }

  private forEachContained(accept: (a: number, b: number) => boolean, visit: (inner: number, polygon: number, x: number, y: number) => void): void {
    const polygonIndex = this.polygonIndex;
    if (!polygonIndex) return;
    this.primitives.forEach((p, i) => {
      const [x, y] = p.kind === 'circle' ? [p.x, p.y] : p.kind === 'segment' ? [p.x1, p.y1] : (p.rings[0]?.[0] ?? [NaN, NaN]);
      for (const k of polygonIndex.search(x, y, x, y)) {
        const j = this.polygons[k]!;
        if (j === i || !accept(Math.min(i, j), Math.max(i, j))) continue;
        const poly = this.primitives[j]!;
        if (poly.kind === 'polygon' && pointInRings(x, y, poly.rings)) visit(i, j, x, y);
      }
    });
  }

  /** Primitives with an edge in the box. */
  inBox(minX: number, minY: number, maxX: number, maxY: number): number[] {
    const out = new Set<number>();
    for (const i of this.index?.search(minX, minY, maxX, maxY) ?? []) out.add(this.owner[i]!);
    for (const k of this.polygonIndex?.search(minX, minY, maxX, maxY) ?? []) out.add(this.polygons[k]!);
    return [...out];
  }

  /** Primitives whose copper covers the point (x, y). */
  covering(x: number, y: number): number[] {
    const out = new Set<number>();
    const e = this.edges;
    for (const i of this.index?.search(x, y, x, y) ?? []) {
      const o = i * 5;
      const r = e[o + 4]!;
      if (r > 0 && segmentSegmentDistance(x, y, x, y, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!) <= r) out.add(this.owner[i]!);
    }
    for (const k of this.polygonIndex?.search(x, y, x, y) ?? []) {
      const j = this.polygons[k]!;
      const p = this.primitives[j]!;
      if (p.kind === 'polygon' && pointInRings(x, y, p.rings)) out.add(j);
    }
    return [...out];
  }

  /** Whether primitive i's copper covers (x, y). */
  contains(i: number, x: number, y: number): boolean {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.hypot(x - p.x, y - p.y) <= p.r;
    if (p.kind === 'segment') return segmentSegmentDistance(x, y, x, y, p.x1, p.y1, p.x2, p.y2) <= p.width / 2;
    return pointInRings(x, y, p.rings);
  }

  /** Distance from (x, y) to the boundary of primitive i (positive inside or outside). */
  distanceToBoundary(i: number, x: number, y: number): number {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.abs(p.r - Math.hypot(x - p.x, y - p.y));
    if (p.kind === 'segment') return Math.abs(p.width / 2 - segmentSegmentDistance(x, y, x, y, p.x1, p.y1, p.x2, p.y2));
    let best = Infinity;
    for (const ring of p.rings) {
      for (let j = 0; j < ring.length; j++) {
        const a = ring[j]!;
        const b = ring[(j + 1) % ring.length]!;
        best = Math.min(best, segmentSegmentDistance(x, y, x, y, a[0], a[1], b[0], b[1]));
      }
    }
    return best;
  }
}
