import type { Check } from './check-context.ts';
import { TOLERANCE_MM, finding } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const SMALLEST_WORST: Keeping = { worst: 'smallest', placeMm: 0.01 };
const LARGEST_WORST: Keeping = { worst: 'largest', placeMm: 0.01 };

export const checkDrillSize: Check = ({ board, rules }, found) => {
  for (const d of board.drills) {
    const slot = d.x2 !== undefined;
    if (d.diameter < rules.minDrillMm - TOLERANCE_MM) {
      found.add(
        finding({
          check: 'min-drill',
          severity: 'Error',
          measured: d.diameter,
          limit: rules.minDrillMm,
          x: d.x,
          y: d.y,
          layer: 'drill',
          message: `A ${d.diameter.toFixed(3)} mm hole is smaller than our smallest drill (${rules.minDrillMm} mm).`,
        }),
        SMALLEST_WORST,
      );
    } else if (slot && d.diameter < rules.minSlotWidthMm - 1e-9) {
      found.add(
        finding({
          check: 'min-slot-width',
          severity: 'Error',
          measured: d.diameter,
          limit: rules.minSlotWidthMm,
          x: d.x,
          y: d.y,
          layer: 'drill',
          message: `A ${d.diameter.toFixed(3)} mm wide slot is narrower than our smallest slot (${rules.minSlotWidthMm} mm).`,
        }),
        SMALLEST_WORST,
      );
    } else if (!slot && d.diameter > rules.maxDrillMm + 1e-9) {
      found.add(
        finding({
          check: 'max-drill',
          severity: 'Warning',
          measured: d.diameter,
          limit: rules.maxDrillMm,
          x: d.x,
          y: d.y,
          layer: 'drill',
          message: `A ${d.diameter.toFixed(2)} mm hole is larger than our largest drill (${rules.maxDrillMm} mm); it will be routed as a cut-out.`,
        }),
        LARGEST_WORST,
      );
    }
  }
};
