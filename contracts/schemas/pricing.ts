import * as z from 'zod/mini';
import { capabilities } from '../capabilities.ts';
import { PlacementMethodSchema } from './bom.ts';

// The shop's prices (docs/screens.md#staff-pages /internal/pricing): one staff-edited, versioned
// configuration. Versions are immutable; the quote always uses the current one
// and records its number. Every amount is an integer: per-order fees in cents,
// rates per board, per cm² or per placement in micro-dollars (USD × 10⁻⁶),
// percentages in basis points (1 % = 100 bp). The limits below are the ones
// the /internal/pricing form checks too (it pipes its inputs into these).

export const MAX_FEE_CENTS = 10_000_000; // $100,000.00
export const MAX_RATE_MICROS = 1_000_000_000; // $1,000.00
export const MIN_LEAD_TIME_CHANGE_BP = -9_000; // −90 %
export const MAX_LEAD_TIME_CHANGE_BP = 30_000; // +300 %
export const MAX_ATTRITION_BP = 10_000; // 100 %
export const MAX_ATTRITION_MIN_EXTRA = 10_000;
export const MAX_LEAD_TIME_DAYS = 60;
export const MAX_LABEL_LENGTH = 40;
export const MAX_NOTE_LENGTH = 200;

export const FeeCentsSchema = z
  .number()
  .check(z.int('Use whole cents'), z.gte(0, 'Cannot be negative'), z.lte(MAX_FEE_CENTS, 'Must be at most $100,000.00'));
export const RateMicrosSchema = z
  .number()
  .check(z.int('Use whole micro-dollars'), z.gte(0, 'Cannot be negative'), z.lte(MAX_RATE_MICROS, 'Must be at most $1,000.00'));
export const LeadTimeChangeBpSchema = z
  .number()
  .check(
    z.int('Use whole basis points'),
    z.gte(MIN_LEAD_TIME_CHANGE_BP, 'Must be between -90% and +300%'),
    z.lte(MAX_LEAD_TIME_CHANGE_BP, 'Must be between -90% and +300%'),
  );
export const AttritionBpSchema = z
  .number()
  .check(z.int('Use whole basis points'), z.gte(0, 'Cannot be negative'), z.lte(MAX_ATTRITION_BP, 'Must be at most 100%'));
export const AttritionMinExtraSchema = z
  .number()
  .check(z.int('Enter a whole number'), z.gte(0, 'Cannot be negative'), z.lte(MAX_ATTRITION_MIN_EXTRA, 'Must be at most 10,000'));
export const LeadTimeDaysSchema = z
  .number()
  .check(
    z.int('Enter a whole number'),
    z.gte(1, 'Must be between 1 and 60 business days'),
    z.lte(MAX_LEAD_TIME_DAYS, 'Must be between 1 and 60 business days'),
  );
export const CutoffHourSchema = z
  .number()
  .check(z.int('Enter a whole hour'), z.gte(0, 'Enter an hour from 0 to 23'), z.lte(23, 'Enter an hour from 0 to 23'));
export const LeadTimeLabelSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(MAX_LABEL_LENGTH, 'At most 40 characters'));
export const PricingNoteSchema = z.string().check(z.trim(), z.maxLength(MAX_NOTE_LENGTH, 'At most 200 characters'));

/** A board option's extra cost: a fee per order plus a rate per cm² of every board. */
const surcharge = { order_cents: FeeCentsSchema, per_cm2_micros: RateMicrosSchema };

/**
 * Prices of option values added after pricing versions were first saved:
 * a stored version without them reads them from here (so every saved
 * version still parses and prices every offered value); the next save
 * stores them. Reading goes through StoredPricingConfigSchema. See docs/board-options.md#prices.
 */
/** The edge rails' price per board in the default pricing, and in versions stored before rails were priced. */
export const EDGE_RAILS_CENTS_PER_BOARD = 20;

export const ADDED_OPTION_PRICES = {
  finish: [{ finish: 'HASL (leaded)', order_cents: 0, per_cm2_micros: 0 }],
  inner_copper_weight: [
    { copper_oz: 0.5, order_cents: 0, per_cm2_micros: 0 },
    { copper_oz: 1, order_cents: 1_500, per_cm2_micros: 10_000 },
    { copper_oz: 2, order_cents: 3_000, per_cm2_micros: 30_000 },
  ],
  silkscreen_colour: [
    { colour: 'White', order_cents: 0, per_cm2_micros: 0 },
    { colour: 'Black', order_cents: 0, per_cm2_micros: 0 },
  ],
  via_treatment: [
    { treatment: 'Tented', order_cents: 0, per_cm2_micros: 0 },
    { treatment: 'Plugged', order_cents: 2_500, per_cm2_micros: 20_000 },
  ],
} as const;

