import {
  ADDED_OPTION_PRICES,
  CompletePricingConfigSchema,
  EDGE_RAILS_CENTS_PER_BOARD,
  type PricingConfig,
} from '#contracts/schemas/pricing.ts';

/**
 * The built-in prices: written as version 1 the first time pricing is read
 * from an empty table, then edited by Admins on /internal/pricing. Changing
 * this file later changes nothing already stored. Parsed here so a mistake
 * (a finish left unpriced) fails at start-up and in the unit tests.
 */
export const DEFAULT_PRICING: PricingConfig = CompletePricingConfigSchema.parse({
  fabrication: {
    layers: [
      { layers: 1, setup_cents: 1_000, per_cm2_micros: 20_000 }, // $10.00 + $0.02/cm²
      { layers: 2, setup_cents: 1_500, per_cm2_micros: 30_000 }, // $15.00 + $0.03/cm²
      { layers: 4, setup_cents: 4_000, per_cm2_micros: 70_000 }, // $40.00 + $0.07/cm²
      { layers: 6, setup_cents: 8_000, per_cm2_micros: 120_000 }, // $80.00 + $0.12/cm²
    ],
    thickness: [
      { thickness_mm: 0.6, order_cents: 800, per_cm2_micros: 0 },
      { thickness_mm: 0.8, order_cents: 800, per_cm2_micros: 0 },
      { thickness_mm: 1.0, order_cents: 400, per_cm2_micros: 0 },
      { thickness_mm: 1.2, order_cents: 400, per_cm2_micros: 0 },
      { thickness_mm: 1.6, order_cents: 0, per_cm2_micros: 0 },
      { thickness_mm: 2.0, order_cents: 600, per_cm2_micros: 5_000 },
    ],
    finish: [
      { finish: 'HASL (lead-free)', order_cents: 0, per_cm2_micros: 0 },
      ...ADDED_OPTION_PRICES.finish,
      { finish: 'ENIG', order_cents: 1_200, per_cm2_micros: 15_000 },
    ],
    colour: [
      { colour: 'Green', order_cents: 0, per_cm2_micros: 0 },
      { colour: 'Purple', order_cents: 300, per_cm2_micros: 0 },
      { colour: 'Red', order_cents: 300, per_cm2_micros: 0 },
      { colour: 'Yellow', order_cents: 300, per_cm2_micros: 0 },
      { colour: 'Blue', order_cents: 300, per_cm2_micros: 0 },
      { colour: 'White', order_cents: 500, per_cm2_micros: 0 },
      { colour: 'Black', order_cents: 500, per_cm2_micros: 0 },
    ],
    copper_weight: [
      { copper_oz: 1, order_cents: 0, per_cm2_micros: 0 },
      { copper_oz: 2, order_cents: 1_000, per_cm2_micros: 20_000 },
    ],
    inner_copper_weight: ADDED_OPTION_PRICES.inner_copper_weight,
    silkscreen_colour: ADDED_OPTION_PRICES.silkscreen_colour,
    via_treatment: ADDED_OPTION_PRICES.via_treatment,
  },
  lead_times: [
    { id: 'economy', label: 'Economy', business_days: 12, fabrication_change_bp: -1_500 },
    { id: 'standard', label: 'Standard', business_days: 7, fabrication_change_bp: 0 },
    { id: 'express', label: 'Express', business_days: 3, fabrication_change_bp: 6_000 },
  ],
  default_lead_time_id: 'standard',
  assembly: {
    setup_cents: 2_500,
    stencil_cents_per_side: 1_200,
    unique_part_cents: 50,
    extended_part_cents: 300,
    edge_rails_cents_per_board: EDGE_RAILS_CENTS_PER_BOARD,
    placements: [
      { method: 'Machine surface mount', per_placement_micros: 2_000, attrition_bp: 200, attrition_min_extra: 5 },
      { method: 'Machine through hole', per_placement_micros: 35_000, attrition_bp: 100, attrition_min_extra: 1 },
      { method: 'Hand place', per_placement_micros: 250_000, attrition_bp: 0, attrition_min_extra: 0 },
    ],
  },
  shipping: { order_cutoff_hour_utc: 14 },
});
