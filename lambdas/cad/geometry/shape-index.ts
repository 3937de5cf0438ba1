import Flatbush from 'flatbush';
import type { Primitive } from '../board-model.ts';
import { closestPointsInto, pointInRings, segmentSegmentDistance } from './distance.ts';

/** Primitives with more edges than this get a private edge index for pair distances and containment. */
const BIG = 48;
/** Pruning by bounding boxes skips only edges this much farther than the best gap, so rounding never changes a result. */
const PRUNE_MARGIN_MM = 1e-9;

/**
 * Every primitive broken into "fat edges" (a segment with a radius: a trace is
 * one, a disc is a zero-length one, a polygon is its edges with radius 0),
 * with flatbush spatial indexes over primitives and over edges, so
 * clearance-style questions become segment-to-segment distances between
 * nearby edges only. Big polygons (zone fills) get a private edge index so a
 * pad next to a zone costs a few lookups, not a scan of the zone.
 */
export class ShapeIndex {
  readonly primitives: Primitive[];
  /** ax, ay, bx, by, r per edge; a primitive's edges are contiguous. */
  private readonly edges: Float64Array;
  private readonly owner: Int32Array;
  private readonly start: Int32Array;
  private readonly count: number;
  /** Over every edge, for `near`; built on first use, as only some layers are asked (the largest index). */
  private edgeIndexCache: Flatbush | undefined;
  private readonly boxes: Float64Array;
  private readonly primitiveIndex: Flatbush | undefined;
  private readonly polygons: number[];
  private readonly isPolygon: Uint8Array;
  private readonly polygonIndex: Flatbush | undefined;
  private readonly ownIndex = new Map<number, Flatbush>();

  constructor(primitives: Primitive[]) {
    this.primitives = primitives;
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
    this.fillBoxes();
    if (primitives.length > 0 && count > 0) this.primitiveIndex = this.boxIndex(primitives.length, (n) => n);
    if (this.polygons.length > 0) this.polygonIndex = this.boxIndex(this.polygons.length, (n) => this.polygons[n]!);
  }

