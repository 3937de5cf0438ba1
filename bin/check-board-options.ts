// The board options of `npm run check-board -- <file> --option finish=ENIG --option mask=black`:
// reading `key=value` pairs, checking them against the board, and the rule
// set the design-rule checks run with when an option raises a limit
// (heavier copper needs wider traces and clearances). See docs/board-options.md#cli.
import type { BoardMetrics } from '../contracts/board-report.ts';
import { BOARD_OPTIONS } from '../contracts/board-options.ts';
import { capabilities, type Capabilities } from '../contracts/capabilities.ts';
import { BoardOptionsSchema, type BoardOptions } from '../contracts/schemas/quote.ts';
import '../contracts/zod-locale.ts';
import { featureLimits, optionProblems } from '../lambdas/core/quote/option-rules.ts';
import { boardFactsFromMetrics } from '../lambdas/core/quote/quote-board.ts';

/** Why an `--option` cannot be used, for the command's stderr (exit 3). */
export class OptionError extends Error {}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(oz|mm)$/, '');

/** `finish=ENIG` → the option and its offered value (keys: the CLI names or the JSON field names; values in any letter case, `2oz`, `1.6mm`). */
export function parseOptionArg(text: string): [keyof BoardOptions, string | number] {
  const at = text.indexOf('=');
  if (at <= 0) throw new OptionError(`--option ${text}: write it as key=value (keys: ${BOARD_OPTIONS.map((o) => o.cli).join(', ')})`);
  const key = text.slice(0, at).trim().toLowerCase();
  const raw = text.slice(at + 1).trim();
  const definition = BOARD_OPTIONS.find((o) => o.cli === key || o.key === key);
  if (!definition)
    throw new OptionError(`--option ${text}: unknown option “${key}” (options: ${BOARD_OPTIONS.map((o) => o.cli).join(', ')})`);
  const value = definition.values.find((v) => normal(String(v)) === normal(raw) || (typeof v === 'number' && Number(normal(raw)) === v));
  if (value === undefined)
    throw new OptionError(
      `--option ${text}: ${definition.label.toLowerCase()} “${raw}” is not offered (offered: ${definition.values.map(String).join(', ')})`,
    );
  return [definition.key, value];
}

/** The options of the `--option` pairs, the shop's defaults for the rest. */
export function optionsFromArgs(pairs: readonly string[]): BoardOptions {
  return BoardOptionsSchema.parse(Object.fromEntries(pairs.map(parseOptionArg)));
}

/** Throws OptionError with every reason these options cannot be made on the measured board. */
export function assertOptionsFit(metrics: BoardMetrics, options: BoardOptions): void {
  const problems = optionProblems(boardFactsFromMetrics(metrics), options);
  if (problems.length > 0)
    throw new OptionError(`This board cannot be made with these options:\n${problems.map((p) => `  ${p.reason}`).join('\n')}`);
}

/** The rule set the checks run with for these options (the shop's own when no option raises a limit). */
export function rulesForOptions(options: BoardOptions, copperLayers: number): Capabilities {
  const limits = featureLimits(options, copperLayers);
  if (limits.minTraceMm === capabilities.minTraceMm && limits.minClearanceMm === capabilities.minClearanceMm) return capabilities;
  return { ...capabilities, ...limits };
}
