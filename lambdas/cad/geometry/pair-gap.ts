import type Flatbush from 'flatbush';
import { closestPointsInto, segmentSegmentDistance } from './distance.ts';
import type { FatEdges } from './fat-edges.ts';

/** Primitives with more edges than this get a private edge index for pair distances and containment. */
export const BIG = 48;
/** Pruning by bounding boxes skips only edges this much farther than the best gap, so rounding never changes a result. */
const PRUNE_MARGIN_MM = 1e-9;
/**
 * Up to this many edges of a big primitive near a smaller one's box are each
 * measured against every edge of the smaller; beyond it, a search per edge of
 * the smaller costs less (a search costs about as much as this many box tests).
 */
const NEAR_BOX_EDGES = 64;

/**
 * The closest approach of two primitives' fat edges, and the point in the
 * middle of the gap. Kept in fields, not returned as objects: the clearance
 * pass asks this for every near pair of shapes on every layer.
 */
export class PairGap {
  constructor(
    private readonly fat: FatEdges,
    /** A big primitive's private edge index (ShapeIndex builds and keeps it). */
    private readonly own: (i: number) => Flatbush,
  ) {}

  /** The middle of the gap of the last `between` call. */
  x = 0;
  y = 0;
  /** The closest pair of edges found so far by testEdge (edge numbers), for the gap point. */
  private bestSmallEdge = -1;
  private bestBigEdge = -1;
  /** The closest points of the gap's two edges (px, py, qx, qy). */
  private readonly nearest = new Float64Array(4);
  /** The bigger primitive's edges to pair with the smaller one's (everyEdgePair, againstFound), reused. */
  private kept = new Int32Array(64);

  /** Closest approach between primitives a and b, looked for below `within`; `within` when farther. Point in x, y. */
  between(first: number, second: number, within: number): number {
    const small = this.fat.edgeCount(first) <= this.fat.edgeCount(second) ? first : second;
    const big = small === first ? second : first;
    this.bestSmallEdge = -1;
    let best: number;
    // Two strokes or discs (most pairs: tracks, vias, round pads): their one edge each.
    if (this.fat.edgeCount(big) === 1) best = this.edgePair(this.fat.start[small]!, this.fat.start[big]!, within);
    else if (this.fat.edgeCount(big) <= BIG) best = this.everyEdgePair(small, big, within);
    else {
      // The big one's edges near the small one's whole box: one search, usually a few edges or none.
      const box = this.fat.boxes;
      const o = small * 4;
      const found = this.own(big).search(box[o]! - within, box[o + 1]! - within, box[o + 2]! + within, box[o + 3]! + within);
      best =
        this.fat.edgeCount(small) === 1 || found.length <= NEAR_BOX_EDGES
          ? this.againstFound(small, big, found, within)
          : this.nearEachEdge(small, big, within);
    }
    if (this.bestSmallEdge >= 0) this.setGapPoint(this.bestSmallEdge, this.bestBigEdge, best);
    return best < 0 ? 0 : best;
  }

  /** Edge i against edge j (nothing is nearer than a `within` of 0 or less, as the loops below stop at once). */
  private edgePair(i: number, j: number, within: number): number {
    if (within <= 0) return within;
    const e = this.fat.edges;
    const o = i * 5;
    return this.testEdge(i, e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!, e[o + 4]!, j, within);
  }

  /**
   * Two small primitives: the pairs of their edges that face each other.
   * An edge farther than `within` from the other primitive's whole box is
   * farther from each of its edges too, so it is left out before pairing (two
   * rounded pads side by side: a quarter of each one's edges, a sixteenth of
   * the pairs); the rest are paired in the order of a full double loop.
   */
  private everyEdgePair(small: number, big: number, within: number): number {
    const reach = within + PRUNE_MARGIN_MM;
    let count = 0;
    for (let j = this.fat.start[big]!; j < this.fat.start[big + 1]!; j++)
      if (this.edgeNearBox(j, small, reach)) count = this.keep(count, j);
    return this.againstKept(small, big, count, within);
  }

