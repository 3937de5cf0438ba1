import * as z from 'zod/mini';
import { capabilities, capabilitiesSchema } from '../capabilities.ts';
import { libraryType, partSource, priceBreak } from '../parts.ts';
import { PlacementMethodSchema } from './bom.ts';
import { MAX_BOARD_QUANTITY, ShippingRateSchema } from './cart.ts';

// The quote of one board (Quote (docs/data-model.md#quote), quote statuses (docs/states.md#quote-status)): what it takes
// (board facts, options, quantity, lead time, the BOM lines already matched to
// parts) and what it gives (quoted parts, explained lines, totals, lead-time
// options, suggestions). Unit prices in micro-dollars, amounts in cents.

/** "Quote status" (docs/states.md#quote-status). */
export const QUOTE_STATUSES = [
  'Refreshing quote',
  'Cannot quote',
  'Has instant quote',
  'Requires custom quote',
  'Awaiting custom quote',
  'Received custom quote',
] as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/** "Board side" (docs/states.md#other-enums), as the capabilities list them. */
export const BoardSideSchema = capabilitiesSchema.shape.assembly.shape.sides.def.element;

const offered =
  <T extends string | number>(list: readonly T[]) =>
  (value: T) =>
    list.includes(value);

function first<T>(list: readonly T[]): T {
  if (list.length === 0) throw new Error('The capabilities list an empty choice');
  return list[0] as T;
}

/** The defaults of a new board: 1.6 mm when offered, otherwise the first of each list (see docs/board-options.md). */
export const DEFAULT_BOARD_OPTIONS = {
  thickness_mm: capabilities.thicknessesMm.includes(1.6) ? 1.6 : first(capabilities.thicknessesMm),
  finish: first(capabilities.finishes),
  colour: first(capabilities.colours),
  copper_oz: first(capabilities.copperWeightsOz),
  /** Priced and made only on boards with inner layers (4 or more copper layers). */
  inner_copper_oz: first(capabilities.innerCopperWeightsOz),
  silkscreen_colour: first(capabilities.silkscreenColours),
  via_treatment: first(capabilities.viaTreatments),
};

/** A number the capabilities offer, defaulting to the shop's default. */
const offeredNumber = (list: readonly number[], what: string, fallback: number) =>
  z._default(z.number().check(z.refine(offered(list), `That ${what} is not offered`)), fallback);
/** A name the capabilities offer, defaulting to the shop's default. */
const offeredName = (list: readonly string[], what: string, fallback: string) =>
  z._default(z.string().check(z.refine(offered(list), `That ${what} is not offered`)), fallback);

/**
 * What the customer chooses for the bare board, within the capabilities.
 * Whether a value suits a given board is option-choices.ts's question; this
 * only says the shop offers it at all. Every field has its default, so an
 * older stored choice (fewer fields) still parses.
 */
export const BoardOptionsSchema = z.object({
  thickness_mm: offeredNumber(capabilities.thicknessesMm, 'thickness', DEFAULT_BOARD_OPTIONS.thickness_mm),
  finish: offeredName(capabilities.finishes, 'finish', DEFAULT_BOARD_OPTIONS.finish),
  colour: offeredName(capabilities.colours, 'colour', DEFAULT_BOARD_OPTIONS.colour),
  copper_oz: offeredNumber(capabilities.copperWeightsOz, 'copper weight', DEFAULT_BOARD_OPTIONS.copper_oz),
  inner_copper_oz: offeredNumber(capabilities.innerCopperWeightsOz, 'inner copper weight', DEFAULT_BOARD_OPTIONS.inner_copper_oz),
  silkscreen_colour: offeredName(capabilities.silkscreenColours, 'silkscreen colour', DEFAULT_BOARD_OPTIONS.silkscreen_colour),
  via_treatment: offeredName(capabilities.viaTreatments, 'via treatment', DEFAULT_BOARD_OPTIONS.via_treatment),
});
export type BoardOptions = z.infer<typeof BoardOptionsSchema>;

/** What processing measured (board metrics): the outline's size and area, and the copper layers. */
export const BoardFactsSchema = z.object({
  width_mm: z.number().check(z.positive()),
  height_mm: z.number().check(z.positive()),
  /** The outline's area less its cut-outs: what fabrication is priced on. */
  area_mm2: z.number().check(z.positive()),
  copper_layers: z.number().check(z.int(), z.gte(1)),
  /** The narrowest trace and clearance the design-rule check measured (null or absent: not measured); some options need wider ones. */
  min_trace_mm: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  min_clearance_mm: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  /** A placed part nearer the edge than the conveyor's grip, or too few fiducials: assembly adds edge rails (docs/board-checks.md#part-to-edge). */
  needs_edge_rails: z.optional(z.boolean()),
});
export type BoardFacts = z.infer<typeof BoardFactsSchema>;

