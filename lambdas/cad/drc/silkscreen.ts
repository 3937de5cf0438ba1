import type { Layer, Primitive } from '../board-model.ts';
import { ringBox } from '../geometry/arrays.ts';
import { pointSegmentDist2 } from '../geometry/distance.ts';
import { outerLoops } from '../outline.ts';
import { shapeIndexOf, type ShapeIndex } from '../geometry/shape-index.ts';
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

/** The closest approach of a silk shape to a mask opening, one visitor for every shape (this runs for each silk stroke). */
class Closest {
  private hit: [number, number, number] | undefined;
  private readonly visit = (_owner: number, gap: number, x: number, y: number) => {
    if (!this.hit || gap < this.hit[0]) this.hit = [gap, x, y];
  };

  /** [gap, x, y] where the shape comes within `within` of an opening, or lies wholly inside a big one. */
  toOpening(openings: ShapeIndex, shape: Primitive, within: number): [number, number, number] | undefined {
    this.hit = undefined;
    // Most silk is nowhere near an opening: one search of the openings' boxes says so.
    if (shape.kind === 'segment') {
      const reach = shape.width / 2 + within;
      const { x1, y1, x2, y2 } = shape;
      if (!openings.anyInBox(Math.min(x1, x2) - reach, Math.min(y1, y2) - reach, Math.max(x1, x2) + reach, Math.max(y1, y2) + reach))
        return undefined;
      openings.near(x1, y1, x2, y2, shape.width / 2, within, this.visit);
      if (!this.hit && openings.covering(x1, y1).length > 0) this.visit(0, 0, x1, y1);
    } else if (shape.kind === 'circle') {
      const reach = shape.r + within;
      if (!openings.anyInBox(shape.x - reach, shape.y - reach, shape.x + reach, shape.y + reach)) return undefined;
      openings.near(shape.x, shape.y, shape.x, shape.y, shape.r, within, this.visit);
      if (!this.hit && openings.covering(shape.x, shape.y).length > 0) this.visit(0, 0, shape.x, shape.y);
    } else if (openings.inBox(...ringBox(shape.rings[0] ?? [])).length > 0) {
      for (const [x, y] of shape.rings[0] ?? []) if (openings.covering(x, y).length > 0) this.visit(0, 0, x, y);
    }
    return this.hit;
  }
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
  const closest = new Closest();
  for (const side of ['top', 'bottom'] as const) {
    const silk = board.layers.find((l): l is Layer => l.kind === 'silk' && l.side === side);
    const mask = board.layers.find((l): l is Layer => l.kind === 'mask' && l.side === side);
    if (!silk || silk.primitives.length === 0) continue;
    if (mask && mask.primitives.length > 0) {
      const openings = shapeIndexOf(mask.primitives);
      const within = rules.minSilkToPadMm + 1e-6;
      for (const p of silk.primitives) {
        const hit = closest.toOpening(openings, p, within);
        if (!hit) continue;
        found.add(
          finding({
            check: 'silk-on-pad',
            severity: 'Warning',
            measured: hit[0],
            limit: rules.minSilkToPadMm,
            x: hit[1],
            y: hit[2],
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
