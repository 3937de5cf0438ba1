import { CompletePricingConfigSchema, withAddedOptionPrices, type PricingConfig } from '#contracts/schemas/pricing.ts';
import type { QuoteInput, QuotePart } from '#contracts/schemas/quote.ts';
import type { PricingInUse } from '#lambdas/core/quote/quote-board.ts';

// Round-number prices for hand-computed quote examples (the tests write the
// arithmetic out against these figures, not against the shop's defaults).
// Written like a version saved before inner copper, silkscreen and via
// prices existed: those come from the added defaults, as for stored versions.
export const TEST_PRICING: PricingConfig = CompletePricingConfigSchema.parse(
  withAddedOptionPrices({
    fabrication: {
      layers: [
        { layers: 1, setup_cents: 800, per_cm2_micros: 40_000 },
        { layers: 2, setup_cents: 1_000, per_cm2_micros: 50_000 }, // $10.00 + $0.05/cm²
        { layers: 4, setup_cents: 3_000, per_cm2_micros: 100_000 },
        { layers: 6, setup_cents: 6_000, per_cm2_micros: 150_000 },
      ],
      thickness: [0.6, 0.8, 1.0, 1.2, 1.6, 2.0].map((thickness_mm) => ({
        thickness_mm,
        order_cents: thickness_mm === 0.8 ? 500 : 0,
        per_cm2_micros: thickness_mm === 2.0 ? 10_000 : 0,
      })),
      finish: [
        { finish: 'HASL (lead-free)', order_cents: 0, per_cm2_micros: 0 },
        { finish: 'ENIG', order_cents: 800, per_cm2_micros: 12_345 }, // $8.00 + $0.012345/cm²
      ],
      colour: ['Green', 'Purple', 'Red', 'Yellow', 'Blue', 'White', 'Black'].map((colour) => ({
        colour,
        order_cents: colour === 'Green' ? 0 : colour === 'Black' ? 250 : 200,
        per_cm2_micros: 0,
      })),
      copper_weight: [
        { copper_oz: 1, order_cents: 0, per_cm2_micros: 0 },
        { copper_oz: 2, order_cents: 1_000, per_cm2_micros: 20_000 },
      ],
    },
    lead_times: [
      { id: 'economy', label: 'Economy', business_days: 10, fabrication_change_bp: -2_000 }, // −20 %
      { id: 'standard', label: 'Standard', business_days: 5, fabrication_change_bp: 0 },
      { id: 'express', label: 'Express', business_days: 2, fabrication_change_bp: 5_000 }, // +50 %
    ],
    default_lead_time_id: 'standard',
    assembly: {
      setup_cents: 1_500,
      stencil_cents_per_side: 1_000,
      unique_part_cents: 100,
      extended_part_cents: 300,
      edge_rails_cents_per_board: 25,
      placements: [
        { method: 'Machine surface mount', per_placement_micros: 2_000, attrition_bp: 200, attrition_min_extra: 5 }, // $0.002, 2 % spares, at least 5
        { method: 'Machine through hole', per_placement_micros: 30_000, attrition_bp: 100, attrition_min_extra: 1 }, // $0.03, 1 %, at least 1
        { method: 'Hand place', per_placement_micros: 200_000, attrition_bp: 0, attrition_min_extra: 0 },
      ],
    },
    shipping: { order_cutoff_hour_utc: 14 },
  }),
);

export const testPricing = (config: PricingConfig = TEST_PRICING, version = 7): PricingInUse => ({ version, config });

/** Monday 2 November 2026, 10:00 UTC: before the 14:00 cut-off. */
export const MONDAY_MORNING = '2026-11-02T10:00:00.000Z';

export function catalogPart(overrides: Partial<QuotePart> & Pick<QuotePart, 'part_id'>): QuotePart {
  return {
    name: overrides.part_id,
    source: 'JLCPCB/LCSC catalogue',
    library_type: 'basic',
    price_breaks: [{ min_qty: 1, unit_price_micros: 10_000 }],
    stock: 100_000,
    moq: 1,
    engineer_confirmed: null,
    ...overrides,
  };
}

export function manualPart(overrides: Partial<QuotePart> & Pick<QuotePart, 'part_id'>): QuotePart {
  return catalogPart({ source: 'Manual entry', library_type: 'extended', price_breaks: [], stock: 0, ...overrides });
}

type LineInput = NonNullable<QuoteInput['lines']>[number];

/** A BOM line for `part` (or none), one placement per element by default. */
export function bomLine(elementIds: string[], part: QuotePart | null, overrides: Partial<LineInput> = {}): LineInput {
  return {
    element_ids: elementIds,
    part_id: part?.part_id ?? null,
    part,
    quantity_per_board: elementIds.length,
    placement_method: 'Machine surface mount',
    ...overrides,
  };
}

/** A 100 × 80 mm two-layer board (8,000 mm² = 80 cm²), 10 of them, nothing to assemble. */
export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    board: { width_mm: 100, height_mm: 80, area_mm2: 8_000, copper_layers: 2 },
    quantity: 10,
    now: MONDAY_MORNING,
    ...overrides,
  };
}
