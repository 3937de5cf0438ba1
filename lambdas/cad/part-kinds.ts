import type { Component } from './board-model.ts';

// What a footprint is, from what the design says (attributes) or, lacking
// that (Eagle, KiCad 5), from its library name: docs/board-checks.md#fiducials.

/** A fiducial: the copper dot the placement machine's camera aligns the board by. */
export function isFiducial(part: Component): boolean {
  return /fiducial/i.test(part.footprint) || /^fid\d*$/i.test(part.designator) || /^fiducial/i.test(part.value);
}

/** A mounting hole drawn as a footprint. */
export function isMountingHole(part: Component): boolean {
  return /mounting.?hole/i.test(part.footprint) || (/^(h|mh)\d+$/i.test(part.designator) && part.pads.every((p) => p.mount !== 'smd'));
}

/** Whether the assembly line places this part: it has pads, is populated, and is not board furniture. */
export function isPlacedPart(part: Component): boolean {
  return part.pads.length > 0 && !part.dnp && !part.boardOnly && !isFiducial(part) && !isMountingHole(part);
}