/** What the quote needs to know of a chosen part (from the catalogue or entered by hand). */
export const QuotePartSchema = z.object({
  part_id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Shown in the explanations (supplier code or MPN). */
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  source: partSource,
  library_type: libraryType,
  price_breaks: z.array(priceBreak),
  stock: z.number().check(z.int(), z.gte(0)),
  moq: z._default(z.number().check(z.int(), z.gte(1)), 1),
  /** A manual-entry part is priced only from what an engineer of the shop confirmed. */
  engineer_confirmed: z._default(
    z.nullable(z.object({ unit_price_micros: z.number().check(z.int(), z.gte(0)), stock: z.number().check(z.int(), z.gte(0)) })),
    null,
  ),
  /** Its supplier's feed no longer lists it: never priced, never suggested (docs/parts.md#discontinued-parts). */
  discontinued: z.optional(z.boolean()),
});
export type QuotePart = z.infer<typeof QuotePartSchema>;

/** One BOM line already matched to a part (docs/data-model.md#board-element-populate-row board element / populate row). */
export const QuoteLineInputSchema = z
  .object({
    element_ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    /** What the explanations call the elements (the board's designators), in the order of element_ids; the ids when absent. */
    designators: z.optional(z.array(z.string().check(z.minLength(1)))),
    part_id: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
    /** The chosen part's facts; null exactly when part_id is. */
    part: z.nullable(QuotePartSchema),
    /** Placements of this line on one board (usually the number of its elements). */
    quantity_per_board: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
    placement_method: PlacementMethodSchema,
    side: z._default(BoardSideSchema, 'Top'),
    consigned: z._default(z.boolean(), false),
    do_not_populate: z._default(z.boolean(), false),
    /** Parts with the same parameters the caller found (basic ones, cheaper ones), for the suggestions. */
    alternatives: z._default(z.array(QuotePartSchema).check(z.maxLength(10)), []),
  })
  .check(
    z.refine((line) => (line.part_id === null) === (line.part === null) && (line.part === null || line.part.part_id === line.part_id), {
      message: 'part must describe part_id (both null, or the same id)',
      path: ['part'],
    }),
  );
export type QuoteLineInput = z.infer<typeof QuoteLineInputSchema>;

/** Production capacity of a lead time: boards it can ship a day, and boards already booked for the day it would ship. */
export const LeadTimeLoadSchema = z.object({
  lead_time_id: z.string().check(z.minLength(1)),
  capacity_per_day: z.number().check(z.int(), z.gte(0)),
  booked: z.number().check(z.int(), z.gte(0)),
});

export const QuoteInputSchema = z.object({
  board: BoardFactsSchema,
  options: z.prefault(BoardOptionsSchema, {}),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_BOARD_QUANTITY)),
  /** The chosen lead time; the pricing's default when absent. */
  lead_time_id: z.optional(z.string().check(z.minLength(1))),
  lines: z._default(z.array(QuoteLineInputSchema).check(z.maxLength(2_000)), []),
  /** Lead times without an entry have no known limit. */
  load: z._default(z.array(LeadTimeLoadSchema), []),
  /** The moment the quote is made: ship dates count business days from it. */
  now: z.iso.datetime(),
  /** The customer asked the shop to price the custom parts. */
  custom_quote_requested: z._default(z.boolean(), false),
});
export type QuoteInput = z.input<typeof QuoteInputSchema>;
export type ParsedQuoteInput = z.infer<typeof QuoteInputSchema>;

/** How a quoted part was priced. */
export const PRICE_BASES = ['price_break', 'engineer_confirmed', 'consigned'] as const;

export const PriceInfoSchema = z.object({
  basis: z.enum(PRICE_BASES),
  /** quantity_per_board × boards. */
  needed_quantity: z.number().check(z.int(), z.gte(0)),
  /** Spares for the machines (or, for consigned parts, to send with them). */
  attrition_quantity: z.number().check(z.int(), z.gte(0)),
  /** What is bought (or, consigned, sent): needed + attrition, at least the MOQ and the first price break. */
  purchase_quantity: z.number().check(z.int(), z.gte(0)),
  /** The break applied; null when not priced from breaks. */
  price_break_min_qty: z.nullable(z.number().check(z.int(), z.gte(1))),
  unit_price_micros: z.number().check(z.int(), z.gte(0)),
  /** purchase_quantity × unit_price_micros, exactly. */
  amount_micros: z.number().check(z.int(), z.gte(0)),
  /** amount_micros rounded once to the cent: what the parts total adds. */
  amount_cents: z.number().check(z.int(), z.gte(0)),
});
export type PriceInfo = z.infer<typeof PriceInfoSchema>;

