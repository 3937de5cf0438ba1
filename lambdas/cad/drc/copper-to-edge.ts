import type { Finding } from '../../../contracts/board-report.ts';
import type { Primitive } from '../board-model.ts';
import { ShapeIndex } from '../geometry/shape-index.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, dedupeByPlace, finding } from './check-context.ts';

/** Copper too near the routed edge gets exposed or torn by the router. Edge connectors and castellations are deliberate, hence a warning. */
export const checkCopperToEdge: Check = ({ board, rules, copper }) => {
  const edges = board.outline.edges;
  if (edges.length === 0) return [];
  const out: Finding[] = [];
  const edgePrims: Primitive[] = edges.map((e) => ({ kind: 'segment', x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2, width: 0 }));
  for (const { layer } of copper.layers) {
    const copperPrims = layer.primitives.filter((p) => !(p.kind === 'polygon' && p.pour));
    const index = new ShapeIndex([...edgePrims, ...copperPrims]);
    const n = edgePrims.length;
    index.closePairs(rules.minCopperToEdgeMm - TOLERANCE_MM, (a, b) => a < n && b >= n, (_a, _b, gap, x, y) => {
      out.push(finding({ check: 'copper-to-edge', severity: 'Warning', measured: gap, limit: rules.minCopperToEdgeMm, x, y, layer: layer.name,
        message: gap === 0
          ? 'Copper crosses the board edge. Unless this is an intended edge connector or castellation, pull it back.'
          : `Copper is ${gap.toFixed(3)} mm from the board edge; keep ${rules.minCopperToEdgeMm} mm so the router does not expose it.` }));
    });
  }
  return dedupeByPlace(out, 2);
};
