import Flatbush from 'flatbush';
import { OUTLINE_PROPOSAL_MAX_VERTICES, type OutlineProposal } from '#contracts/board-report.ts';
import type { BoardModel, Layer, Outline, OutlineEdge, Point } from './board-model.ts';
import { ringBox } from './geometry/arrays.ts';
import { ringArea } from './geometry/distance.ts';
import { buildOutline, outerLoops } from './outline.ts';

/**
 * The smallest fix for a broken board outline (docs/board-checks.md#outline-fix):
 * what is wrong and where, the fix in words with numbers, and the fixed outline
 * as one ring the viewer draws and the customer can accept.
 */
export interface OutlineFix {
  check: 'outline-gap' | 'outline-duplicate' | 'outline-self-intersection' | 'outline-wrong-layer' | 'outline-pieces';
  /** Where the problem is (mm, y up). */
  at: Point;
  /** One sentence per fix step, with coordinates to the micrometre. */
  steps: string[];
  /** Absent when the fixed outline would have more corners than a proposal may carry. */
  proposal?: OutlineProposal;
}

/** Collinear edges closer than this lie on each other: the same tolerance the outline chaining joins ends with. */
const SAME_LINE_MM = 0.02;
/** A drawn loop smaller than this on another layer is a part's outline, not the board's. */
const MIN_BOARD_AREA_MM2 = 25;

const f3 = (v: number) => v.toFixed(3);
const pt = ([x, y]: Point) => `(${f3(x)}, ${f3(y)})`;
const dims = (ring: Point[]) => {
  const [minX, minY, maxX, maxY] = ringBox(ring);
  return `${(maxX - minX).toFixed(2).replace(/\.?0+$/, '')} × ${(maxY - minY).toFixed(2).replace(/\.?0+$/, '')} mm`;
};

function proposal(kind: OutlineProposal['kind'], ring: Point[] | undefined): OutlineProposal | undefined {
  if (!ring || ring.length < 3 || ring.length > OUTLINE_PROPOSAL_MAX_VERTICES) return undefined;
  return { kind, outline: ring.map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000]) };
}

/** The board edge a fixed set of edges makes: its largest loop, when they chain into loops with no loose ends. */
function closedBoardEdge(edges: OutlineEdge[]): Point[] | undefined {
  const rebuilt = buildOutline(edges);
  return rebuilt.gaps.length === 0 ? rebuilt.loops[0] : undefined;
}

const edgeLength = (e: OutlineEdge) => Math.hypot(e.x2 - e.x1, e.y2 - e.y1);

/**
 * Whether edge `inner` lies along edge `outer`, within SAME_LINE_MM, from end to end, covering it for at least half its
 * own length: an arc drawn as chords shorter than the tolerance has each chord's neighbour within reach of its line,
 * but they only meet at an end.
 */
function liesAlong(inner: OutlineEdge, outer: OutlineEdge): boolean {
  const len = edgeLength(outer);
  const ux = (outer.x2 - outer.x1) / len;
  const uy = (outer.y2 - outer.y1) / len;
  const alongs: number[] = [];
  for (const [x, y] of [
    [inner.x1, inner.y1],
    [inner.x2, inner.y2],
  ] as const) {
    const along = (x - outer.x1) * ux + (y - outer.y1) * uy;
    const across = Math.abs((x - outer.x1) * uy - (y - outer.y1) * ux);
    if (across > SAME_LINE_MM || along < -SAME_LINE_MM || along > len + SAME_LINE_MM) return false;
    alongs.push(along);
  }
  const overlap = Math.min(len, Math.max(alongs[0]!, alongs[1]!)) - Math.max(0, Math.min(alongs[0]!, alongs[1]!));
  return overlap >= edgeLength(inner) / 2;
}