type AddedTable = keyof typeof ADDED_OPTION_PRICES;
const ADDED_KEYS: Record<AddedTable, string> = {
  finish: 'finish',
  inner_copper_weight: 'copper_oz',
  silkscreen_colour: 'colour',
  via_treatment: 'treatment',
};

/** A stored configuration with the prices it lacks added (option tables absent, rows for values added since, the edge rails' fee). */
export function withAddedOptionPrices(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('fabrication' in raw) || typeof raw.fabrication !== 'object' || raw.fabrication === null)
    return raw;
  const withRails = withEdgeRailsFee(raw);
  const fabrication: Record<string, unknown> = { ...raw.fabrication };
  for (const [table, key] of Object.entries(ADDED_KEYS) as [AddedTable, string][]) {
    const rows: unknown[] = Array.isArray(fabrication[table]) ? [...(fabrication[table] as unknown[])] : [];
    const listed = new Set(
      rows.map((row) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined)),
    );
    for (const added of ADDED_OPTION_PRICES[table] as readonly Record<string, unknown>[])
      if (!listed.has(added[key])) rows.push({ ...added });
    fabrication[table] = rows;
  }
  return { ...withRails, fabrication };
}

/** Versions stored before edge rails were priced get the default fee. */
function withEdgeRailsFee<T extends object>(raw: T): T {
  if (!('assembly' in raw) || typeof raw.assembly !== 'object' || raw.assembly === null || 'edge_rails_cents_per_board' in raw.assembly)
    return raw;
  return { ...raw, assembly: { ...raw.assembly, edge_rails_cents_per_board: EDGE_RAILS_CENTS_PER_BOARD } };
}

export const PricingConfigSchema = z.object({
  fabrication: z.object({
    /** Per copper-layer count: a setup fee per order and a rate per cm² of board. */
    layers: z
      .array(z.object({ layers: z.number().check(z.int(), z.positive()), setup_cents: FeeCentsSchema, per_cm2_micros: RateMicrosSchema }))
      .check(z.minLength(1)),
    thickness: z.array(z.object({ thickness_mm: z.number().check(z.positive()), ...surcharge })),
    finish: z.array(z.object({ finish: z.string().check(z.minLength(1)), ...surcharge })),
    colour: z.array(z.object({ colour: z.string().check(z.minLength(1)), ...surcharge })),
    copper_weight: z.array(z.object({ copper_oz: z.number().check(z.positive()), ...surcharge })),
    /** Inner layers' copper, charged only on boards with inner layers. */
    inner_copper_weight: z.array(z.object({ copper_oz: z.number().check(z.positive()), ...surcharge })),
    silkscreen_colour: z.array(z.object({ colour: z.string().check(z.minLength(1)), ...surcharge })),
    via_treatment: z.array(z.object({ treatment: z.string().check(z.minLength(1)), ...surcharge })),
  }),
  /** Production lead times: business days until the boards ship, and the change to the fabrication price. */
  lead_times: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Use a lower-case slug')),
        label: LeadTimeLabelSchema,
        business_days: LeadTimeDaysSchema,
        fabrication_change_bp: LeadTimeChangeBpSchema,
      }),
    )
    .check(z.minLength(1)),
  default_lead_time_id: z.string().check(z.minLength(1)),
  assembly: z.object({
    setup_cents: FeeCentsSchema,
    /** One stencil per side that has machine surface-mount placements. */
    stencil_cents_per_side: FeeCentsSchema,
    /** Loading a feeder: per distinct part placed. */
    unique_part_cents: FeeCentsSchema,
    /** On top of that, per distinct extended (not basic) part the shop buys. */
    extended_part_cents: FeeCentsSchema,
    /** Per board, when parts sit nearer the edge than the conveyor's grip (docs/board-checks.md#part-to-edge); withAddedOptionPrices fills it for older versions. */
    edge_rails_cents_per_board: FeeCentsSchema,
    /** Per placement method: the price of one placement and the spare parts bought for it (a share of what is needed, at least a minimum). */
    placements: z.array(
      z.object({
        method: PlacementMethodSchema,
        per_placement_micros: RateMicrosSchema,
        attrition_bp: AttritionBpSchema,
        attrition_min_extra: AttritionMinExtraSchema,
      }),
    ),
  }),
  shipping: z.object({
    /** Orders placed at or after this hour (UTC) start production the next business day. */
    order_cutoff_hour_utc: CutoffHourSchema,
  }),
});
export type PricingConfig = z.infer<typeof PricingConfigSchema>;

