import type Flatbush from 'flatbush';
import type { Primitive } from '../board-model.ts';
import { closestPointsInto, pointInRings, pointSegmentDistance, segmentSegmentDistance } from './distance.ts';
import { FatEdges } from './fat-edges.ts';
import { BIG, PairGap } from './pair-gap.ts';
import { sortedHas } from './arrays.ts';
import { ASK, ContainmentGrid, INSIDE } from './containment-grid.ts';

/**
 * Primitives as fat edges (fat-edges.ts) with flatbush spatial indexes over
 * primitives and over edges, so clearance-style questions become
 * segment-to-segment distances between nearby edges only. Big polygons (zone
 * fills) get a private edge index so a pad next to a zone costs a few lookups,
 * not a scan of the zone.
 */
export class ShapeIndex {
  readonly primitives: Primitive[];
  private readonly edges: Float64Array;
  private readonly owner: Int32Array;
  private readonly start: Int32Array;
  private readonly count: number;
  private readonly fat: FatEdges;
  /** Over every edge, for `near`; built on first use, as only some layers are asked (the largest index). */
  private edgeIndexCache: Flatbush | undefined;
  private readonly boxes: Float64Array;
  private readonly primitiveIndex: Flatbush | undefined;
  private readonly polygons: number[];
  private readonly isPolygon: Uint8Array;
  private readonly ownIndex = new Map<number, Flatbush>();
  /** Point-in-polygon questions asked of each big polygon, until it has a containment grid. */
  private readonly asked = new Map<number, number>();
  private readonly grids = new Map<number, ContainmentGrid>();
  private readonly gaps: PairGap;
  /** The closest points of two edges (px, py, qx, qy), reused by `near`. */
  private readonly nearest = new Float64Array(4);

  constructor(primitives: Primitive[]) {
    this.primitives = primitives;
    const fat = new FatEdges(primitives);
    this.fat = fat;
    ({ edges: this.edges, owner: this.owner, start: this.start, count: this.count, boxes: this.boxes } = fat);
    ({ polygons: this.polygons, isPolygon: this.isPolygon } = fat);
    this.gaps = new PairGap(fat, (i) => this.own(i));
    if (primitives.length > 0 && this.count > 0) this.primitiveIndex = fat.primitiveBoxes(primitives.length, (n) => n);
  }

  private edgeCount(i: number): number {
    return this.fat.edgeCount(i);
  }

  /** Private index of primitive i's edges (positions relative to its first edge), built on first use. */
  private own(i: number): Flatbush {
    let index = this.ownIndex.get(i);
    if (!index) {
      index = this.fat.edgeBoxes(this.start[i]!, this.edgeCount(i));
      this.ownIndex.set(i, index);
    }
    return index;
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
    // (shape, polygon) pairs where the polygon's box holds the shape's inside point, met in the shape's own search.
    const held: number[] = [];
    const anyPolygon = this.polygons.length > 0;
    const n = this.primitives.length;
    for (let i = 0; i < n; i++) {
      if (this.start[i] === this.start[i + 1]) continue;
      const x = anyPolygon ? insideX(this.primitives[i]!) : NaN;
      const y = anyPolygon ? insideY(this.primitives[i]!) : NaN;
      for (const j of index.search(b[i * 4]! - within, b[i * 4 + 1]! - within, b[i * 4 + 2]! + within, b[i * 4 + 3]! + within)) {
        if (this.isPolygon[j] === 1 && j !== i && boxHolds(b, j, x, y)) held.push(i, j);
        if (j <= i || !accept(i, j)) continue;
        const gap = this.gaps.between(i, j, within);
        if (gap < within) {
          // Only pairs with a polygon can be met again by the containment pass below.
          if (gap <= 0 && (this.isPolygon[i] === 1 || this.isPolygon[j] === 1)) touching.push(i * n + j);
          visit(i, j, gap, this.gaps.x, this.gaps.y);
        }
      }
    }
    const touchingSorted = Float64Array.from(touching).sort();
    // A shape wholly inside a polygon has no edges near the polygon's edges: test one point of each.
    for (let k = 0; k < held.length; k += 2) {
      const inner = held[k]!;
      const polygon = held[k + 1]!;
      const lo = Math.min(inner, polygon);
      const hi = Math.max(inner, polygon);
      if (!accept(lo, hi)) continue;
      const x = insideX(this.primitives[inner]!);
      const y = insideY(this.primitives[inner]!);
      if (this.insidePolygon(polygon, x, y) && !sortedHas(touchingSorted, lo * n + hi)) visit(lo, hi, 0, x, y);
    }
  }

