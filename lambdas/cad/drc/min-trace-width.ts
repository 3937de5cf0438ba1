import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

/** Strokes thinner than this are drawing artefacts (zero-width region outlines), not traces. */
const IGNORE_BELOW_MM = 0.001;
const KEEPING: Keeping = { worst: 'smallest', placeMm: 1 };

/**
 * Thin tracks. In a Gerber, a thin stroke with copper right alongside it is
 * part of a wider area (vector-filled pours, hatched fills), so it is not a
 * trace; nor is copper text (copper joined to no pad). A design file says
 * what a track is: there a thin track beside a pad or another track is still
 * thin (KiCad's own DRC reports it; docs/performance.md#kicad-as-the-yardstick).
 */
export const checkMinTraceWidth: Check = ({ board, rules, copper }, found) => {
  copper.layers.forEach(({ layer }, layerNo) => {
    layer.primitives.forEach((primitive, i) => {
      if (
        primitive.kind !== 'segment' ||
        !primitive.trace ||
        primitive.width < IGNORE_BELOW_MM ||
        primitive.width >= rules.minTraceMm - TOLERANCE_MM
      )
        return;
      if (copper.isArtwork(layerNo, i)) return;
      if (!board.hasNativeNets && copper.isFillStroke(layerNo, i)) return;
      const mx = (primitive.x1 + primitive.x2) / 2;
      const my = (primitive.y1 + primitive.y2) / 2;
      found.add(
        finding({
          check: 'min-trace-width',
          severity: 'Error',
          measured: primitive.width,
          limit: rules.minTraceMm,
          x: mx,
          y: my,
          layer: layer.name,
          message: `Trace is ${primitive.width.toFixed(3)} mm wide; the minimum we can make is ${rules.minTraceMm} mm. Widen it.`,
        }),
        KEEPING,
      );
    });
  });
};
