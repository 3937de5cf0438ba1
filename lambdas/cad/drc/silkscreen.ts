import type { Layer, Primitive } from '../board-model.ts';
import { ringBox } from '../geometry/arrays.ts';
import { pointSegmentDist2 } from '../geometry/distance.ts';
import { outerLoops } from '../outline.ts';
import { shapeIndexOf } from '../geometry/shape-index.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

/** Silk drawn on the edge line itself (a board outline copied to silk) is trimmed, not lost. */
const ON_EDGE_MM = 0.3;
const KEEPING: Keeping = { worst: 'smallest', placeMm: 2 };

function samplePoints(primitive: Primitive): Array<[number, number]> {
  if (primitive.kind === 'circle') return [[primitive.x, primitive.y]];
  if (primitive.kind === 'segment')
    return [
      [primitive.x1, primitive.y1],
      [primitive.x2, primitive.y2],
    ];
  return primitive.rings[0] ?? [];
}

/**
 * Silkscreen printed on exposed copper (mask openings) is clipped away by the
 * fab or spoils soldering; silkscreen beyond the board edge is lost.
 */
export const checkSilkscreen: Check = ({ board, rules }, found) => {
  // Only the outer edges: silk over cut-outs and holes is trimmed by the fab, not lost off the board.
  // As one indexed shape (outlines of round boards have hundreds of edges, silk has thousands of points).
  const boardRings = outerLoops(board.outline);
  const boardShape = shapeIndexOf(boardRings.map((ring): Primitive => ({ kind: 'polygon', rings: [ring] })));
  const onBoard = (x: number, y: number) => boardRings.some((_, i) => boardShape.contains(i, x, y));
  const edges = shapeIndexOf(
    board.outline.edges.map((e): Primitive => ({ kind: 'segment', x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2, width: 0 })),
  );
  const nearEdge = (x: number, y: number) =>
    edges.inBox(x - ON_EDGE_MM, y - ON_EDGE_MM, x + ON_EDGE_MM, y + ON_EDGE_MM).some((i) => {
      const e = board.outline.edges[i]!;
      return pointSegmentDist2(x, y, e.x1, e.y1, e.x2, e.y2) < ON_EDGE_MM * ON_EDGE_MM;
    });
  // Closest approach of the current silk shape to an opening (no closure per shape: this runs for every silk stroke).
  let hit: [number, number, number] | undefined;
  const visit = (_owner: number, gap: number, x: number, y: number) => {
    if (!hit || gap < hit[0]) hit = [gap, x, y];
  };
  for (const side of ['top', 'bottom'] as const) {
    const silk = board.layers.find((l): l is Layer => l.kind === 'silk' && l.side === side);
    const mask = board.layers.find((l): l is Layer => l.kind === 'mask' && l.side === side);
    if (!silk || silk.primitives.length === 0) continue;
    if (mask && mask.primitives.length > 0) {
      const openings = shapeIndexOf(mask.primitives);
      const within = rules.minSilkToPadMm + 1e-6;
      for (const p of silk.primitives) {
        hit = undefined;
        // Edges that come close, or a silk shape lying wholly inside a big opening.
        // Most silk is nowhere near an opening: one search of the openings' boxes says so.
        if (p.kind === 'segment') {
          const reach = p.width / 2 + within;
          if (
            !openings.anyInBox(
              Math.min(p.x1, p.x2) - reach,
              Math.min(p.y1, p.y2) - reach,
              Math.max(p.x1, p.x2) + reach,
              Math.max(p.y1, p.y2) + reach,
            )
          )
            continue;
          openings.near(p.x1, p.y1, p.x2, p.y2, p.width / 2, within, visit);
          if (!hit && openings.covering(p.x1, p.y1).length > 0) visit(0, 0, p.x1, p.y1);
        } else if (p.kind === 'circle') {
          const reach = p.r + within;
          if (!openings.anyInBox(p.x - reach, p.y - reach, p.x + reach, p.y + reach)) continue;
          openings.near(p.x, p.y, p.x, p.y, p.r, within, visit);
          if (!hit && openings.covering(p.x, p.y).length > 0) visit(0, 0, p.x, p.y);
        } else if (openings.inBox(...ringBox(p.rings[0] ?? [])).length > 0) {
          for (const [x, y] of p.rings[0] ?? []) if (openings.covering(x, y).length > 0) visit(0, 0, x, y);
        }
        const closest: [number, number, number] | undefined = hit;
        if (!closest) continue;
        found.add(
          finding({
            check: 'silk-on-pad',
            severity: 'Warning',
            measured: closest[0],
            limit: rules.minSilkToPadMm,
            x: closest[1],
            y: closest[2],
            layer: silk.name,
            message: 'Silkscreen overlaps an exposed pad; it will be clipped away there. Move the text or line off the pad.',
          }),
          KEEPING,
        );
      }
    }
    if (boardRings.length > 0) {
      for (const p of silk.primitives) {
        // A logo far from any edge is wholly on or off the board: one of its points tells.
        const points =
          p.kind === 'polygon' && edges.inBox(...ringBox(p.rings[0] ?? [], ON_EDGE_MM)).length === 0
            ? samplePoints(p).slice(0, 1)
            : samplePoints(p);
        const outside = points.find(([x, y]) => !onBoard(x, y) && !nearEdge(x, y));
        if (!outside) continue;
        found.add(
          finding({
            check: 'silk-off-board',
            severity: 'Warning',
            measured: null,
            limit: null,
            x: outside[0],
            y: outside[1],
            layer: silk.name,
            message: 'Silkscreen lies outside the board outline and will not be printed.',
          }),
          KEEPING,
        );
      }
    }
  }
};
