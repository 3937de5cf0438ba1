import { boardOptionLimits as limits } from '#contracts/board-option-limits.ts';
import type { Finding } from '#contracts/board-report.ts';
import { boardOptionDefinition } from '#contracts/board-options.ts';
import type { OptionFinding } from '#contracts/schemas/board-options.ts';
import type { BoardOptions } from '#contracts/schemas/quote.ts';
import { TOLERANCE_MM } from '#lambdas/cad/drc/check-context.ts';
import { featureLimits } from './option-rules.ts';

// The located places a choice of copper weight would not fit, from the
// places stored when the board was processed (checked at the heaviest limits
// any option asks, lambdas/cad/option-limit-findings.ts): each is kept when
// it is below the limits of the options in question, with what they require.
// Pure. See docs/board-options.md#heavier-limits-in-the-design-rule-check.

const mm = (n: number) => `${Math.round(n * 1000) / 1000} mm`;

/** "2 oz outer copper", "2 oz outer and 2 oz inner copper": the copper choices that raise a limit; null when none does. */
export function raisingCopper(options: BoardOptions, copperLayers: number): string | null {
  const names: string[] = [];
  if (limits.outerCopper.some((r) => r.copperOz === options.copper_oz))
    names.push(`${boardOptionDefinition('copper_oz').format(options.copper_oz)} outer`);
  if (copperLayers >= limits.innerCopperMinLayers && limits.innerCopper.some((r) => r.copperOz === options.inner_copper_oz)) {
    names.push(`${boardOptionDefinition('inner_copper_oz').format(options.inner_copper_oz)} inner`);
  }
  return names.length > 0 ? `${names.join(' and ')} copper` : null;
}

function located(finding: Finding, required: number, cause: string): OptionFinding {
  const measured = finding.measured!;
  const message =
    finding.check === 'min-trace-width'
      ? `Trace is ${mm(measured)} wide; ${cause} needs traces of at least ${mm(required)}.`
      : `Copper of different nets is ${mm(measured)} apart; ${cause} needs clearances of at least ${mm(required)}.`;
  return {
    check: finding.check as OptionFinding['check'],
    measured_mm: measured,
    required_mm: required,
    x: finding.x,
    y: finding.y,
    layer: finding.layer,
    message,
  };
}

function requiredFor(finding: Finding, options: BoardOptions, copperLayers: number): number | null {
  const { minTraceMm, minClearanceMm } = featureLimits(options, copperLayers);
  if (finding.check === 'min-trace-width') return minTraceMm;
  if (finding.check === 'copper-clearance') return minClearanceMm;
  return null;
}

const below = (finding: Finding, required: number | null): required is number =>
  required !== null && finding.measured !== null && finding.measured < required - TOLERANCE_MM;

/** The stored places the limits of `options` do not let through. */
export function optionFindings(stored: readonly Finding[], options: BoardOptions, copperLayers: number): OptionFinding[] {
  const cause = raisingCopper(options, copperLayers);
  if (cause === null) return [];
  return stored.flatMap((finding) => {
    const required = requiredFor(finding, options, copperLayers);
    return below(finding, required) ? [located(finding, required, cause)] : [];
  });
}

/** The places `candidate` would not let through that `current` does: what choosing it would add. */
export function addedOptionFindings(
  stored: readonly Finding[],
  current: BoardOptions,
  candidate: BoardOptions,
  copperLayers: number,
): OptionFinding[] {
  const already = new Set(optionFindings(stored, current, copperLayers).map((f) => `${f.check}:${f.layer}:${f.x}:${f.y}`));
  return optionFindings(stored, candidate, copperLayers).filter((f) => !already.has(`${f.check}:${f.layer}:${f.x}:${f.y}`));
}
