import { TOUCH_MM } from '../copper-analysis.ts';
import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 1 };

/** How a finding names one side: its net, or a pad no one gave a net. */
const side = (net: string | undefined, pad: string | undefined) => (net === undefined ? `pad ${pad} (no net)` : `net ${net}`);

/** Copper of different nets closer than the etching limit (a short when they touch). */
export const checkCopperClearance: Check = ({ board, rules, copper }, found) => {
  // Each pair of items is one violation, as KiCad lists them; the kept findings merge repeats per 1 mm for the list.
  copper.forEachClearance((pair) => {
    if (pair.gap >= rules.minClearanceMm - TOLERANCE_MM) return;
    const loose = pair.netA === undefined || pair.netB === undefined;
    const between = loose
      ? ` between ${side(pair.netA, pair.padA)} and ${side(pair.netB, pair.padB)}`
      : board.hasNativeNets
        ? ` between nets ${pair.netA} and ${pair.netB}`
        : '';
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
  });
};
