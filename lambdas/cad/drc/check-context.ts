import type { Capabilities } from '#contracts/capabilities.ts';
import type { Finding } from '#contracts/board-report.ts';
import type { BoardModel } from '../board-model.ts';
import type { CopperAnalysis } from '../copper-analysis.ts';

export interface CheckContext {
  board: BoardModel;
  rules: Capabilities;
  copper: CopperAnalysis;
}

export type Check = (ctx: CheckContext) => Finding[];

/**
 * Measurements closer to the limit than this are not violations: arcs are
 * flattened within 5 µm and Gerber coordinates are rounded to a few µm.
 */
export const TOLERANCE_MM = 0.005;

/** Rounds to the micrometre: findings are read by people, not compared bit for bit. */
export function mm(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function finding(f: Finding): Finding {
  return { ...f, measured: f.measured === null ? null : mm(f.measured), limit: f.limit === null ? null : mm(f.limit), x: mm(f.x), y: mm(f.y) };
}

/** Keeps one finding per ~1 mm cell, the worst (smallest measured) first, so one bad footprint does not produce hundreds of lines. */
export function dedupeByPlace(findings: Finding[], cellMm = 1): Finding[] {
  const sorted = [...findings].sort((a, b) => (a.measured ?? 0) - (b.measured ?? 0));
  const seen = new Set<string>();
  return sorted.filter((f) => {
    const key = `${f.layer}:${Math.floor(f.x / cellMm)}:${Math.floor(f.y / cellMm)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
