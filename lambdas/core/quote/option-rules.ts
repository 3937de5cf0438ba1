import { boardOptionLimits as limits } from '#contracts/board-option-limits.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { boardOptionDefinition, optionApplies, type BoardOptionKey } from '#contracts/board-options.ts';
import { DEFAULT_BOARD_OPTIONS, type BoardFacts, type BoardOptions } from '#contracts/schemas/quote.ts';

// Whether a combination of board options can be made on this board: each
// rule names the options it is about, so the review page can say which
// choice it disables and why. Pure. See docs/board-options.md#when-each-option-is-allowed.

export type OptionProblem = { keys: readonly BoardOptionKey[]; reason: string };

const mm = (n: number) => `${Math.round(n * 1000) / 1000} mm`;
const fmt = (key: BoardOptionKey, options: BoardOptions) => boardOptionDefinition(key).format(options[key]);

/** The smallest trace and clearance the chosen copper weights can hold (the rule set's own where no heavier limit applies). */
export function featureLimits(options: BoardOptions, copperLayers: number): { minTraceMm: number; minClearanceMm: number } {
  const outer = limits.outerCopper.find((row) => row.copperOz === options.copper_oz);
  const inner =
    copperLayers >= limits.innerCopperMinLayers ? limits.innerCopper.find((row) => row.copperOz === options.inner_copper_oz) : undefined;
  return {
    minTraceMm: Math.max(capabilities.minTraceMm, outer?.minTraceMm ?? 0, inner?.minTraceMm ?? 0),
    minClearanceMm: Math.max(capabilities.minClearanceMm, outer?.minClearanceMm ?? 0, inner?.minClearanceMm ?? 0),
  };
}

function copperProblems(
  key: 'copper_oz' | 'inner_copper_oz',
  row: { copperOz: number; minTraceMm: number; minClearanceMm: number; minThicknessMm: number } | undefined,
  board: BoardFacts,
  options: BoardOptions,
): OptionProblem[] {
  if (!row) return [];
  const name = `${fmt(key, options)} ${key === 'copper_oz' ? 'outer' : 'inner'} copper`;
  const problems: OptionProblem[] = [];
  if (board.min_trace_mm != null && board.min_trace_mm < row.minTraceMm) {
    problems.push({
      keys: [key],
      reason: `${name} needs traces of at least ${mm(row.minTraceMm)}; this board's narrowest is ${mm(board.min_trace_mm)}.`,
    });
  }
  if (board.min_clearance_mm != null && board.min_clearance_mm < row.minClearanceMm) {
    problems.push({
      keys: [key],
      reason: `${name} needs clearances of at least ${mm(row.minClearanceMm)}; this board's smallest is ${mm(board.min_clearance_mm)}.`,
    });
  }
  if (options.thickness_mm < row.minThicknessMm) {
    problems.push({ keys: [key, 'thickness_mm'], reason: `${name} is made on boards ${mm(row.minThicknessMm)} thick or more.` });
  }
  return problems;
}

/** Every rule the options break on this board (none: it can be made so). */
export function optionProblems(board: BoardFacts, options: BoardOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const layers = board.copper_layers;
  const layerMinimum = limits.minThicknessByLayers
    .filter((row) => layers >= row.minLayers)
    .reduce((min, row) => Math.max(min, row.minThicknessMm), 0);
  if (options.thickness_mm < layerMinimum) {
    problems.push({ keys: ['thickness_mm'], reason: `${layers}-layer boards are made ${mm(layerMinimum)} thick or more.` });
  }
  const longSide = Math.max(board.width_mm, board.height_mm);
  if (options.thickness_mm < limits.thinBoard.belowThicknessMm && longSide > limits.thinBoard.maxLongSideMm) {
    problems.push({
      keys: ['thickness_mm'],
      reason: `Boards thinner than ${mm(limits.thinBoard.belowThicknessMm)} are made up to ${limits.thinBoard.maxLongSideMm} mm long; this board is ${mm(longSide)}.`,
    });
  }
  problems.push(
    ...copperProblems(
      'copper_oz',
      limits.outerCopper.find((row) => row.copperOz === options.copper_oz),
      board,
      options,
    ),
  );
  if (optionApplies('inner_copper_oz', layers)) {
    problems.push(
      ...copperProblems(
        'inner_copper_oz',
        limits.innerCopper.find((row) => row.copperOz === options.inner_copper_oz),
        board,
        options,
      ),
    );
  } else if (options.inner_copper_oz !== DEFAULT_BOARD_OPTIONS.inner_copper_oz) {
    problems.push({
      keys: ['inner_copper_oz'],
      reason: `Inner copper is chosen only for boards with ${limits.innerCopperMinLayers} or more layers; this board has ${layers}.`,
    });
  }
  if (!optionApplies('via_treatment', layers)) {
    if (options.via_treatment !== DEFAULT_BOARD_OPTIONS.via_treatment)
      problems.push({ keys: ['via_treatment'], reason: `A ${layers}-layer board has no vias.` });
  } else if (options.via_treatment === 'Plugged' && layers < limits.pluggedViasMinLayers) {
    problems.push({
      keys: ['via_treatment'],
      reason: `Plugged vias are made on boards with ${limits.pluggedViasMinLayers} or more layers; this board has ${layers}.`,
    });
  }
  const silkscreens = limits.silkscreenOnMask[options.colour] ?? limits.defaultSilkscreenOnMask;
  if (!silkscreens.includes(options.silkscreen_colour)) {
    problems.push({
      keys: ['colour', 'silkscreen_colour'],
      reason: `A ${options.colour} solder mask takes ${silkscreens.join(' or ')} silkscreen; ${options.silkscreen_colour} would not show on it.`,
    });
  }
  return problems;
}

/** Why choosing `value` for `key` (the other options as they are) cannot be made on this board; null when it can. */
export function choiceProblem(
  board: BoardFacts,
  options: BoardOptions,
  key: BoardOptionKey,
  value: BoardOptions[BoardOptionKey],
): string | null {
  const candidate = { ...options, [key]: value } as BoardOptions;
  const problem = optionProblems(board, candidate).find((p) => p.keys.includes(key));
  return problem?.reason ?? null;
}

/**
 * The option limits the design-rule check could not verify on this board
 * (it measured no trace or no clearance, e.g. a Gerber without a netlist):
 * warnings, not refusals; `npm run check-board -- <file> --option …` checks
 * the copper itself at those limits.
 */
export function optionWarnings(board: BoardFacts, options: BoardOptions): string[] {
  const limits = featureLimits(options, board.copper_layers);
  const warnings: string[] = [];
  if (limits.minTraceMm > capabilities.minTraceMm && board.min_trace_mm == null) {
    warnings.push(`The narrowest trace could not be measured: the copper chosen needs traces of at least ${mm(limits.minTraceMm)}.`);
  }
  if (limits.minClearanceMm > capabilities.minClearanceMm && board.min_clearance_mm == null) {
    warnings.push(
      `The smallest clearance could not be measured: the copper chosen needs clearances of at least ${mm(limits.minClearanceMm)}.`,
    );
  }
  return warnings;
}