  /**
   * Even-odd point-in-polygon; big polygons count ray crossings through their
   * private edge index, along the ray toward the nearer side of the polygon's
   * box (fewer edges to fetch). Every ring crosses the horizontal line through
   * the point an even number of times, so the crossings at or left of the
   * point have the parity of those right of it: both rays give one answer,
   * on the boundary too.
   */
  private insidePolygon(i: number, x: number, y: number): boolean {
    const p = this.primitives[i]!;
    if (p.kind !== 'polygon') return false;
    if (this.edgeCount(i) <= BIG) return pointInRings(x, y, p.rings);
    const side = this.gridOf(i)?.at(x, y) ?? ASK;
    if (side !== ASK) return side === INSIDE;
    const e = this.edges;
    const first = this.start[i]!;
    const rightward = this.boxes[i * 4 + 2]! - x <= x - this.boxes[i * 4]!;
    let inside = false;
    for (const k of rightward ? this.own(i).search(x, y, Infinity, y) : this.own(i).search(-Infinity, y, x, y)) {
      const o = (first + k) * 5;
      const ax = e[o]!,
        ay = e[o + 1]!,
        bx = e[o + 2]!,
        by = e[o + 3]!;
      if (ay > y === by > y) continue;
      const crossedRight = x < ((bx - ax) * (y - ay)) / (by - ay) + ax;
      if (crossedRight === rightward) inside = !inside;
    }
    return inside;
  }

  /**
   * Big polygon i's containment grid, built once it has been asked about as many points as cost about what the
   * grid costs to build (a ray through its edge index each, against a pass over its edges).
   */
  private gridOf(i: number): ContainmentGrid | undefined {
    const grid = this.grids.get(i);
    if (grid) return grid;
    const asked = (this.asked.get(i) ?? 0) + 1;
    this.asked.set(i, asked);
    const edges = this.edgeCount(i);
    if (asked < Math.max(GRID_AFTER_QUESTIONS, edges / EDGES_PER_QUESTION)) return undefined;
    const b = this.boxes;
    const built = new ContainmentGrid(this.edges, this.start[i]!, edges, [b[i * 4]!, b[i * 4 + 1]!, b[i * 4 + 2]!, b[i * 4 + 3]!]);
    this.grids.set(i, built);
    return built;
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
    if (this.count > 0) this.edgeIndexCache ??= this.fat.edgeBoxes(0, this.count);
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
      const closest = this.nearest;
      closestPointsInto(closest, ax, ay, bx, by, cx, cy, dx, dy);
      const px = closest[0]!,
        py = closest[1]!,
        qx = closest[2]!,
        qy = closest[3]!;
      const t = apart > 0 ? Math.min(1, Math.max(0, (radius + Math.max(0, gap) / 2) / apart)) : 0.5;
      visit(this.owner[j]!, Math.max(0, gap), px + (qx - px) * t, py + (qy - py) * t);
    }
  }

  /** Primitives whose bounding box meets the box. */
  inBox(minX: number, minY: number, maxX: number, maxY: number): number[] {
    return this.primitiveIndex?.search(minX, minY, maxX, maxY).filter((i) => this.start[i] !== this.start[i + 1]) ?? [];
  }

  /**
   * Whether any primitive's box meets the box: `near` and `covering` can only find primitives that pass this, with
   * one search of the (smaller) primitive index and no list kept.
   */
  anyInBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
    const index = this.primitiveIndex;
    if (!index) return false;
    let found = false;
    index.search(minX, minY, maxX, maxY, (i) => {
      if (!found && this.start[i] !== this.start[i + 1]) found = true;
      return false;
    });
    return found;
  }

  /** Primitives whose copper covers the point (x, y). */
  covering(x: number, y: number): number[] {
    return this.inBox(x, y, x, y).filter((i) => this.contains(i, x, y));
  }

  /** Whether primitive i's copper covers (x, y). */
  contains(i: number, x: number, y: number): boolean {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.hypot(x - p.x, y - p.y) <= p.r;
    if (p.kind === 'segment') return pointSegmentDistance(x, y, p.x1, p.y1, p.x2, p.y2) <= p.width / 2;
    return this.insidePolygon(i, x, y);
  }

  /**
   * Polygon i's edges that a walk inside the box can cross, as offsets into
   * the edge array: those whose boxes meet it (every edge of a small polygon).
   * Found once per walk, not once per step (thermal-relief rings: 180 steps
   * around each pad in a zone of thousands of edges).
   */
  edgesWithin(i: number, minX: number, minY: number, maxX: number, maxY: number): Int32Array {
    const first = this.start[i]!;
    const n = this.edgeCount(i);
    if (n <= BIG) return Int32Array.from({ length: n }, (_, k) => (first + k) * 5);
    return Int32Array.from(this.own(i).search(minX, minY, maxX, maxY), (k) => (first + k) * 5);
  }

  /**
   * A walk around (cx, cy) through points at equal angles (point k at angle
   * 2πk/n, walked 0 → 1 → … → n−1): flips[k] ^= 1 for each of the edges
   * that step k (point k−1 to k) crosses, so flips[k] is 1 where the walk
   * passes the polygon's boundary an odd number of times. A step lies in its
   * wedge of 2π/n and a crossing lies on the edge too, so each edge is tested
   * only against the steps within the angle it spans seen from the centre
   * (one more each side for rounding), not all n. An edge through the centre
   * spans half a turn either way, and meets the walk only at its two ends.
   */
  markCrossedSteps(edges: Int32Array, cx: number, cy: number, xs: Float64Array, ys: Float64Array, flips: Uint8Array): void {
    const e = this.edges;
    const n = xs.length;
    const perRadian = n / (2 * Math.PI);
    for (let m = 0; m < edges.length; m++) {
      const o = edges[m]!;
      const from = Math.atan2(e[o + 1]! - cy, e[o]! - cx) * perRadian;
      let turn = Math.atan2(e[o + 3]! - cy, e[o + 2]! - cx) * perRadian - from;
      if (turn > n / 2) turn -= n;
      else if (turn < -n / 2) turn += n;
      const last = Math.floor(Math.max(from, from + turn) + 1) + 1;
      for (let step = Math.ceil(Math.min(from, from + turn) - 1); step <= last; step++) {
        const k = ((step % n) + n) % n;
        if (k !== 0 && crossesEdge(e, o, xs[k - 1]!, ys[k - 1]!, xs[k]!, ys[k]!)) flips[k]! ^= 1;
      }
    }
  }

  /** Distance from (x, y) to the boundary of primitive i, looked for up to `within` (returns `within` when farther). */
  distanceToBoundary(i: number, x: number, y: number, within = Infinity): number {
    const p = this.primitives[i]!;
    if (p.kind === 'circle') return Math.min(within, Math.abs(p.r - Math.hypot(x - p.x, y - p.y)));
    if (p.kind === 'segment') return Math.min(within, Math.abs(p.width / 2 - pointSegmentDistance(x, y, p.x1, p.y1, p.x2, p.y2)));
    const e = this.edges;
    const first = this.start[i]!;
    const n = this.edgeCount(i);
    let best = within;
    if (n > BIG && Number.isFinite(within)) {
      for (const k of this.own(i).search(x - within, y - within, x + within, y + within)) {
        const o = (first + k) * 5;
        best = Math.min(best, pointSegmentDistance(x, y, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!));
      }
    } else
      for (let o = first * 5; o < (first + n) * 5; o += 5)
        best = Math.min(best, pointSegmentDistance(x, y, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!));
    return best;
  }
}

