import { capabilities } from '#contracts/capabilities.ts';
import type { FootprintCheck } from '#contracts/schemas/bom.ts';
import { DEFAULT_FOOTPRINT_CHECK } from '#contracts/schemas/bom.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';
import { measureFootprint } from './footprint-pads.ts';
import { packageSignature } from './package-signature.ts';

// Does the chosen part fit the board's footprint? The part's package name
// (package-signature.ts) against the footprint's pads (footprint-pads.ts):
// mount type, pad count, smallest pitch and, for two-terminal chips, the
// terminal span against the body length. Each comparison the package name
// allows scores 0..1 with a weight; the weighted mean is the match score.

/** From the one rule set, so /capabilities shows the threshold the check applies. */
export const FOOTPRINT_MATCH_THRESHOLD = capabilities.assembly.footprintMatchThreshold;

const WEIGHT = { mount: 2, pads: 3, pitch: 2, span: 2 } as const;
/** Pitch differences up to this count as equal (0.635 vs 0.65, rounding in libraries). */
const PITCH_EXACT_MM = 0.05;
/** Terminal span / body length within this range is a normal land pattern (hand-solder pads included). */
const SPAN_RATIO: readonly [number, number] = [0.75, 1.15];

export interface FootprintCheckInput {
  do_not_populate: boolean;
  /** The chosen part's package; null when no part is chosen. */
  partPackage: string | null;
  /** Whether the element has a position (from the board or a placement file). */
  placed: boolean;
  /** The board footprint's pads; empty when the board does not say (Gerber-only boards). */
  pads: readonly Pad[];
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function checkFootprint(input: FootprintCheckInput): FootprintCheck {
  if (input.do_not_populate) return { state: 'Need not check', match_score: null, match_threshold: null, reasons: ['not populated'] };
  if (input.partPackage === null) return DEFAULT_FOOTPRINT_CHECK;
  if (!input.placed)
    return {
      state: 'Missing placement info',
      match_score: null,
      match_threshold: null,
      reasons: ['no position from the board or a placement file'],
    };
  const measure = measureFootprint(input.pads);
  if (measure.padCount === 0)
    return {
      state: 'Missing footprint info',
      match_score: null,
      match_threshold: null,
      reasons: ['the board file does not describe this footprint’s pads'],
    };
  const signature = packageSignature(input.partPackage);
  if (!signature)
    return {
      state: 'Cannot check',
      match_score: null,
      match_threshold: null,
      reasons: [`package “${input.partPackage}” says nothing we can compare`],
    };

  const reasons: string[] = [];
  let total = 0;
  let weights = 0;
  const score = (weight: number, value: number, reason: string) => {
    total += weight * value;
    weights += weight;
    reasons.push(reason);
  };

  if (signature.mount && measure.mount) {
    const value = signature.mount === measure.mount ? 1 : measure.mount === 'mixed' ? 0.5 : 0;
    score(WEIGHT.mount, value, `mount: part ${signature.mount}, footprint ${measure.mount}`);
  }
  if (signature.padCounts) {
    const value = signature.padCounts.includes(measure.padCount) ? 1 : 0;
    score(WEIGHT.pads, value, `pads: part ${signature.padCounts.join(' or ')}, footprint ${measure.padCount}`);
  }
  if (signature.pitch !== null && measure.pitch !== null) {
    const diff = Math.abs(signature.pitch - measure.pitch);
    const value = diff <= PITCH_EXACT_MM ? 1 : diff <= 2 * PITCH_EXACT_MM ? 0.5 : 0;
    score(WEIGHT.pitch, value, `pitch: part ${signature.pitch} mm, footprint ${round(measure.pitch)} mm`);
  }
  if (signature.bodyLength !== null && measure.span !== null) {
    const ratio = measure.span / signature.bodyLength;
    const outside = ratio < SPAN_RATIO[0] ? SPAN_RATIO[0] - ratio : ratio > SPAN_RATIO[1] ? ratio - SPAN_RATIO[1] : 0;
    score(
      WEIGHT.span,
      Math.max(0, 1 - outside / 0.3),
      `span: terminals ${round(measure.span)} mm apart for a ${signature.bodyLength} mm ${signature.family} body`,
    );
  }
  if (weights === 0)
    return {
      state: 'Cannot check',
      match_score: null,
      match_threshold: null,
      reasons: [`package “${input.partPackage}” gives nothing the footprint can be compared with`],
    };
  const matchScore = Math.round((total / weights) * 100) / 100;
  return {
    state: matchScore >= FOOTPRINT_MATCH_THRESHOLD ? 'Passed' : 'Failed',
    match_score: matchScore,
    match_threshold: FOOTPRINT_MATCH_THRESHOLD,
    reasons,
  };
}
