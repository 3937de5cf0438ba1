import { describe, expect, it } from 'vitest';
import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import { boardMoves, contentFromUpdate } from '#lambdas/core/cart/cart-content.ts';
import { cartLeadTimeOptions, leadTimeDays, quoteLoad, resolveLeadTimeId } from '#lambdas/core/priced-cart/lead-times.ts';
import { MONDAY_MORNING, TEST_PRICING } from '../../support/quote-factories.ts';
import { address, ground } from '../../support/cart-factories.ts';

const capacity = [{ lead_time_id: 'express', boards_per_day: 100 }];

describe('lead times for a whole order (shipping option (docs/data-model.md#shipping-option), texts (docs/limits.md#shipping-texts))', () => {
  const days = leadTimeDays(TEST_PRICING, new Date(MONDAY_MORNING));

  it('ships after the business days of production, counted from the order day before the cut-off', () => {
    // Monday 2 Nov 2026 before 14:00 UTC: 2 business days → Wed 4 Nov; 5 → Mon 9 Nov; 10 → Mon 16 Nov.
    expect(days).toEqual([
      { lead_time_id: 'economy', ship_date: '2026-11-16' },
      { lead_time_id: 'standard', ship_date: '2026-11-09' },
      { lead_time_id: 'express', ship_date: '2026-11-04' },
    ]);
  });

  it('is at capacity when the boards booked for that day plus the whole order pass the boards per day', () => {
    const options = (boards: number) => cartLeadTimeOptions(TEST_PRICING, days, capacity, new Map([['express', 70]]), boards, 'standard');
    expect(options(30).map((o) => [o.lead_time_id, o.at_capacity, o.selected])).toEqual([
      ['economy', false, false],
      ['standard', false, true],
      ['express', false, false],
    ]);
    expect(options(31).find((o) => o.lead_time_id === 'express')).toEqual({
      lead_time_id: 'express',
      label: 'Express',
      days: 2,
      ship_date: '2026-11-04',
      at_capacity: true,
      selected: false,
    });
  });

  it("hands each board's quote the order's other boards as already booked", () => {
    expect(quoteLoad(capacity, new Map([['express', 70]]), 25)).toEqual([{ lead_time_id: 'express', capacity_per_day: 100, booked: 95 }]);
  });

  it('uses the chosen lead time while the pricing offers it, else the default', () => {
    expect(resolveLeadTimeId(TEST_PRICING, 'express')).toBe('express');
    expect(resolveLeadTimeId(TEST_PRICING, 'teleport')).toBe('standard');
    expect(resolveLeadTimeId(TEST_PRICING, null)).toBe('standard');
  });
});

describe('what the cart stores from a PUT', () => {
  const b1 = 'a'.repeat(24);
  const b2 = 'c'.repeat(24);
  const update = {
    version: 1,
    items: [{ board_id: b1, quantity: 5 }],
    shipping_address: address(),
    shipping_rate: ground,
    pickup_info: null,
    coupons_applied: [{ id: ' cl100-aaaa-bbbb ' }, { id: 'CL100-AAAA-BBBB' }, { id: 'SPRING' }],
    lead_time_id: null,
  };

  it('keeps boards without a quantity of their own (the board has it), rate and pickup by id, coupon codes upper-cased and once, in order', () => {
    expect(contentFromUpdate(update)).toEqual({
      items: [{ board_id: b1 }],
      shipping_address: address(),
      shipping_rate_id: 'ground',
      pickup_location_id: null,
      coupon_codes: ['CL100-AAAA-BBBB', 'SPRING'],
      lead_time_id: null,
    });
  });

  it('refuses the same board twice', () => {
    expect(() =>
      contentFromUpdate({
        ...update,
        items: [
          { board_id: b1, quantity: 1 },
          { board_id: b1, quantity: 2 },
        ],
      }),
    ).toThrow('A board can be in the cart once');
  });

  it('knows which boards enter and leave the cart', () => {
    const before = { ...EMPTY_CART_CONTENT, items: [{ board_id: b1 }] };
    expect(boardMoves(before, { ...EMPTY_CART_CONTENT, items: [{ board_id: b2 }] })).toEqual({ added: [b2], removed: [b1] });
    expect(boardMoves(before, { ...before, items: [{ board_id: b1 }] })).toEqual({ added: [], removed: [] });
  });
});
