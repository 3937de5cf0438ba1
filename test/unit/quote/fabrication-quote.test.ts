import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { quoteInput, testPricing } from '../../support/quote-factories.ts';

// Fabrication, worked by hand against TEST_PRICING (2 layers: $10.00 setup +
// $0.05 per cm²; ENIG $8.00 + $0.012345/cm²; Black $2.50; Express +50 %;
// Economy −20 %). Unit prices are micro-dollars, totals cents.

const amounts = (quote: ReturnType<typeof quoteBoard>) => Object.fromEntries(quote.lines.map((l) => [l.id, l.amount_cents]));

describe('fabrication of a bare board', () => {
  it('prices 10 boards of 100 × 80 mm with the default options', () => {
    const quote = quoteBoard(quoteInput(), testPricing());
    // setup:  1 × $10.00                                        = $10.00
    // boards: 8,000 mm² × 50,000 µ$/cm² ÷ 100 = 4,000,000 µ$ = $4.00 a board
    //         10 × $4.00                                        = $40.00
    // 1.6 mm, HASL, Green and 1 oz are the defaults and cost nothing extra.
    expect(amounts(quote)).toEqual({ 'fabrication.setup': 1_000, 'fabrication.boards': 4_000 });
    expect(quote.lines[1]).toMatchObject({ quantity: 10, unit_price_micros: 4_000_000, amount_micros: 40_000_000 });
    expect(quote.lines[1]!.arithmetic).toBe('10 boards × $4.00 (8,000 mm² (80.00 cm²) × $0.05 per cm²) = $40.00');
    expect(quote.totals).toEqual({ fabrication_cents: 5_000, assembly_cents: 0, parts_cents: 0, total_cents: 5_000, per_board_cents: 500 });
    expect(quote.status).toBe('Has instant quote');
    expect(quote.quoted_parts).toEqual([]);
  });

  it('adds option surcharges and the lead time, rounding up per board and once per line', () => {
    const quote = quoteBoard(
      quoteInput({
        board: { width_mm: 33.3, height_mm: 33.3, area_mm2: 1_108.89, copper_layers: 2 },
        quantity: 7,
        options: { finish: 'ENIG', colour: 'Black' },
        lead_time_id: 'express',
      }),
      testPricing(),
    );
    // billable area: ⌈1,108.89⌉ = 1,109 mm²
    // setup:        1 × $10.00                                           = 10,000,000 µ$ → 1,000 ¢
    // boards:       1,109 × 50,000 ÷ 100 = 554,500 µ$ (exact) a board
    //               7 × 554,500 = 3,881,500 µ$ = 388.15 ¢                            → 388 ¢
    // ENIG order:   1 × $8.00                                            = 8,000,000 µ$ → 800 ¢
    // ENIG area:    1,109 × 12,345 ÷ 100 = 136,906.05 → ⌈⌉ 136,907 µ$ a board
    //               7 × 136,907 = 958,349 µ$ = 95.8349 ¢                              → 96 ¢
    // Black:        1 × $2.50                                            = 2,500,000 µ$ → 250 ¢
    // fabrication before the lead time: 10,000,000 + 3,881,500 + 8,000,000 + 958,349 + 2,500,000 = 25,339,849 µ$
    // Express +50 %: 25,339,849 × 5,000 ÷ 10,000 = 12,669,924.5 → 12,669,925 µ$ = 1,266.9925 ¢ → 1,267 ¢
    expect(amounts(quote)).toEqual({
      'fabrication.setup': 1_000,
      'fabrication.boards': 388,
      'fabrication.finish.order': 800,
      'fabrication.finish.area': 96,
      'fabrication.colour.order': 250,
      'fabrication.lead_time': 1_267,
    });
    expect(quote.lines.find((l) => l.id === 'fabrication.finish.area')).toMatchObject({
      quantity: 7,
      unit_price_micros: 136_907,
      amount_micros: 958_349,
    });
    expect(quote.lines.find((l) => l.id === 'fabrication.finish.area')!.arithmetic).toContain('rounded up to the micro-dollar');
    expect(quote.lines.find((l) => l.id === 'fabrication.lead_time')).toMatchObject({
      label: 'Express lead time (+50% of fabrication)',
      unit_price_micros: 12_669_925,
    });
    // 1,000 + 388 + 800 + 96 + 250 + 1,267 = 3,801 ¢; per board 3,801 ÷ 7 = 543.0 → 543 ¢
    expect(quote.totals).toEqual({ fabrication_cents: 3_801, assembly_cents: 0, parts_cents: 0, total_cents: 3_801, per_board_cents: 543 });
  });

  it('takes a discount for a slower lead time as a negative line', () => {
    const quote = quoteBoard(quoteInput({ lead_time_id: 'economy' }), testPricing());
    // 10,000,000 + 40,000,000 = 50,000,000 µ$; −20 % = −10,000,000 µ$ = −1,000 ¢ → total 5,000 − 1,000 = 4,000 ¢
    expect(amounts(quote)['fabrication.lead_time']).toBe(-1_000);
    expect(quote.totals!.total_cents).toBe(4_000);
  });

  it('records the pricing and capability versions it used', () => {
    const quote = quoteBoard(quoteInput(), testPricing(undefined, 12));
    expect(quote.pricing_version).toBe(12);
    expect(quote.capabilities_version).toBe(capabilities.version);
    expect(quote.quoted_at).toBe('2026-11-02T10:00:00.000Z');
  });

  it('cannot quote a board outside the capabilities, and says why', () => {
    const eight = quoteBoard(quoteInput({ board: { width_mm: 100, height_mm: 80, area_mm2: 8_000, copper_layers: 8 } }), testPricing());
    expect(eight.status).toBe('Cannot quote');
    expect(eight.totals).toBeNull();
    expect(eight.lines).toEqual([]);
    expect(eight.reasons).toEqual(['8-layer boards are not made here (we make 1, 2, 4, 6 layers).']);

    const long = quoteBoard(quoteInput({ board: { width_mm: 510, height_mm: 20, area_mm2: 10_200, copper_layers: 2 } }), testPricing());
    expect(long.status).toBe('Cannot quote');
    expect(long.reasons).toEqual(['The board is 510.0 × 20.0 mm; we make boards up to 500 × 400 mm.']);
  });

  it('refuses options the capabilities do not offer when the input is parsed', () => {
    expect(() => quoteBoard(quoteInput({ options: { finish: 'OSP' } }), testPricing())).toThrow('That finish is not offered');
    expect(() => quoteBoard(quoteInput({ options: { thickness_mm: 3.2 } }), testPricing())).toThrow('That thickness is not offered');
  });

  it('cannot quote when the pricing has no row for a layer count', () => {
    const pricing = testPricing();
    const withoutFour = {
      ...pricing,
      config: {
        ...pricing.config,
        fabrication: { ...pricing.config.fabrication, layers: pricing.config.fabrication.layers.filter((l) => l.layers !== 4) },
      },
    };
    const quote = quoteBoard(quoteInput({ board: { width_mm: 100, height_mm: 80, area_mm2: 8_000, copper_layers: 4 } }), withoutFour);
    expect(quote.status).toBe('Cannot quote');
    expect(quote.reasons).toEqual(['No price is set for 4-layer boards.']);
  });
});
