import type { Capabilities } from '#contracts/capabilities.ts';
import type { Layer } from '../board-model.ts';
import { shapeIndexOf } from '../geometry/shape-index.ts';
import { TOLERANCE_MM } from './check-context.ts';

type PairVisit = (first: number, second: number, gap: number, x: number, y: number) => void;

/** A mask layer's near pairs of openings, as runs of (first, second, gap, x, y), and how near they were looked for. */
const found = new WeakMap<Layer, { within: number; runs: number[] }>();

/** How near both mask checks look: the sliver limit, or the bridge limit less the tolerance the bridge check allows. */
export function maskPairReach(rules: Capabilities): number {
  return Math.max(rules.minSolderMaskSliverMm, rules.minSolderMaskBridgeMm - TOLERANCE_MM);
}

/**
 * Visits each pair of openings of a mask layer closer than `within`, as
 * ShapeIndex.closePairs would, in the same order. The sliver and bridge checks
 * both ask: one spatial pass at `maskPairReach` serves both (the pass was a
 * tenth of a dense board's whole check, twice).
 */
export function forEachMaskPair(mask: Layer, rules: Capabilities, within: number, visit: PairVisit): void {
  let pairs = found.get(mask);
  if (!pairs || pairs.within < within) {
    const reach = Math.max(within, maskPairReach(rules));
    const runs: number[] = [];
    shapeIndexOf(mask.primitives).closePairs(
      reach,
      () => true,
      (first, second, gap, x, y) => void runs.push(first, second, gap, x, y),
    );
    pairs = { within: reach, runs };
    found.set(mask, pairs);
  }
  const { runs } = pairs;
  for (let k = 0; k < runs.length; k += 5)
    if (runs[k + 2]! < within) visit(runs[k]!, runs[k + 1]!, runs[k + 2]!, runs[k + 3]!, runs[k + 4]!);
}
