import { describe, expect, it } from 'vitest';
import { CompletePricingConfigSchema, PricingConfigSchema, SavePricingBodySchema } from '#contracts/schemas/pricing.ts';
import { DEFAULT_PRICING } from '#lambdas/core/pricing/default-pricing.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { quoteInput } from '../../support/quote-factories.ts';

const issues = (value: unknown) => {
  const result = CompletePricingConfigSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the pricing configuration', () => {
  it('ships a default that prices every board the capabilities offer', () => {
    expect(issues(DEFAULT_PRICING)).toEqual([]);
    // 100 × 80 mm, 2 layers, 10 boards at the defaults: $15.00 + 10 × 8,000 × 30,000 ÷ 100 µ$ ($2.40) = $39.00
    expect(quoteBoard(quoteInput(), { version: 1, config: DEFAULT_PRICING }).totals!.total_cents).toBe(3_900);
  });

  it('refuses a save that leaves an offered option unpriced or repeats one', () => {
    const config = structuredClone(DEFAULT_PRICING);
    config.fabrication.finish = config.fabrication.finish.filter((f) => f.finish !== 'ENIG');
    config.fabrication.layers.push({ ...config.fabrication.layers[0]! });
    config.assembly.placements.pop();
    config.lead_times.push({ ...config.lead_times[0]! });
    config.default_lead_time_id = 'overnight';
    expect(issues(config)).toEqual([
      'fabrication.layers: Price every layer count the shop makes, once each',
      'fabrication.finish: Price every finish the shop offers, once each',
      'assembly.placements: Price every placement method, once each',
      'lead_times: Lead time ids must differ',
      'default_lead_time_id: The default lead time must be one of the lead times',
    ]);
    // Stored versions are read with the plain schema: a later capability does not make them unreadable.
    expect(PricingConfigSchema.safeParse(config).success).toBe(true);
  });

  it('keeps amounts whole and within limits', () => {
    const config = structuredClone(DEFAULT_PRICING);
    config.assembly.setup_cents = 12.5;
    config.assembly.unique_part_cents = -1;
    config.fabrication.layers[0]!.per_cm2_micros = 1_000_000_001;
    config.lead_times[0]!.fabrication_change_bp = -9_001;
    expect(issues(config)).toEqual([
      'fabrication.layers.0.per_cm2_micros: Must be at most $1,000.00',
      'lead_times.0.fabrication_change_bp: Must be between -90% and +300%',
      'assembly.setup_cents: Use whole cents',
      'assembly.unique_part_cents: Cannot be negative',
    ]);
  });

  it('takes a save with the version it started from and an optional note', () => {
    expect(SavePricingBodySchema.parse({ base_version: 3, config: DEFAULT_PRICING })).toMatchObject({ base_version: 3, note: '' });
    expect(SavePricingBodySchema.safeParse({ base_version: 0, config: DEFAULT_PRICING }).success).toBe(false);
  });
});
