import { boardOptionLimits } from './board-option-limits.ts';
import { capabilities } from './capabilities.ts';
import { DEFAULT_BOARD_OPTIONS, type BoardOptions } from './schemas/quote.ts';

// The board options as people name them: one row per option with its label,
// the CLI's key (`--option finish=ENIG`), the values the shop offers and how
// a value reads. The review page, the cart, the orders, /capabilities and the
// CLI all read this list, so an option is named the same everywhere.
// See docs/board-options.md. The request and response schemas that use it are
// contracts/schemas/board-options.ts, named alike as every API schema is named after its subject.

export type BoardOptionKey = keyof BoardOptions;
export type BoardOptionValue = string | number;

export type BoardOptionDefinition = {
  key: BoardOptionKey;
  label: string;
  /** The CLI's name for it. */
  cli: string;
  values: readonly BoardOptionValue[];
  format: (value: BoardOptionValue) => string;
};

const oz = (v: BoardOptionValue) => `${v} oz`;
const text = (v: BoardOptionValue) => String(v);

export const BOARD_OPTIONS: readonly BoardOptionDefinition[] = [
  {
    key: 'thickness_mm',
    label: 'Board thickness',
    cli: 'thickness',
    values: capabilities.thicknessesMm,
    format: (v) => `${Number(v).toFixed(1)} mm`,
  },
  { key: 'finish', label: 'Surface finish', cli: 'finish', values: capabilities.finishes, format: text },
  { key: 'colour', label: 'Solder mask colour', cli: 'mask', values: capabilities.colours, format: text },
  { key: 'silkscreen_colour', label: 'Silkscreen colour', cli: 'silkscreen', values: capabilities.silkscreenColours, format: text },
  { key: 'copper_oz', label: 'Outer copper weight', cli: 'copper', values: capabilities.copperWeightsOz, format: oz },
  { key: 'inner_copper_oz', label: 'Inner copper weight', cli: 'inner-copper', values: capabilities.innerCopperWeightsOz, format: oz },
  { key: 'via_treatment', label: 'Via treatment', cli: 'vias', values: capabilities.viaTreatments, format: text },
];

export function boardOptionDefinition(key: BoardOptionKey): BoardOptionDefinition {
  const found = BOARD_OPTIONS.find((o) => o.key === key);
  if (!found) throw new Error(`Unknown board option ${key}`);
  return found;
}

/** Whether an option exists on a board of this many copper layers (null: unknown, so every option is listed). */
export function optionApplies(key: BoardOptionKey, copperLayers: number | null): boolean {
  if (copperLayers === null) return true;
  if (key === 'inner_copper_oz') return copperLayers >= boardOptionLimits.innerCopperMinLayers;
  if (key === 'via_treatment') return copperLayers >= boardOptionLimits.viasMinLayers;
  return true;
}

export type DescribedOption = { key: BoardOptionKey; label: string; value: string };

/** Every option that exists on the board, as label and value, for carts, order pages and the CLI. */
export function describeOptions(options: BoardOptions, copperLayers: number | null): DescribedOption[] {
  return BOARD_OPTIONS.filter((o) => optionApplies(o.key, copperLayers)).map((boardOptionDefinition) => ({
    key: boardOptionDefinition.key,
    label: boardOptionDefinition.label,
    value: boardOptionDefinition.format(options[boardOptionDefinition.key]),
  }));
}

/** Only the options that differ from the shop's defaults. */
export function describeChosenOptions(options: BoardOptions, copperLayers: number | null): DescribedOption[] {
  return describeOptions(options, copperLayers).filter((o) => options[o.key] !== DEFAULT_BOARD_OPTIONS[o.key]);
}

/**
 * The options of an ordered board in one line, for order pages and e-mails:
 * every option, inner copper only when chosen (an order's quote does not
 * record the layer count, and the default says nothing on a 2-layer board).
 */
export function orderedOptionsText(options: BoardOptions): string {
  return describeOptions(options, null)
    .filter((o) => o.key !== 'inner_copper_oz' || options.inner_copper_oz !== DEFAULT_BOARD_OPTIONS.inner_copper_oz)
    .map((o) => `${o.label}: ${o.value}`)
    .join(' · ');
}
