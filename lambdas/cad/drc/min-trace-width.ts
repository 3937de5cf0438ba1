import type { Finding } from '../../../contracts/board-report.ts';
import { copperLayers } from '../board-model.ts';
import type { Check } from './check-context.ts';
import { dedupeByPlace, finding } from './check-context.ts';

/** Strokes thinner than this are drawing artefacts (zero-width region outlines), not traces. */
const IGNORE_BELOW_MM = 0.001;

export const checkMinTraceWidth: Check = ({ board, rules }) => {
  const out: Finding[] = [];
  for (const layer of copperLayers(board)) {
    for (const p of layer.primitives) {
      if (p.kind !== 'segment' || !p.trace || p.width < IGNORE_BELOW_MM || p.width >= rules.minTraceMm - 1e-9) continue;
      out.push(finding({
        check: 'min-trace-width', severity: 'Error', measured: p.width, limit: rules.minTraceMm,
        x: (p.x1 + p.x2) / 2, y: (p.y1 + p.y2) / 2, layer: layer.name,
        message: `Trace is ${p.width.toFixed(3)} mm wide; the minimum we can make is ${rules.minTraceMm} mm. Widen it.`,
      }));
    }
  }
  return dedupeByPlace(out);
};