/** Edges drawn twice, or drawn inside a longer edge: each shorter copy is listed once. */
export function duplicateEdges(edges: OutlineEdge[]): number[] {
  if (edges.length === 0) return [];
  const index = new Flatbush(edges.length);
  for (const e of edges) index.add(Math.min(e.x1, e.x2), Math.min(e.y1, e.y2), Math.max(e.x1, e.x2), Math.max(e.y1, e.y2));
  index.finish();
  const lengths = Float64Array.from(edges, edgeLength);
  const removed = new Uint8Array(edges.length);
  edges.forEach((edge, i) => {
    if (removed[i]) return;
    const minX = Math.min(edge.x1, edge.x2) - SAME_LINE_MM,
      minY = Math.min(edge.y1, edge.y2) - SAME_LINE_MM,
      maxX = Math.max(edge.x1, edge.x2) + SAME_LINE_MM,
      maxY = Math.max(edge.y1, edge.y2) + SAME_LINE_MM;
    for (const j of index.search(minX, minY, maxX, maxY)) {
      if (j === i || removed[j]) continue;
      // Keep the longer (or, for equal copies, the first drawn) edge.
      const shorter = lengths[j]! < lengths[i]! || (lengths[j] === lengths[i] && j > i);
      if (!shorter) continue;
      // A copy's ends are within √2 tolerances of this edge, so inside its box grown by two (most edges met at a
      // shared corner are not): a cheap test before the exact one.
      const other = edges[j]!;
      if (Math.min(other.x1, other.x2) < minX - SAME_LINE_MM || Math.max(other.x1, other.x2) > maxX + SAME_LINE_MM) continue;
      if (Math.min(other.y1, other.y2) < minY - SAME_LINE_MM || Math.max(other.y1, other.y2) > maxY + SAME_LINE_MM) continue;
      if (liesAlong(other, edge)) removed[j] = 1;
    }
  });
  const listed: number[] = [];
  removed.forEach((gone, i) => {
    if (gone) listed.push(i);
  });
  return listed;
}

function fixDuplicates(outline: Outline): OutlineFix | undefined {
  const duplicates = duplicateEdges(outline.edges);
  if (duplicates.length === 0) return undefined;
  const dropped = new Set(duplicates);
  const kept = outline.edges.filter((_, i) => !dropped.has(i));
  const first = outline.edges[duplicates[0]!]!;
  const steps = duplicates
    .slice(0, 5)
    .map((i) => outline.edges[i]!)
    .map((e) => `Remove the duplicate segment from ${pt([e.x1, e.y1])} to ${pt([e.x2, e.y2])} mm.`);
  if (duplicates.length > 5) steps.push(`Remove ${duplicates.length - 5} more duplicate segments like these.`);
  // With the copies gone the outline may still be open: close its gaps too.
  const rest = buildOutline(kept);
  for (const gap of rest.gaps) steps.push(gapStep(gap.from, gap.to, gap.lengthMm));
  const closed = closedBoardEdge(kept.concat(rest.gaps.map(gapEdge)));
  return { check: 'outline-duplicate', at: [first.x1, first.y1], steps, proposal: proposal('remove-duplicate', closed) };
}

const gapEdge = ({ from, to }: { from: Point; to: Point }): OutlineEdge => ({ x1: from[0], y1: from[1], x2: to[0], y2: to[1] });

function gapStep(from: Point, to: Point, lengthMm: number): string {
  return lengthMm > 0
    ? `Close the ${f3(lengthMm)} mm gap between ${pt(from)} and ${pt(to)} mm.`
    : `Delete the stray line ending at ${pt(from)} mm.`;
}

function fixGaps(outline: Outline): OutlineFix | undefined {
  if (outline.gaps.length === 0) return undefined;
  const steps = outline.gaps.map((gap) => gapStep(gap.from, gap.to, gap.lengthMm));
  const closed = closedBoardEdge(outline.edges.concat(outline.gaps.filter((g) => g.lengthMm > 0).map(gapEdge)));
  return { check: 'outline-gap', at: outline.gaps[0]!.from, steps, proposal: proposal('close-gap', closed) };
}

/** Where side start1→end1 crosses side start2→end2 strictly inside both; touching ends do not count. */
function crossing(start1: Point, end1: Point, start2: Point, end2: Point): Point | undefined {
  const [ax, ay] = start1;
  const [dx1, dy1] = [end1[0] - ax, end1[1] - ay];
  const [dx2, dy2] = [end2[0] - start2[0], end2[1] - start2[1]];
  const den = dx1 * dy2 - dy1 * dx2;
  if (Math.abs(den) < 1e-12) return undefined;
  const t = ((start2[0] - ax) * dy2 - (start2[1] - ay) * dx2) / den;
  const u = ((start2[0] - ax) * dy1 - (start2[1] - ay) * dx1) / den;
  const eps = 1e-9;
  if (t <= eps || t >= 1 - eps || u <= eps || u >= 1 - eps) return undefined;
  return [ax + t * dx1, ay + t * dy1];
}

/** The first pair of sides of `ring` that cross: side i runs from corner i to corner i+1. */
export function firstCrossing(ring: Point[]): { i: number; j: number; at: Point } | undefined {
  const n = ring.length;
  const index = new Flatbush(n);
  for (let i = 0; i < n; i++) {
    const [a, b] = [ring[i]!, ring[(i + 1) % n]!];
    index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  }
  index.finish();
  for (let i = 0; i < n; i++) {
    const [a, b] = [ring[i]!, ring[(i + 1) % n]!];
    for (const j of index.search(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]))) {
      if (j <= i + 1 || (i === 0 && j === n - 1)) continue;
      const at = crossing(a, b, ring[j]!, ring[(j + 1) % n]!);
      if (at) return { i, j, at };
    }
  }
  return undefined;
}

