import type { Primitive, SegmentPrimitive } from '../board-model.ts';
import { closestPoints } from '../geometry/distance.ts';
import { shapeIndexOf } from '../geometry/shape-index.ts';
import { outerLoops } from '../outline.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';
import { distanceToRings, insideRings, placedParts } from './placed-parts.ts';

const OFF_BOARD: Keeping = { worst: 'largest', placeMm: 1 };
const NEAR_EDGE: Keeping = { worst: 'smallest', placeMm: 1 };

/**
 * Parts against the board's outer edge: a courtyard reaching past it (the
 * body overhangs: the router or the next board in the panel hits it), and
 * parts nearer than the conveyor's grip, which need edge rails.
 * docs/board-checks.md#part-off-board, docs/board-checks.md#part-to-edge
 */
export const checkPartToEdge: Check = ({ board, rules }, found) => {
  const boardRings = outerLoops(board.outline);
  const parts = placedParts(board);
  if (boardRings.length === 0 || parts.length === 0) return;
  const edges = shapeIndexOf(
    boardRings.flatMap((ring) =>
      ring.map((from, i): Primitive => {
        const to = ring[(i + 1) % ring.length]!;
        return { kind: 'segment', x1: from[0], y1: from[1], x2: to[0], y2: to[1], width: 0 };
      }),
    ),
  );
  const onBoard = (x: number, y: number) => boardRings.some((ring) => insideRings(x, y, [ring]));
  const { minPartToEdgeMm: limit, edgeRailWidthMm: rail } = rules.assembly;
  for (const { part, rings } of parts) {
    // Past the edge: the courtyard corner farthest outside.
    let outside = 0;
    let outX = 0;
    let outY = 0;
    for (const ring of rings) {
      for (const [x, y] of ring) {
        if (onBoard(x, y)) continue;
        const d = distanceToRings(x, y, boardRings);
        if (d > outside) [outside, outX, outY] = [d, x, y];
      }
    }
    if (outside > TOLERANCE_MM) {
      found.add(
        finding({
          check: 'part-off-board',
          severity: 'Warning',
          measured: outside,
          limit: 0,
          x: outX,
          y: outY,
          layer: `${part.side}-courtyard`,
          message: `${part.designator} reaches ${outside.toFixed(2)} mm past the board edge. Fine for a connector meant to overhang; otherwise move it in, or we cannot route the outline past it.`,
        }),
        OFF_BOARD,
      );
      continue;
    }
    // Nearest approach of the courtyard's edges to the board's edges.
    let nearest = limit - TOLERANCE_MM;
    let nearX = 0;
    let nearY = 0;
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        edges.near(a[0], a[1], b[0], b[1], 0, nearest, (owner, gap) => {
          if (gap >= nearest) return;
          const edge = edges.primitives[owner] as SegmentPrimitive;
          // The finding sits at the courtyard's point nearest the edge.
          const [[px, py]] = closestPoints(a[0], a[1], b[0], b[1], edge.x1, edge.y1, edge.x2, edge.y2);
          [nearest, nearX, nearY] = [gap, px, py];
        });
      }
    }
    if (nearest >= limit - TOLERANCE_MM) continue;
    found.add(
      finding({
        check: 'part-near-edge',
        severity: 'Warning',
        measured: nearest,
        limit,
        x: nearX,
        y: nearY,
        layer: `${part.side}-courtyard`,
        message: `${part.designator} is ${nearest.toFixed(2)} mm from the board edge; the assembly line's conveyor holds the board by ${limit} mm along its edges. We will add ${rail} mm edge rails (a line on your quote), or move parts ${limit} mm in.`,
      }),
      NEAR_EDGE,
    );
  }
};
