import type { BoardModel, Outline, OutlineEdge, Point } from './board-model.ts';
import { pointInRings } from './geometry/distance.ts';
import { buildOutline } from './outline.ts';

/** A corner this close to the accepted ring is on it: the loop is part of the broken edge, not a cut-out. */
const ON_RING_MM = 0.01;

const ringEdges = (ring: readonly Point[]): OutlineEdge[] =>
  ring.map(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    return { x1, y1, x2, y2 };
  });

function touchesRing(loop: readonly Point[], ring: readonly Point[]): boolean {
  return loop.some(([x, y]) => ring.some(([rx, ry]) => Math.hypot(x - rx, y - ry) <= ON_RING_MM));
}

/**
 * The board's outline with the accepted ring as its edge
 * (docs/board-checks.md#outline-fix): the file's closed loops that lie
 * wholly inside the ring, away from its corners, stay as cut-outs; the rest of
 * the file's outline (the broken edge) is replaced.
 */
export function outlineWithAcceptedEdge(current: Outline, ring: readonly Point[]): Outline {
  const cutOuts = current.loops.filter((loop) => !touchesRing(loop, ring) && loop.every(([x, y]) => pointInRings(x, y, [ring as Point[]])));
  const edges = ringEdges(ring);
  for (const loop of cutOuts) for (const edge of ringEdges(loop)) edges.push(edge);
  return buildOutline(edges);
}

/** The board as read, made with the accepted outline instead of the file's edge. */
export function withAcceptedOutline(board: BoardModel, ring: readonly Point[] | undefined): BoardModel {
  return ring ? { ...board, outline: outlineWithAcceptedEdge(board.outline, ring) } : board;
}
