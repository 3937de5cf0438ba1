import type { Orientation } from '#contracts/schemas/bom.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';
import { maxOf, minOf } from '#lambdas/cad/geometry/arrays.ts';
import { measureFootprint } from './footprint-pads.ts';

// How sure we are that the part will be placed the right way round, for the
// render to flag: either way round is fine for a resistor; a diode or an IC
// needs its cathode / pin 1 on the right pad, which we can locate only when
// the board numbers its pads, and cannot prove matches the reel's zero
// orientation. A placement file that rotates the part differently from the
// board lowers the confidence further.

export interface OrientationInput {
  designator: string;
  value: string;
  footprint: string;
  pads: readonly Pad[];
  /** A placement file rotates this part differently from the board. */
  rotationDisagrees: boolean;
}

const NON_POLAR_PREFIX = /^(?:R|RN|C|L|FB|F|J?P)\d/i;
const POLAR_HINT = /TANT|ELEC|CPOL|CP_|POLAR|CASE-[A-E]\b|RADIAL|\bE\d+(?:[.,]\d+)?-/i;

function level(score: number): Orientation['confidence'] {
  return score >= 0.85 ? 'high' : score >= 0.5 ? 'medium' : 'low';
}

function finish(score: number, pin1: Orientation['pin1'], reasons: string[], rotationDisagrees: boolean): Orientation {
  let s = score;
  if (rotationDisagrees) {
    s -= 0.3;
    reasons.push('a placement file rotates it differently from the board');
  }
  s = Math.max(0, Math.min(1, Math.round(s * 100) / 100));
  return { confidence: level(s), score: s, pin1, reasons };
}

/** Pad 1 is at an end of its row (the pads in line with it, either way): what a standard footprint looks like. */
function atRowEnd(pin: { x: number; y: number }, all: ReadonlyArray<{ x: number; y: number }>): boolean {
  const tolerance = 0.05;
  const ends = (values: number[], v: number) => Math.abs(v - minOf(values)) < tolerance || Math.abs(v - maxOf(values)) < tolerance;
  const column = all.filter((p) => Math.abs(p.x - pin.x) < tolerance);
  const row = all.filter((p) => Math.abs(p.y - pin.y) < tolerance);
  // The pin's own row is the longer line through it (a dual-row part also lines up pins across its body).
  if (column.length >= row.length && column.length >= 2)
    return ends(
      column.map((p) => p.y),
      pin.y,
    );
  return (
    row.length >= 2 &&
    ends(
      row.map((p) => p.x),
      pin.x,
    )
  );
}

export function orientationConfidence(input: OrientationInput): Orientation {
  const measure = measureFootprint(input.pads);
  const reasons: string[] = [];
  if (measure.padCount === 0)
    return finish(0.2, null, ['the board does not describe the pads, so pin 1 cannot be located'], input.rotationDisagrees);

  const polarHint = POLAR_HINT.test(input.footprint) || POLAR_HINT.test(input.value);
  if (measure.padCount === 2 && NON_POLAR_PREFIX.test(input.designator) && !polarHint) {
    return finish(0.95, null, ['two identical terminals: either way round is right'], input.rotationDisagrees);
  }

  const pin1Name = ['1', 'A1', 'K', 'C'].find((name) => measure.centres.has(name));
  if (!pin1Name)
    return finish(0.3, null, ['the pads are not numbered, so pin 1 (or the cathode) cannot be located'], input.rotationDisagrees);
  const pin1 = measure.centres.get(pin1Name)!;
  const position = { x: Math.round(pin1.x * 1000) / 1000, y: Math.round(pin1.y * 1000) / 1000 };
  if (measure.padCount === 2) {
    reasons.push(
      `polarised two-terminal part: pad ${pin1Name} marks the ${pin1Name === '1' || pin1Name === 'K' || pin1Name === 'C' ? 'cathode / negative side by convention' : 'first terminal'}; the part’s marking against it is not verified`,
    );
    return finish(0.7, position, reasons, input.rotationDisagrees);
  }
  if (atRowEnd(pin1, [...measure.centres.values()])) {
    reasons.push(
      `pad ${pin1Name} found at the end of a row / corner, as standard footprints have it; the reel’s zero orientation is assumed to follow the same convention`,
    );
    return finish(0.75, position, reasons, input.rotationDisagrees);
  }
  reasons.push(`pad ${pin1Name} is not at a corner or row end: an unusual numbering, check pin 1 by hand`);
  return finish(0.4, position, reasons, input.rotationDisagrees);
}