/** A big polygon gets a containment grid after this many point questions, or one per this many of its edges. */
const GRID_AFTER_QUESTIONS = 8;
const EDGES_PER_QUESTION = 64;

/** The point of a shape tested for lying inside a polygon: a disc's centre, a stroke's start, a polygon's first vertex. */
function insideX(primitive: Primitive): number {
  if (primitive.kind === 'circle') return primitive.x;
  if (primitive.kind === 'segment') return primitive.x1;
  return primitive.rings[0]?.[0]?.[0] ?? NaN;
}

function insideY(primitive: Primitive): number {
  if (primitive.kind === 'circle') return primitive.y;
  if (primitive.kind === 'segment') return primitive.y1;
  return primitive.rings[0]?.[0]?.[1] ?? NaN;
}

/** Whether box j of `boxes` holds the point (touching counts), as a search of the point would find it. */
function boxHolds(boxes: Float64Array, j: number, x: number, y: number): boolean {
  return boxes[j * 4]! <= x && boxes[j * 4 + 1]! <= y && boxes[j * 4 + 2]! >= x && boxes[j * 4 + 3]! >= y;
}

/**
 * Whether the segment (ax, ay)–(bx, by) crosses the edge at offset `o` of `e`: its ends on opposite sides of the edge
 * (half-open in y, as the ray cast of insidePolygon, so a path through a vertex counts once) and the edge's ends on
 * opposite sides of it.
 */
function crossesEdge(edges: Float64Array, offset: number, ax: number, ay: number, bx: number, by: number): boolean {
  const cx = edges[offset]!,
    cy = edges[offset + 1]!,
    dx = edges[offset + 2]!,
    dy = edges[offset + 3]!;
  const sa = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const sb = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  if (sa > 0 === sb > 0) return false;
  const s1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const s2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  return s1 > 0 !== s2 > 0;
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
