import type { Finding } from '../../../contracts/board-report.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, dedupeByPlace, finding } from './check-context.ts';

/**
 * Copper left around each plated hole on the outer layers: the distance from the
 * hole's edge to the edge of the widest pad covering its centre.
 */
export const checkAnnularRing: Check = ({ board, rules, copper }) => {
  const out: Finding[] = [];
  const outer = copper.layers.filter(({ layer }) => layer.side !== 'inner');
  for (const d of board.drills) {
    if (!d.plated || d.x2 !== undefined) continue;
    // Gerber drill files often mix mounting holes in with plated ones: a hole with no copper on any layer is taken as non-plated.
    if (board.source === 'Gerber' && copper.layers.every(({ index }) => index.covering(d.x, d.y).length === 0)) continue;
    for (const { layer, index } of outer) {
      const covering = index.covering(d.x, d.y).filter((i) => {
        const p = layer.primitives[i]!;
        return !(p.kind === 'polygon' && p.pour);
      });
      if (covering.length === 0) {
        out.push(finding({ check: 'annular-ring', severity: 'Error', measured: 0, limit: rules.minAnnularRingMm, x: d.x, y: d.y, layer: layer.name,
          message: `A plated ${d.diameter.toFixed(2)} mm hole has no copper pad on ${layer.name}. Add a pad or make the hole non-plated.` }));
        continue;
      }
      const ring = Math.max(...covering.map((i) => index.distanceToBoundary(i, d.x, d.y))) - d.diameter / 2;
      if (ring < rules.minAnnularRingMm - TOLERANCE_MM) {
        out.push(finding({ check: 'annular-ring', severity: ring <= 0 ? 'Error' : 'Warning', measured: Math.max(0, ring), limit: rules.minAnnularRingMm, x: d.x, y: d.y, layer: layer.name,
          message: ring <= 0
            ? `The ${d.diameter.toFixed(2)} mm hole is as large as its pad: the drill would cut the pad away. Make the pad bigger.`
            : `The pad around a ${d.diameter.toFixed(2)} mm hole leaves a ${ring.toFixed(3)} mm ring; we need ${rules.minAnnularRingMm} mm so a slightly off-centre drill does not break out.` }));
      }
    }
  }
  return dedupeByPlace(out, 0.01);
};