/** Why a quoted part has no price (docs/validation.md#populate-row-rule populate-row rule reads the null). */
export const UNPRICED_REASONS = ['insufficient_stock', 'custom_part_unconfirmed', 'no_price', 'discontinued'] as const;

/** docs/data-model.md#quote: each quoted part covers elements and has a price, or null (what the populate-row rule (docs/validation.md#populate-row-rule), lambdas/core/bom/populate-row.ts, reads). */
export const QuotedPartSchema = z.object({
  element_ids: z.array(z.string()),
  part_id: z.string(),
  price_info: z.nullable(PriceInfoSchema),
  unpriced_reason: z.nullable(z.enum(UNPRICED_REASONS)),
});
export type QuotedPart = z.infer<typeof QuotedPartSchema>;

export const QUOTE_SECTIONS = ['Fabrication', 'Assembly', 'Parts'] as const;

/** One explained line: quantity × unit price = amount, with the arithmetic in words. */
export const QuoteLineSchema = z.object({
  id: z.string(),
  section: z.enum(QUOTE_SECTIONS),
  label: z.string(),
  quantity: z.number().check(z.int()),
  unit_price_micros: z.number().check(z.int()),
  amount_micros: z.number().check(z.int()),
  /** amount_micros rounded to the cent (half away from zero); totals add these. */
  amount_cents: z.number().check(z.int()),
  arithmetic: z.string(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteTotalsSchema = z.object({
  fabrication_cents: z.number().check(z.int()),
  assembly_cents: z.number().check(z.int()),
  parts_cents: z.number().check(z.int()),
  total_cents: z.number().check(z.int()),
  /** total_cents ÷ quantity, rounded to the cent. */
  per_board_cents: z.number().check(z.int()),
});
export type QuoteTotals = z.infer<typeof QuoteTotalsSchema>;

/** "Shipping option" (docs/data-model.md#shipping-option) (days, ship date, at capacity) for each lead time, with the board's total at it. */
export const LeadTimeOptionSchema = z.extend(z.pick(ShippingRateSchema, { days: true, ship_date: true, at_capacity: true }), {
  lead_time_id: z.string(),
  label: z.string(),
  total_cents: z.nullable(z.number().check(z.int())),
  selected: z.boolean(),
});
export type LeadTimeOption = z.infer<typeof LeadTimeOptionSchema>;

export const SUGGESTION_KINDS = ['basic_part', 'cheaper_part', 'slower_lead_time', 'larger_quantity'] as const;

/** A change that would make the order cheaper, with what it saves. */
export const SuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  text: z.string(),
  /** Saved on the whole order, or (larger_quantity) on each board. */
  saving_cents: z.number().check(z.int(), z.positive()),
  saving_basis: z.enum(['order', 'per_board']),
  element_ids: z._default(z.array(z.string()), []),
  part_id: z._default(z.nullable(z.string()), null),
  alternative_part_id: z._default(z.nullable(z.string()), null),
  lead_time_id: z._default(z.nullable(z.string()), null),
  quantity: z._default(z.nullable(z.number().check(z.int())), null),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const QuoteSchema = z.object({
  status: QuoteStatusSchema,
  /** Why the quote is not instant, in words for the customer. */
  reasons: z.array(z.string()),
  quantity: z.number().check(z.int()),
  lead_time_id: z.string(),
  quoted_parts: z.array(QuotedPartSchema),
  lines: z.array(QuoteLineSchema),
  /** Null when the board itself cannot be priced; otherwise the sum of the lines (unpriced parts excluded). */
  totals: z.nullable(QuoteTotalsSchema),
  lead_time_options: z.array(LeadTimeOptionSchema),
  suggestions: z.array(SuggestionSchema),
  pricing_version: z.number().check(z.int(), z.gte(1)),
  capabilities_version: z.string(),
  quoted_at: z.string(),
  /** The board options priced; absent on quotes made before options could be chosen (those are the defaults). */
  options: z.optional(BoardOptionsSchema),
});
export type Quote = z.infer<typeof QuoteSchema>;
