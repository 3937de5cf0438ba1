import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 2 };

/** Copper too near the routed edge gets exposed or torn by the router. Edge connectors and castellations are deliberate, hence a warning. */
export const checkCopperToEdge: Check = ({ board, rules, copper }, found) => {
  const edges = board.outline.edges;
  if (edges.length === 0) return;
  const limit = rules.minCopperToEdgeMm - TOLERANCE_MM;
  for (const { layer, index } of copper.layers) {
    // One violation per piece of copper on the layer, where it is nearest the edge: a pad's
    // outline has several sides and a rounded edge many segments, each as near.
    const nearest = new Map<number, { gap: number; x: number; y: number }>();
    for (const e of edges) {
      index.near(e.x1, e.y1, e.x2, e.y2, 0, limit, (owner, gap, x, y) => {
        const p = layer.primitives[owner]!;
        if (p.kind === 'polygon' && p.pour) return;
        const seen = nearest.get(owner);
        if (!seen || gap < seen.gap) nearest.set(owner, { gap, x, y });
      });
    }
    for (const { gap, x, y } of nearest.values()) {
      found.add(
        finding({
          check: 'copper-to-edge',
          severity: 'Warning',
          measured: gap,
          limit: rules.minCopperToEdgeMm,
          x,
          y,
          layer: layer.name,
          message:
            gap === 0
              ? 'Copper crosses the board edge. Unless this is an intended edge connector or castellation, pull it back.'
              : `Copper is ${gap.toFixed(3)} mm from the board edge; keep ${rules.minCopperToEdgeMm} mm so the router does not expose it.`,
        }),
        KEEPING,
      );
    }
  }
};
