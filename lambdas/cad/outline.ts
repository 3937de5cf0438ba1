import Flatbush from 'flatbush';
import type { Outline, OutlineEdge, OutlineGap, Point } from './board-model.ts';
import { ringBox } from './geometry/arrays.ts';
import { pointInRings, ringArea } from './geometry/distance.ts';

/** Ends closer than this are the same point: below any router's resolution. */
const JOIN_TOLERANCE_MM = 0.02;

/**
 * Ends within JOIN_TOLERANCE_MM of each other (in x and in y) as one node. Ends at exactly the same place (every end of
 * a fan of lines from one point) are searched from once: their searches would find the same ends.
 */
function clusterEnds(points: Point[]): Int32Array {
  const parent = Int32Array.from(points, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const index = new Flatbush(Math.max(1, points.length));
  for (const [x, y] of points) index.add(x, y, x, y);
  if (points.length === 0) index.add(0, 0, 0, 0);
  index.finish();
  const searched = new Map<number, Set<number>>();
  points.forEach(([x, y], i) => {
    const ys = searched.get(x) ?? new Set<number>();
    // The first end here found this one and everything this one would find.
    if (ys.has(y)) return;
    ys.add(y);
    searched.set(x, ys);
    for (const j of index.search(x - JOIN_TOLERANCE_MM, y - JOIN_TOLERANCE_MM, x + JOIN_TOLERANCE_MM, y + JOIN_TOLERANCE_MM)) {
      const a = find(i);
      const b = find(j);
      if (a !== b) parent[a] = b;
    }
  });
  return Int32Array.from(points, (_, i) => find(i));
}

/**
 * Chains the drawn edges of the board outline into closed loops and reports the
 * loose ends as gaps, pairing each loose end with its nearest partner so the
 * customer gets the segment that would close the outline.
 */
export function buildOutline(edges: OutlineEdge[]): Outline {
  const usable = edges.filter((e) => Math.hypot(e.x2 - e.x1, e.y2 - e.y1) > 1e-9);
  const ends: Point[] = [];
  for (const e of usable) ends.push([e.x1, e.y1], [e.x2, e.y2]);
  const node = clusterEnds(ends);
  const adjacency = new Map<number, number[]>();
  usable.forEach((_, i) => {
    for (const end of [2 * i, 2 * i + 1]) {
      const n = node[end]!;
      const list = adjacency.get(n) ?? [];
      list.push(i);
      adjacency.set(n, list);
    }
  });

  const used = new Uint8Array(usable.length);
  const loops: Point[][] = [];
  for (let start = 0; start < usable.length; start++) {
    if (used[start]) continue;
    // Walk from edge `start` until we come back to its first node or run out.
    const firstNode = node[2 * start]!;
    let current = node[2 * start + 1]!;
    used[start] = 1;
    const ring: Point[] = [ends[2 * start]!, ends[2 * start + 1]!];
    let closed = false;
    for (;;) {
      if (current === firstNode) {
        closed = true;
        break;
      }
      const next = (adjacency.get(current) ?? []).find((e) => !used[e]);
      if (next === undefined) break;
      used[next] = 1;
      const forward = node[2 * next] === current;
      const far = forward ? 2 * next + 1 : 2 * next;
      ring.push(ends[far]!);
      current = node[far]!;
    }
    if (closed && ring.length >= 3) {
      ring.pop();
      loops.push(ring);
    }
  }
  loops.sort((a, b) => ringArea(b) - ringArea(a));

  const loose: Point[] = [];
  const firstEnd = new Map<number, number>();
  node.forEach((neighbour, end) => {
    if (!firstEnd.has(neighbour)) firstEnd.set(neighbour, end);
  });
  for (const [n, list] of adjacency) {
    if (list.length % 2 === 1) loose.push(ends[firstEnd.get(n)!]!);
  }
  return { loops, edges: usable, gaps: pairLooseEnds(loose) };
}

/**
 * Pairs each loose end, in order, with the nearest loose end not yet paired (the first of equally near ones), so the
 * customer gets the segment that would close the outline; an end with no partner left is a stray line's. Nearest
 * ends come from a spatial index: an outline of 20,000 stray segments has 40,000 loose ends.
 */
export function pairLooseEnds(loose: Point[]): OutlineGap[] {
  const gaps: OutlineGap[] = [];
  if (loose.length === 0) return gaps;
  const index = new Flatbush(loose.length);
  for (const [x, y] of loose) index.add(x, y, x, y);
  index.finish();
  const paired = new Uint8Array(loose.length);
  const open = (j: number) => paired[j] === 0;
  loose.forEach((point, i) => {
    if (paired[i]) return;
    paired[i] = 1;
    const [x, y] = point;
    const nearest = index.neighbors(x, y, 1, Infinity, open)[0];
    if (nearest === undefined) {
      gaps.push({ from: point, to: point, lengthMm: 0 });
      return;
    }
    // Every end about as near (the index ranks by squared distance, the gap is measured with hypot): the first wins.
    const reach = Math.hypot(loose[nearest]![0] - x, loose[nearest]![1] - y);
    let best = -1;
    let bestD = Infinity;
    for (const j of index.neighbors(x, y, Infinity, reach * (1 + 1e-9) + 1e-12, open).sort((a, b) => a - b)) {
      const d = Math.hypot(x - loose[j]![0], y - loose[j]![1]);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    paired[best] = 1;
    gaps.push({ from: point, to: loose[best]!, lengthMm: bestD });
  });
  return gaps;
}

export function outlineBox(outline: Outline): [number, number, number, number] | undefined {
  if (outline.edges.length === 0) return undefined;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const e of outline.edges) {
    minX = Math.min(minX, e.x1, e.x2);
    minY = Math.min(minY, e.y1, e.y2);
    maxX = Math.max(maxX, e.x1, e.x2);
    maxY = Math.max(maxY, e.y1, e.y2);
  }
  return [minX, minY, maxX, maxY];
}

const depths = new WeakMap<Point[][], Int32Array>();

/**
 * For each loop, how many of the other loops hold its first corner: 0 for a board piece, odd for a cut-out. Only
 * loops whose box holds the corner are tested (a panel may have thousands of cut-outs).
 */
export function loopDepths(loops: Point[][]): Int32Array {
  let known = depths.get(loops);
  if (known) return known;
  known = new Int32Array(loops.length);
  if (loops.length > 1) {
    const index = new Flatbush(loops.length);
    for (const loop of loops) {
      const [minX, minY, maxX, maxY] = ringBox(loop);
      index.add(minX, minY, maxX, maxY);
    }
    index.finish();
    for (let i = 0; i < loops.length; i++) {
      const [x, y] = loops[i]![0]!;
      for (const j of index.search(x, y, x, y)) if (j !== i && pointInRings(x, y, [loops[j]!])) known[i]!++;
    }
  }
  depths.set(loops, known);
  return known;
}

/** Loops not inside another loop: the board pieces (a panel or a split keyboard has several); the rest are cut-outs. */
export function outerLoops(outline: Outline): Point[][] {
  const depth = loopDepths(outline.loops);
  return outline.loops.filter((_, i) => depth[i] === 0);
}
