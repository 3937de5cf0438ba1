import { TOUCH_MM } from '../copper-analysis.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 1 };

/** Copper of different nets closer than the etching limit (a short when they touch). */
export const checkCopperClearance: Check = ({ board, rules, copper }, found) => {
  // Net-tie pairs are already left out, and only the closest pair per 1 mm cell kept, by analyseCopper.
  for (const pair of copper.clearances) {
    if (pair.gap >= rules.minClearanceMm - TOLERANCE_MM) continue;
    const named = board.hasNativeNets;
    const between = named ? ` between nets ${pair.netA} and ${pair.netB}` : '';
    const short = pair.gap <= TOUCH_MM;
    found.add(
      finding({
        check: 'copper-clearance',
        severity: 'Error',
        measured: pair.gap,
        limit: rules.minClearanceMm,
        x: pair.x,
        y: pair.y,
        layer: pair.layer.name,
        message: short
          ? `Copper${between} touches: this is a short circuit.`
          : `Copper${between} is ${pair.gap.toFixed(3)} mm apart; we need at least ${rules.minClearanceMm} mm between different nets.`,
      }),
      KEEPING,
    );
  }
};
