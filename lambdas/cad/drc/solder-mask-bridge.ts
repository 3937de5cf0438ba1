import { TOUCH_MM } from '../copper-analysis.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';
import { forEachMaskPair } from './mask-pairs.ts';
import { maskOpeningNet, openingsOfDifferentNets } from './mask-opening-nets.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.5 };

/**
 * The solder-mask dam between pads of different nets (fine-pitch ICs):
 * narrower than the shop can print, it is left out, and solder can bridge
 * the pads in reflow. Openings that touch are one opening already: no dam.
 * docs/board-checks.md#solder-mask-bridge
 */
export const checkSolderMaskBridge: Check = ({ board, rules, copper }, found) => {
  const limit = rules.minSolderMaskBridgeMm;
  for (const mask of board.layers) {
    if (mask.kind !== 'mask' || mask.primitives.length < 2) continue;
    forEachMaskPair(mask, rules, limit - TOLERANCE_MM, (first, second, gap, x, y) => {
      if (!openingsOfDifferentNets(board, copper, mask, first, second)) return;
      const netA = maskOpeningNet(board, copper, mask, first)!;
      const netB = maskOpeningNet(board, copper, mask, second)!;
      const between = board.hasNativeNets ? ` of nets ${netA} and ${netB}` : '';
      found.add(
        finding({
          check: 'solder-mask-bridge',
          severity: 'Warning',
          measured: gap,
          limit,
          x,
          y,
          layer: mask.name,
          message:
            gap <= TOUCH_MM
              ? `The mask openings of two pads${between} merge: no solder mask is left between them, so solder may bridge the pads. Shrink the openings (mask expansion) to leave ${limit} mm.`
              : `The solder mask between two pads${between} is ${gap.toFixed(3)} mm wide; we print at least ${limit} mm, so we will leave it out and solder may bridge the pads. Shrink the openings (mask expansion) to leave ${limit} mm.`,
        }),
        KEEPING,
      );
    });
  }
};
