import { boardOptionLimits } from '#contracts/board-option-limits.ts';
import type { Finding } from '#contracts/board-report.ts';
import type { Capabilities } from '#contracts/capabilities.ts';
import type { BoardModel } from './board-model.ts';
import type { CopperAnalysis } from './copper-analysis.ts';
import { TOLERANCE_MM } from './drc/check-context.ts';
import { maxOf } from './geometry/arrays.ts';
import { checkCopperClearance } from './drc/copper-clearance.ts';
import { checkMinTraceWidth } from './drc/min-trace-width.ts';
import type { Check } from './drc/check-context.ts';
import { KeptFindings, type Keeping } from './drc/kept-findings.ts';

// Where a board option that raises a limit (heavier copper: wider traces and
// clearances) would not fit: the trace-width and clearance checks run again
// at the heaviest limits any option can ask of this board, keeping only the
// places the shop's own limits let through (the others are findings
// already). Stored with the board, so the review page can show, for any
// choice, each place below its limit, measured against required, without
// reading the file again. See docs/board-options.md#heavier-limits-in-the-design-rule-check.

export type FeatureLimits = { minTraceMm: number; minClearanceMm: number };

/** The widest trace and clearance any option can require on a board of this many copper layers. */
export function heaviestOptionLimits(copperLayers: number): FeatureLimits {
  const rows = [
    ...boardOptionLimits.outerCopper,
    ...(copperLayers >= boardOptionLimits.innerCopperMinLayers ? boardOptionLimits.innerCopper : []),
  ];
  return {
    minTraceMm: Math.max(0, maxOf(rows.map((r) => r.minTraceMm))),
    minClearanceMm: Math.max(0, maxOf(rows.map((r) => r.minClearanceMm))),
  };
}

/** What analyseCopper must keep for both the shop's clearance check and the heavier one. */
export function clearanceReportBelow(rules: Capabilities, heavier: FeatureLimits): number {
  return Math.max(rules.minClearanceMm, heavier.minClearanceMm);
}

/** Keeps, while checking, only the findings `keep` lets through (the worst of those, as KeptFindings does). */
class KeptWhere extends KeptFindings {
  constructor(private readonly keep: (f: Finding) => boolean) {
    super();
  }
  override add(finding: Finding, keeping?: Keeping): void {
    if (this.keep(finding)) super.add(finding, keeping);
  }
}

/** Traces and gaps that meet `rules` but not `heavier` (at most MAX_FINDINGS_PER_CHECK of each, narrowest first). */
export function findingsAtHeavierLimits(board: BoardModel, copper: CopperAnalysis, rules: Capabilities, heavier: FeatureLimits): Finding[] {
  const raised: Capabilities = {
    ...rules,
    minTraceMm: Math.max(rules.minTraceMm, heavier.minTraceMm),
    minClearanceMm: Math.max(rules.minClearanceMm, heavier.minClearanceMm),
  };
  const atRaised = (check: Check, shopLimitMm: number): Finding[] => {
    const kept = new KeptWhere((f) => f.measured !== null && f.measured >= shopLimitMm - TOLERANCE_MM);
    check({ board, rules: raised, copper }, kept);
    return kept.byRule().flatMap((rule) => rule.listed);
  };
  const traces = raised.minTraceMm > rules.minTraceMm ? atRaised(checkMinTraceWidth, rules.minTraceMm) : [];
  const gaps = raised.minClearanceMm > rules.minClearanceMm ? atRaised(checkCopperClearance, rules.minClearanceMm) : [];
  return [...traces, ...gaps];
}
