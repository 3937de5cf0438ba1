import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import { proposeOutlineFix, type OutlineFix } from '../outline-fix.ts';

/** A doubled edge or a board in pieces can still be cut; a crossing or a missing edge cannot. */
const FIX_SEVERITY: Record<OutlineFix['check'], 'Warning' | 'Error'> = {
  'outline-gap': 'Error',
  'outline-duplicate': 'Warning',
  'outline-self-intersection': 'Error',
  'outline-wrong-layer': 'Error',
  'outline-pieces': 'Warning',
};

/** Said only when the finding carries the geometry the viewer draws. */
const PROPOSAL_SHOWN = ' The dashed line on the render shows the fixed outline.';

function fixFinding(fix: OutlineFix) {
  const [x, y] = fix.at;
  const fixWords = fix.proposal ? PROPOSAL_SHOWN : '';
  return finding({
    check: fix.check,
    severity: FIX_SEVERITY[fix.check],
    measured: null,
    limit: null,
    x,
    y,
    layer: 'outline',
    message: fix.steps.join(' ') + fixWords,
    ...(fix.proposal ? { proposal: fix.proposal } : {}),
  });
}

/** The board edge must exist and be closed, or the fab cannot route the board out of the panel. */
export const checkOutline: Check = ({ board, rules }, found) => {
  const { outline } = board;
  const fix = proposeOutlineFix(board);
  if (fix && fix.check !== 'outline-gap') {
    // Gaps reported beside a doubled edge are its artefacts; the fix's steps name any real ones.
    found.add(fixFinding(fix));
    return;
  }
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
  outline.gaps.forEach((gap, i) => {
    // The first gap's finding carries the whole outline with every gap closed.
    const proposal = i === 0 ? fix?.proposal : undefined;
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
          (gap.lengthMm > 0
            ? `The board outline is open: a ${gap.lengthMm.toFixed(3)} mm gap between (${gap.from[0].toFixed(3)}, ${gap.from[1].toFixed(3)}) and (${gap.to[0].toFixed(3)}, ${gap.to[1].toFixed(3)}). Fix: draw a line between these two points, or snap the ends together.`
            : `The board outline has a loose end at (${gap.from[0].toFixed(3)}, ${gap.from[1].toFixed(3)}). Fix: connect it to the rest of the outline or delete the stray line.`) +
          (proposal ? PROPOSAL_SHOWN : ''),
        ...(proposal ? { proposal } : {}),
      }),
    );
  });
};
