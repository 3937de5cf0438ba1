import Flatbush from 'flatbush';
import type { Outline, OutlineEdge, OutlineGap, Point } from './board-model.ts';
import { pointInRings, ringArea } from './geometry/distance.ts';

/** Ends closer than this are the same point: below any router's resolution. */
const JOIN_TOLERANCE_MM = 0.02;

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
  points.forEach(([x, y], i) => {
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
  const gaps: OutlineGap[] = [];
  const paired = new Set<number>();
  loose.forEach((point, i) => {
    if (paired.has(i)) return;
    let best = -1;
    let bestD = Infinity;
    loose.forEach((other, j) => {
      if (j === i || paired.has(j)) return;
      const d = Math.hypot(point[0] - other[0], point[1] - other[1]);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    });
    paired.add(i);
    if (best >= 0) {
      paired.add(best);
      gaps.push({ from: point, to: loose[best]!, lengthMm: bestD });
    } else {
      gaps.push({ from: point, to: point, lengthMm: 0 });
    }
  });
  return { loops, edges: usable, gaps };
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

/** Loops not inside another loop: the board pieces (a panel or a split keyboard has several); the rest are cut-outs. */
export function outerLoops(outline: Outline): Point[][] {
  return outline.loops.filter((loop, i) => {
    const [x, y] = loop[0]!;
    return !outline.loops.some((other, j) => j !== i && pointInRings(x, y, [other]));
  });
}
