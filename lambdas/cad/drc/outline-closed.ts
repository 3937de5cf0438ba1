import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';

/** The board edge must exist and be closed, or the fab cannot route the board out of the panel. */
export const checkOutline: Check = ({ board, rules }, found) => {
  const { outline } = board;
  if (outline.edges.length === 0 || (outline.loops.length === 0 && outline.gaps.length === 0)) {
    found.add(
      finding({
        check: 'outline-missing',
        severity: 'Error',
        measured: null,
        limit: null,
        x: 0,
        y: 0,
        layer: 'outline',
        message:
          board.source === 'Gerber'
            ? 'No board outline found. Add the outline (profile / Edge.Cuts / .GKO) Gerber to the zip.'
            : 'No board outline found. Draw the board edge on the Edge.Cuts (KiCad) or Dimension (Eagle) layer.',
      }),
    );
    return;
  }
  for (const gap of outline.gaps) {
    found.add(
      finding({
        check: 'outline-gap',
        severity: gap.lengthMm <= rules.maxOutlineGapWarningMm ? 'Warning' : 'Error',
        measured: gap.lengthMm,
        limit: 0,
        x: gap.from[0],
        y: gap.from[1],
        layer: 'outline',
        message:
          gap.lengthMm > 0
            ? `The board outline is open: a ${gap.lengthMm.toFixed(3)} mm gap between (${gap.from[0].toFixed(3)}, ${gap.from[1].toFixed(3)}) and (${gap.to[0].toFixed(3)}, ${gap.to[1].toFixed(3)}). Fix: draw a line between these two points, or snap the ends together.`
            : `The board outline has a loose end at (${gap.from[0].toFixed(3)}, ${gap.from[1].toFixed(3)}). Fix: connect it to the rest of the outline or delete the stray line.`,
      }),
    );
  }
};