  /** Each primitive's bounding box (its edges widened by their radius) into `boxes`. */
  private fillBoxes(): void {
    const e = this.edges;
    for (let i = 0; i < this.primitives.length; i++) {
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

  /** Every edge's box, widened by its radius. */
  private edgeIndex(): Flatbush {
    const e = this.edges;
    const index = new Flatbush(this.count);
    for (let j = 0; j < this.count; j++) {
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
  private boxIndex(size: number, primitiveAt: (n: number) => number): Flatbush {
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

  private edgeCount(i: number): number {
    return this.start[i + 1]! - this.start[i]!;
  }

  /** Private index of primitive i's edges (positions relative to its first edge), built on first use. */
  private own(i: number): Flatbush {
    let index = this.ownIndex.get(i);
    if (!index) {
      const first = this.start[i]!;
      const n = this.edgeCount(i);
      index = new Flatbush(n);
      const e = this.edges;
      for (let j = first; j < first + n; j++) {
        const o = j * 5;
        const r = e[o + 4]!;
        index.add(
          Math.min(e[o]!, e[o + 2]!) - r,
          Math.min(e[o + 1]!, e[o + 3]!) - r,
          Math.max(e[o]!, e[o + 2]!) + r,
          Math.max(e[o + 1]!, e[o + 3]!) + r,
        );
      }
      index.finish();
      this.ownIndex.set(i, index);
    }
    return index;
  }

  /** Result of the last pairGap call (kept in fields: this runs millions of times, so no allocation). */
  private gapX = 0;
  private gapY = 0;
  /** The closest pair of edges found so far by testEdge (edge numbers), for the gap point. */
  private bestSmallEdge = -1;
  private bestBigEdge = -1;
  /** The closest points of the gap's two edges (px, py, qx, qy). */
  private readonly nearest = new Float64Array(4);

  /** Closest approach between primitives a and b, looked for below `within`; `within` when farther. Point in gapX/gapY. */
  private pairGap(first: number, second: number, within: number): number {
    const small = this.edgeCount(first) <= this.edgeCount(second) ? first : second;
    const big = small === first ? second : first;
    const e = this.edges;
    let best = within;
    this.bestSmallEdge = -1;
    const bigFirst = this.start[big]!;
    const bigEnd = this.start[big + 1]!;
    const bigIndex = bigEnd - bigFirst > BIG ? this.own(big) : undefined;
    const smallEnd = this.start[small + 1]!;
    for (let i = this.start[small]!; i < smallEnd && best > 0; i++) {
      const o = i * 5;
      const ax = e[o]!,
        ay = e[o + 1]!,
        cx = e[o + 2]!,
        cy = e[o + 3]!,
        ra = e[o + 4]!;
      if (bigIndex) {
        const reach = ra + best;
        const found = bigIndex.search(
          Math.min(ax, cx) - reach,
          Math.min(ay, cy) - reach,
          Math.max(ax, cx) + reach,
          Math.max(ay, cy) + reach,
        );
        for (let k = 0; k < found.length; k++) best = this.testEdge(i, ax, ay, cx, cy, ra, bigFirst + found[k]!, best);
      } else {
        for (let j = bigFirst; j < bigEnd; j++) best = this.testEdge(i, ax, ay, cx, cy, ra, j, best);
      }
    }
    if (this.bestSmallEdge >= 0) this.setGapPoint(this.bestSmallEdge, this.bestBigEdge, best);
    return best < 0 ? 0 : best;
  }

  private testEdge(i: number, ax: number, ay: number, cx: number, cy: number, ra: number, j: number, best: number): number {
    const e = this.edges;
    const p = j * 5;
    const bx = e[p]!,
      by = e[p + 1]!,
      dx = e[p + 2]!,
      dy = e[p + 3]!,
      rb = e[p + 4]!;
    // The boxes' gap is a lower bound of the edges' distance: most edges of two nearby pads are skipped without it.
    const reach = best + ra + rb + PRUNE_MARGIN_MM;
    if (reach > 0) {
      const gx = Math.max(0, (bx < dx ? bx : dx) - (ax > cx ? ax : cx), (ax < cx ? ax : cx) - (bx > dx ? bx : dx));
      const gy = Math.max(0, (by < dy ? by : dy) - (ay > cy ? ay : cy), (ay < cy ? ay : cy) - (by > dy ? by : dy));
      if (gx * gx + gy * gy > reach * reach) return best;
    }
    const gap = segmentSegmentDistance(ax, ay, cx, cy, bx, by, dx, dy) - ra - rb;
    if (gap >= best) return best;
    this.bestSmallEdge = i;
    this.bestBigEdge = j;
    return gap;
  }

  /** The middle of the gap between edges i and j: on the line between their closest centre-line points, past edge i's radius. */
  private setGapPoint(i: number, j: number, gap: number): void {
    const e = this.edges;
    const o = i * 5;
    const p = j * 5;
    const ra = e[o + 4]!;
    const near = this.nearest;
    closestPointsInto(near, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!, e[p]!, e[p + 1]!, e[p + 2]!, e[p + 3]!);
    const px = near[0]!,
      py = near[1]!,
      qx = near[2]!,
      qy = near[3]!;
    const len = Math.hypot(qx - px, qy - py);
    const t = len > 0 ? Math.min(1, Math.max(0, (ra + Math.max(0, gap) / 2) / len)) : 0;
    this.gapX = px + (qx - px) * t;
    this.gapY = py + (qy - py) * t;
  }

  /**
   * Calls `visit` for each pair of primitives (a < b) with `accept(a, b)` whose
   * copper comes closer than `within`, with the gap (0 when they touch or
   * overlap) and a point between the closest edges. A shape inside a polygon is
   * visited again with gap 0, so consumers keep the smallest gap per pair.
   */
  closePairs(
    within: number,
    accept: (a: number, b: number) => boolean,
    visit: (a: number, b: number, gap: number, x: number, y: number) => void,
  ): void {
    const index = this.primitiveIndex;
    if (!index) return;
    const b = this.boxes;
    // Pair keys (a * n + b) of touching pairs with a polygon: pushed in a plain array and sorted once, cheaper than a Set.
    const touching: number[] = [];
    const n = this.primitives.length;
    for (let i = 0; i < n; i++) {
      if (this.start[i] === this.start[i + 1]) continue;
      for (const j of index.search(b[i * 4]! - within, b[i * 4 + 1]! - within, b[i * 4 + 2]! + within, b[i * 4 + 3]! + within)) {
        if (j <= i || !accept(i, j)) continue;
        const gap = this.pairGap(i, j, within);
        if (gap < within) {
          // Only pairs with a polygon can be met again by the containment pass below.
          if (gap <= 0 && (this.isPolygon[i] === 1 || this.isPolygon[j] === 1)) touching.push(i * n + j);
          visit(i, j, gap, this.gapX, this.gapY);
        }
      }
    }
    const touchingSorted = Float64Array.from(touching).sort();
    // A shape wholly inside a polygon has no edges near the polygon's edges: test one point of each.
    this.forEachContained(accept, (inner, polygon, x, y) => {
      const lo = Math.min(inner, polygon);
      const hi = Math.max(inner, polygon);
      if (!sortedHas(touchingSorted, lo * n + hi)) visit(lo, hi, 0, x, y);
    });
  }

  private forEachContained(
    accept: (a: number, b: number) => boolean,
    visit: (inner: number, polygon: number, x: number, y: number) => void,
  ): void {
    const polygonIndex = this.polygonIndex;
    if (!polygonIndex) return;
    const primitives = this.primitives;
    for (let i = 0; i < primitives.length; i++) {
      const primitive = primitives[i]!;
      let x: number, y: number;
      if (primitive.kind === 'circle') {
        x = primitive.x;
        y = primitive.y;
      } else if (primitive.kind === 'segment') {
        x = primitive.x1;
        y = primitive.y1;
      } else {
        const first = primitive.rings[0]?.[0];
        x = first ? first[0] : NaN;
        y = first ? first[1] : NaN;
      }
      for (const k of polygonIndex.search(x, y, x, y)) {
        const j = this.polygons[k]!;
        if (j === i || !accept(Math.min(i, j), Math.max(i, j))) continue;
        if (this.insidePolygon(j, x, y)) visit(i, j, x, y);
      }
    }
  }

  /** Even-odd point-in-polygon; big polygons count ray crossings through their private edge index. */
  private insidePolygon(i: number, x: number, y: number): boolean {
    const p = this.primitives[i]!;
    if (p.kind !== 'polygon') return false;
    if (this.edgeCount(i) <= BIG) return pointInRings(x, y, p.rings);
    const e = this.edges;
    const first = this.start[i]!;
    let inside = false;
    for (const k of this.own(i).search(x, y, Infinity, y)) {
      const o = (first + k) * 5;
      const ax = e[o]!,
        ay = e[o + 1]!,
        bx = e[o + 2]!,
        by = e[o + 3]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }

  /**
   * Visits every primitive whose copper comes within `within` of the fat
   * segment (ax, ay)–(bx, by) of radius r, with the gap and the middle of it
   * (once per edge of the primitive's outline that comes that near).
   */
  near(
    ax: number,
    ay: number,
    bx: number,
    by: number,
    radius: number,
    within: number,
    visit: (owner: number, gap: number, x: number, y: number) => void,
  ): void {
    const e = this.edges;
    const reach = radius + within;
    if (this.count > 0) this.edgeIndexCache ??= this.edgeIndex();
    for (const j of this.edgeIndexCache?.search(
      Math.min(ax, bx) - reach,
      Math.min(ay, by) - reach,
      Math.max(ax, bx) + reach,
      Math.max(ay, by) + reach,
    ) ?? []) {
      const p = j * 5;
      const cx = e[p]!,
        cy = e[p + 1]!,
        dx = e[p + 2]!,
        dy = e[p + 3]!;
      const apart = segmentSegmentDistance(ax, ay, bx, by, cx, cy, dx, dy);
      const gap = apart - radius - e[p + 4]!;
      if (gap >= within) continue;
      // The middle of the gap between the two surfaces, on the line joining the closest points.
      const [[px, py], [qx, qy]] = closestPoints(ax, ay, bx, by, cx, cy, dx, dy);
      const t = apart > 0 ? Math.min(1, Math.max(0, (radius + Math.max(0, gap) / 2) / apart)) : 0.5;
      visit(this.owner[j]!, Math.max(0, gap), px + (qx - px) * t, py + (qy - py) * t);
    }
  }

  /** Primitives whose bounding box meets the box. */
  inBox(minX: number, minY: number, maxX: number, maxY: number): number[] {
    return this.primitiveIndex?.search(minX, minY, maxX, maxY).filter((i) => this.start[i] !== this.start[i + 1]) ?? [];
  }

  /** Primitives whose copper covers the point (x, y). */
  covering(x: number, y: number): number[] {
    return this.inBox(x, y, x, y).filter((i) => this.contains(i, x, y));
  }

  /** Whether primitive i's copper covers (x, y). */
  contains(i: number, x: number, y: number): boolean {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.hypot(x - p.x, y - p.y) <= p.r;
    if (p.kind === 'segment') return segmentSegmentDistance(x, y, x, y, p.x1, p.y1, p.x2, p.y2) <= p.width / 2;
    return this.insidePolygon(i, x, y);
  }

  /**
   * How many edges of polygon i the segment (ax, ay)–(bx, by) crosses: an odd
   * count means its ends are on different sides of the polygon's boundary, so
   * walking a path point to point needs one full containment test, not one
   * per point (thermal-relief rings around pads in a zone with thousands of holes).
   */
  crossings(i: number, ax: number, ay: number, bx: number, by: number): number {
    const e = this.edges;
    const first = this.start[i]!;
    const n = this.edgeCount(i);
    let count = 0;
    const test = (j: number) => {
      const o = j * 5;
      const cx = e[o]!,
        cy = e[o + 1]!,
        dx = e[o + 2]!,
        dy = e[o + 3]!;
      // Half-open in y, as the ray cast of insidePolygon, so a path through a vertex counts once.
      const side = (px: number, py: number) => (dx - cx) * (py - cy) - (dy - cy) * (px - cx);
      const sa = side(ax, ay);
      const sb = side(bx, by);
      if (sa > 0 === sb > 0) return;
      const s1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      const s2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
      if (s1 > 0 !== s2 > 0) count++;
    };
    if (n > BIG)
      for (const k of this.own(i).search(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by))) test(first + k);
    else for (let j = first; j < first + n; j++) test(j);
    return count;
  }

  /** Distance from (x, y) to the boundary of primitive i, looked for up to `within` (returns `within` when farther). */
  distanceToBoundary(i: number, x: number, y: number, within = Infinity): number {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.min(within, Math.abs(p.r - Math.hypot(x - p.x, y - p.y)));
    if (p.kind === 'segment') return Math.min(within, Math.abs(p.width / 2 - segmentSegmentDistance(x, y, x, y, p.x1, p.y1, p.x2, p.y2)));
    const e = this.edges;
    const first = this.start[i]!;
    const n = this.edgeCount(i);
    let best = within;
    const test = (j: number) => {
      const o = j * 5;
      best = Math.min(best, segmentSegmentDistance(x, y, x, y, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!));
    };
    if (n > BIG && Number.isFinite(within))
      for (const k of this.own(i).search(x - within, y - within, x + within, y + within)) test(first + k);
    else for (let j = first; j < first + n; j++) test(j);
    return best;
  }
}

/** Whether the ascending array holds the value (binary search). */
function sortedHas(sorted: Float64Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

const cache = new WeakMap<Primitive[], ShapeIndex>();

/** One index per primitive list (a layer), shared by the checks that need it. */
export function shapeIndexOf(primitives: Primitive[]): ShapeIndex {
  let index = cache.get(primitives);
  if (!index) {
    index = new ShapeIndex(primitives);
    cache.set(primitives, index);
  }
  return index;
}