  /**
   * The small primitive against the big one's edges found near its box
   * (every edge a search per small edge would find is among them): one
   * search per pair instead of one per small edge, which were most of the
   * copper analysis beside zone fills.
   */
  private againstFound(small: number, big: number, found: readonly number[], within: number): number {
    const bigFirst = this.fat.start[big]!;
    let count = 0;
    for (let k = 0; k < found.length; k++) count = this.keep(count, bigFirst + found[k]!);
    return this.againstKept(small, big, count, within);
  }

  /** Keeps edge j as the `count`th of the bigger primitive's edges to pair; the new count. */
  private keep(count: number, j: number): number {
    if (count === this.kept.length) this.kept = growInt32(this.kept);
    this.kept[count] = j;
    return count + 1;
  }

  /** Each edge of the small primitive that comes near the big one's box against the first `count` kept edges, in order. */
  private againstKept(small: number, big: number, count: number, within: number): number {
    const reach = within + PRUNE_MARGIN_MM;
    const smallEnd = this.fat.start[small + 1]!;
    let best = within;
    for (let i = this.fat.start[small]!; i < smallEnd && best > 0; i++) {
      if (count > 0 && this.edgeNearBox(i, big, reach)) best = this.edgeAgainstKept(i, count, best);
    }
    return best;
  }

  /** Edge i against the first `count` kept edges; the best gap so far in, the new best out. */
  private edgeAgainstKept(i: number, count: number, best: number): number {
    const e = this.fat.edges;
    const kept = this.kept;
    const o = i * 5;
    const ax = e[o]!,
      ay = e[o + 1]!,
      cx = e[o + 2]!,
      cy = e[o + 3]!,
      ra = e[o + 4]!;
    for (let k = 0; k < count; k++) best = this.testEdge(i, ax, ay, cx, cy, ra, kept[k]!, best);
    return best;
  }

  /** Whether edge i, widened by its radius, comes within `reach` of primitive `other`'s box (which holds its radii). */
  private edgeNearBox(i: number, other: number, reach: number): boolean {
    const e = this.fat.edges;
    const box = this.fat.boxes;
    const o = i * 5;
    const r = e[o + 4]! + reach;
    return !(
      Math.min(e[o]!, e[o + 2]!) - r > box[other * 4 + 2]! ||
      Math.min(e[o + 1]!, e[o + 3]!) - r > box[other * 4 + 3]! ||
      Math.max(e[o]!, e[o + 2]!) + r < box[other * 4]! ||
      Math.max(e[o + 1]!, e[o + 3]!) + r < box[other * 4 + 1]!
    );
  }

  /** Two big primitives with many edges near each other (zone fills side by side): for each edge of the smaller, the other's edges near it. */
  private nearEachEdge(small: number, big: number, within: number): number {
    const e = this.fat.edges;
    const bigIndex = this.own(big);
    const bigFirst = this.fat.start[big]!;
    const smallEnd = this.fat.start[small + 1]!;
    let best = within;
    for (let i = this.fat.start[small]!; i < smallEnd && best > 0; i++) {
      const o = i * 5;
      const reach = e[o + 4]! + best;
      const found = bigIndex.search(
        Math.min(e[o]!, e[o + 2]!) - reach,
        Math.min(e[o + 1]!, e[o + 3]!) - reach,
        Math.max(e[o]!, e[o + 2]!) + reach,
        Math.max(e[o + 1]!, e[o + 3]!) + reach,
      );
      let count = 0;
      for (let k = 0; k < found.length; k++) count = this.keep(count, bigFirst + found[k]!);
      best = this.edgeAgainstKept(i, count, best);
    }
    return best;
  }

  private testEdge(i: number, ax: number, ay: number, cx: number, cy: number, ra: number, j: number, best: number): number {
    const e = this.fat.edges;
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
    const e = this.fat.edges;
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
    this.x = px + (qx - px) * t;
    this.y = py + (qy - py) * t;
  }
}

/** A copy twice as long. */
function growInt32(values: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(values.length * 2);
  grown.set(values);
  return grown;
}
