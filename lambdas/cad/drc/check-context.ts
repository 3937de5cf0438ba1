import type { Capabilities } from '#contracts/capabilities.ts';
import type { Finding } from '#contracts/board-report.ts';
import type { BoardModel } from '../board-model.ts';
import type { CopperAnalysis } from '../copper-analysis.ts';
import type { KeptFindings } from './kept-findings.ts';

export interface CheckContext {
  board: BoardModel;
  rules: Capabilities;
  copper: CopperAnalysis;
}

/** A check adds each violation to `found` as it meets it; `found` keeps the worst few and counts the rest. */
export type Check = (ctx: CheckContext, found: KeptFindings) => void;

/**
 * Measurements closer to the limit than this are not violations: arcs are
 * flattened within 5 µm and Gerber coordinates are rounded to a few µm.
 */
export const TOLERANCE_MM = 0.005;

/** Rounds to the micrometre: findings are read by people, not compared bit for bit. */
export function mm(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function finding(found: Finding): Finding {
  return {
    ...found,
    measured: found.measured === null ? null : mm(found.measured),
    limit: found.limit === null ? null : mm(found.limit),
    x: mm(found.x),
    y: mm(found.y),
  };
}
