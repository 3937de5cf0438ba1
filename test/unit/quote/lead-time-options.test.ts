import { describe, expect, it } from 'vitest';
import { isAtCapacity } from '#lambdas/core/quote/lead-time-options.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { productionStart, shipDate } from '#lambdas/core/quote/ship-date.ts';
import { shippingOptionText } from '../../../web/src/lib/shipping-text.ts';
import { quoteInput, testPricing } from '../../support/quote-factories.ts';

// Lead times as shipping options (docs/data-model.md#shipping-option): days, ship date, at capacity.
// 2 November 2026 is a Monday; the test pricing's cut-off is 14:00 UTC.

describe('ship dates count business days', () => {
  it.each([
    ['Monday before the cut-off starts the same day', '2026-11-02T10:00:00Z', 5, '2026-11-02', '2026-11-09'],
    ['Monday at the cut-off starts Tuesday', '2026-11-02T14:00:00Z', 5, '2026-11-03', '2026-11-10'],
    ['Friday before the cut-off ships Monday after one day', '2026-11-06T13:59:59Z', 1, '2026-11-06', '2026-11-09'],
    ['Friday after the cut-off starts Monday', '2026-11-06T15:00:00Z', 2, '2026-11-09', '2026-11-11'],
    ['Saturday starts Monday', '2026-11-07T09:00:00Z', 10, '2026-11-09', '2026-11-23'],
    ['a month end rolls over', '2026-11-27T08:00:00Z', 3, '2026-11-27', '2026-12-02'],
  ])('%s', (_name, now, days, start, ships) => {
    expect(productionStart(new Date(now), 14).toISOString().slice(0, 10)).toBe(start);
    expect(shipDate(new Date(now), days, 14)).toBe(ships);
  });
});

describe('capacity', () => {
  const load = [{ lead_time_id: 'standard', capacity_per_day: 100, booked: 95 }];
  it('is full when the booked boards plus this order exceed a day’s capacity', () => {
    expect(isAtCapacity(load, 'standard', 5)).toBe(false); // 95 + 5 = 100
    expect(isAtCapacity(load, 'standard', 6)).toBe(true); // 101 > 100
    expect(isAtCapacity(load, 'express', 10_000)).toBe(false); // no limit known
    expect(isAtCapacity([{ lead_time_id: 'express', capacity_per_day: 0, booked: 0 }], 'express', 1)).toBe(true);
  });
});

describe('the options of a quote', () => {
  it('lists every lead time with its days, ship date, capacity and the board’s total at it', () => {
    const quote = quoteBoard(quoteInput({ load: [{ lead_time_id: 'economy', capacity_per_day: 50, booked: 45 }] }), testPricing());
    // fabrication 50,000,000 µ$: Economy −20 % → 4,000 ¢; Standard 5,000 ¢; Express +50 % → 7,500 ¢
    expect(quote.lead_time_options).toEqual([
      {
        lead_time_id: 'economy',
        label: 'Economy',
        days: 10,
        ship_date: '2026-11-16',
        at_capacity: true,
        total_cents: 4_000,
        selected: false,
      },
      {
        lead_time_id: 'standard',
        label: 'Standard',
        days: 5,
        ship_date: '2026-11-09',
        at_capacity: false,
        total_cents: 5_000,
        selected: true,
      },
      {
        lead_time_id: 'express',
        label: 'Express',
        days: 2,
        ship_date: '2026-11-04',
        at_capacity: false,
        total_cents: 7_500,
        selected: false,
      },
    ]);
    // The texts (docs/limits.md#shipping-texts), as the web shows them.
    expect(quote.lead_time_options.map((o) => shippingOptionText(o, (d) => d))).toEqual([
      '10 days (currently at capacity, unavailable)',
      '5 days (ships 2026-11-09)',
      '2 days (ships 2026-11-04)',
    ]);
  });

  it('gives no totals when the board cannot be priced', () => {
    const quote = quoteBoard(quoteInput({ board: { width_mm: 600, height_mm: 600, area_mm2: 360_000, copper_layers: 2 } }), testPricing());
    expect(quote.lead_time_options.map((o) => o.total_cents)).toEqual([null, null, null]);
  });
});