/** A version as stored: older ones lack the option prices added since, which it reads from ADDED_OPTION_PRICES. */
export const StoredPricingConfigSchema = z.pipe(z.transform(withAddedOptionPrices), PricingConfigSchema);

function sameSet(listed: readonly (string | number)[], expected: readonly (string | number)[]): boolean {
  return listed.length === expected.length && expected.every((value) => listed.includes(value));
}

type Check = [path: string[], ok: boolean, message: string];

/** A priced table against what the capabilities offer: every value once. */
const covers = (path: string[], listed: readonly (string | number)[], offered: readonly (string | number)[], message: string): Check => [
  path,
  sameSet(listed, offered),
  message,
];

function coverageChecks({ fabrication: fab, assembly }: PricingConfig): Check[] {
  return [
    covers(
      ['fabrication', 'layers'],
      fab.layers.map((row) => row.layers),
      capabilities.layers.allowed,
      'Price every layer count the shop makes, once each',
    ),
    covers(
      ['fabrication', 'thickness'],
      fab.thickness.map((row) => row.thickness_mm),
      capabilities.thicknessesMm,
      'Price every thickness the shop makes, once each',
    ),
    covers(
      ['fabrication', 'finish'],
      fab.finish.map((row) => row.finish),
      capabilities.finishes,
      'Price every finish the shop offers, once each',
    ),
    covers(
      ['fabrication', 'colour'],
      fab.colour.map((row) => row.colour),
      capabilities.colours,
      'Price every colour the shop offers, once each',
    ),
    covers(
      ['fabrication', 'copper_weight'],
      fab.copper_weight.map((row) => row.copper_oz),
      capabilities.copperWeightsOz,
      'Price every copper weight the shop offers, once each',
    ),
    covers(
      ['fabrication', 'inner_copper_weight'],
      fab.inner_copper_weight.map((row) => row.copper_oz),
      capabilities.innerCopperWeightsOz,
      'Price every inner copper weight the shop offers, once each',
    ),
    covers(
      ['fabrication', 'silkscreen_colour'],
      fab.silkscreen_colour.map((row) => row.colour),
      capabilities.silkscreenColours,
      'Price every silkscreen colour the shop offers, once each',
    ),
    covers(
      ['fabrication', 'via_treatment'],
      fab.via_treatment.map((row) => row.treatment),
      capabilities.viaTreatments,
      'Price every via treatment the shop offers, once each',
    ),
    covers(
      ['assembly', 'placements'],
      assembly.placements.map((row) => row.method),
      capabilities.assembly.placementMethods,
      'Price every placement method, once each',
    ),
  ];
}

/**
 * What a save must cover: exactly the layer counts, thicknesses, finishes,
 * colours, copper weights and placement methods the capabilities offer (so no
 * offered board is left without a price), and a default lead time that exists.
 */
export const CompletePricingConfigSchema = PricingConfigSchema.check(
  z.superRefine((config, ctx) => {
    const checks: Check[] = [
      ...coverageChecks(config),
      [['lead_times'], new Set(config.lead_times.map((time) => time.id)).size === config.lead_times.length, 'Lead time ids must differ'],
      [
        ['default_lead_time_id'],
        config.lead_times.some((time) => time.id === config.default_lead_time_id),
        'The default lead time must be one of the lead times',
      ],
    ];
    for (const [path, ok, message] of checks) if (!ok) ctx.addIssue({ code: 'custom', path, message });
  }),
);

/** One saved version: immutable once written. */
export const PricingVersionSchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  config: PricingConfigSchema,
  saved_at: z.string(),
  /** Who saved it (e-mail), or "System" for the built-in default written on first use. */
  saved_by: z.string(),
  note: z.string(),
});
export type PricingVersion = z.infer<typeof PricingVersionSchema>;

export const PricingVersionSummarySchema = z.omit(PricingVersionSchema, { config: true });
export type PricingVersionSummary = z.infer<typeof PricingVersionSummarySchema>;

/** GET and PUT /pricing: the current version (what every quote uses) and the history, newest first. */
export const PricingStateSchema = z.object({
  current: PricingVersionSchema,
  history: z.array(PricingVersionSummarySchema),
});
export type PricingState = z.infer<typeof PricingStateSchema>;

/** PUT /pricing: a new version, saved only if `base_version` is still current (else 409). */
export const SavePricingBodySchema = z.object({
  base_version: z.number().check(z.int(), z.gte(1)),
  note: z._default(PricingNoteSchema, ''),
  config: CompletePricingConfigSchema,
});
export type SavePricingBody = z.infer<typeof SavePricingBodySchema>;

/** How many versions the history lists. */
export const PRICING_HISTORY_LIMIT = 50;