/** Reconnecting the corners on either side of a crossing (reversing the stretch between) removes it without moving any corner. */
function fixSelfIntersection(outline: Outline): OutlineFix | undefined {
  const loop = outline.loops[0];
  if (!loop || loop.length > OUTLINE_PROPOSAL_MAX_VERTICES) return undefined;
  let ring = loop;
  const first = firstCrossing(ring);
  if (!first) return undefined;
  const steps: string[] = [];
  // Each reconnection removes one crossing; a hand-drawn outline has few.
  for (let found: ReturnType<typeof firstCrossing> = first, round = 0; found && round < 16; found = firstCrossing(ring), round++) {
    const { i, j, at } = found;
    const n = ring.length;
    steps.push(
      `The outline crosses itself at ${pt(at)} mm: connect ${pt(ring[i]!)} to ${pt(ring[j]!)} and ${pt(ring[(i + 1) % n]!)} to ${pt(ring[(j + 1) % n]!)} instead.`,
    );
    ring = ring.slice(0, i + 1).concat(ring.slice(i + 1, j + 1).reverse(), ring.slice(j + 1));
  }
  const fixed = firstCrossing(ring) ? undefined : ring;
  return { check: 'outline-self-intersection', at: first.at, steps, proposal: proposal('uncross', fixed) };
}

const KICAD_LAYER: Record<string, string> = {
  'top-silk': 'F.SilkS',
  'bottom-silk': 'B.SilkS',
  'top-copper': 'F.Cu',
  'bottom-copper': 'B.Cu',
};

/** With nothing on the outline layer, the largest closed loop drawn on a silkscreen or copper layer is the board edge the designer meant. */
function fixWrongLayer(board: BoardModel): OutlineFix | undefined {
  if (board.outline.edges.length > 0) return undefined;
  let best: { layer: Layer; ring: Point[]; area: number } | undefined;
  // Silkscreen first: a board edge drawn there is the common slip; copper loops are more often pours.
  const candidates = board.layers.filter((l) => l.kind === 'silk').concat(board.layers.filter((l) => l.kind === 'copper'));
  for (const layer of candidates) {
    const edges: OutlineEdge[] = [];
    for (const p of layer.primitives) if (p.kind === 'segment') edges.push({ x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2 });
    const ring = buildOutline(edges).loops[0];
    const area = ring ? ringArea(ring) : 0;
    if (ring && area >= MIN_BOARD_AREA_MM2 && (!best || area > best.area * 1.0001)) best = { layer, ring, area };
  }
  if (!best) return undefined;
  const name = board.source === 'KiCad' ? (KICAD_LAYER[best.layer.name] ?? best.layer.name) : best.layer.name;
  const shape = best.ring.length === 4 ? 'rectangle' : 'outline';
  return {
    check: 'outline-wrong-layer',
    at: best.ring[0]!,
    steps: [`Use the ${dims(best.ring)} ${shape} drawn on ${name} as the outline.`],
    proposal: proposal('use-drawn-outline', best.ring),
  };
}

/** Andrew's monotone chain: the smallest convex ring around the points. */
function convexHull(points: Point[]): Point[] {
  const sorted = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return half(sorted).concat(half(sorted.slice().reverse()));
}

/** Several loops, none inside another: the board is in pieces. Joining them by their hull is the one-board reading. */
function fixPieces(outline: Outline): OutlineFix | undefined {
  const pieces = outerLoops(outline);
  if (pieces.length < 2) return undefined;
  const hull = convexHull(pieces.flat());
  return {
    check: 'outline-pieces',
    at: pieces[1]![0]!,
    steps: [
      `The outline is ${pieces.length} separate pieces, none inside another. Use the ${dims(hull)} outline around all of them as one board. If they are meant as separate boards made together (a split keyboard, a panel), dismiss this warning.`,
    ],
    proposal: proposal('join-pieces', hull),
  };
}

/** The first problem found, in the order a fix for one does not hide another: copies, gaps, crossings, pieces. */
export function proposeOutlineFix(board: BoardModel): OutlineFix | undefined {
  const { outline } = board;
  if (outline.edges.length === 0) return fixWrongLayer(board);
  return fixDuplicates(outline) ?? fixGaps(outline) ?? fixSelfIntersection(outline) ?? fixPieces(outline);
}
