import { describe, expect, it } from 'vitest';
import { priceCart } from '#lambdas/core/priced-cart/cart-view.ts';
import { address, boardRecord, facts, ground, instantQuote, line, newsletterCoupon } from '../../support/cart-factories.ts';

// The cart as the customer sees it (readiness (docs/states.md#cart-readiness), "Cart can be ordered" /
// "Cart has issues", money in cents (docs/limits.md#money)), from facts built by hand.

const shipped = (overrides: Parameters<typeof facts>[0] = {}) =>
  facts({ content: { shipping_address: address(), shipping_rate_id: 'ground' }, rates: { kind: 'rates', rates: [ground] }, ...overrides });

describe('readiness and state', () => {
  it('a cart with an instant quote, an address and a rate can be ordered; the totals add up in cents', () => {
    const { view } = priceCart(shipped());
    expect(view.state).toBe('Cart can be ordered');
    expect(view.issues).toEqual([]);
    expect(view.totals).toEqual({ items_cents: 5_000, shipping_cents: 1_200, discount_cents: 0, total_cents: 6_200 });
    expect(view.order_total).toBe(6_200);
    expect(view.shipping_rate).toEqual(ground);
    expect(view.items[0]!.board.quote).toEqual({ state: 'Has instant quote', total_cents: 5_000, per_board_cents: 500, reasons: [] });
  });

  it('pickup alone makes it ready, costs nothing to ship, and shows the place with its hours', () => {
    const { view } = priceCart(facts({ content: { pickup_location_id: 'workshop' } }));
    expect(view.state).toBe('Cart can be ordered');
    expect(view.pickup_info?.name).toBe('Copperline workshop');
    expect(view.pickup_info?.hours[0]).toEqual({ days: 'Monday–Friday', open_hour: 9, close_hour: 17 });
    expect(view.shipping_address).toBeNull();
    expect(view.totals.shipping_cents).toBe(0);
  });

  it('has issues without delivery, with an address but no rate, and with a rate that no longer exists', () => {
    expect(priceCart(facts()).view).toMatchObject({
      state: 'Cart has issues',
      issues: ['Choose a shipping address and a rate, or pickup.'],
    });
    const noRate = priceCart(shipped({ content: { shipping_address: address(), shipping_rate_id: null } })).view;
    expect(noRate.issues).toEqual(['Choose a shipping rate.']);
    expect(noRate.shipping_rates).toEqual([ground]);
    const gone = priceCart(shipped({ content: { shipping_address: address(), shipping_rate_id: 'teleport' } })).view;
    expect(gone).toMatchObject({ state: 'Cart has issues', shipping_rate: null, issues: ['Choose a shipping rate.'] });
  });

  it('says when the address is not served or the parcel fits no rate, and when a pickup place was removed', () => {
    expect(priceCart(shipped({ rates: { kind: 'not_served', state: 'GU' } })).view.issues).toEqual([
      'We do not ship to GU yet. Choose pickup, or another address.',
    ]);
    expect(priceCart(shipped({ rates: { kind: 'nothing_fits' } })).view.issues).toEqual([
      'No shipping rate takes a parcel this large. Choose pickup, or contact us.',
    ]);
    expect(priceCart(facts({ content: { pickup_location_id: 'moon-base' } })).view.issues).toEqual([
      'That pickup location is no longer available. Choose another, or delivery.',
    ]);
  });

  it('an empty cart has issues', () => {
    expect(
      priceCart(shipped({ content: { items: [], shipping_address: address(), shipping_rate_id: 'ground' }, lines: [] })).view.issues,
    ).toEqual(['Your cart is empty.']);
  });
});

describe('items that are not instant quotes', () => {
  it('a board still processing refreshes its quote (so the page polls) and blocks ordering', () => {
    const { view } = priceCart(
      shipped({ lines: [line({ board: boardRecord({ processing: 'Processing', metrics: undefined }), quote: null })] }),
    );
    expect(view.items[0]!.board.quote).toMatchObject({ state: 'Refreshing quote', total_cents: null });
    expect(view.issues).toEqual(['core.zip: the quote is being refreshed.']);
    expect(view.totals.items_cents).toBe(0);
  });

  it('a board that could not be processed, a missing board and a quote that cannot be made say why', () => {
    const failed = priceCart(
      shipped({
        lines: [line({ board: boardRecord({ processing: 'Cannot process', processingReason: 'No board outline' }), quote: null })],
      }),
    ).view;
    expect(failed.issues).toEqual(['core.zip: cannot quote (The board could not be processed: No board outline)']);
    expect(priceCart(shipped({ lines: [line({ board: null, quote: null })] })).view.issues).toEqual([
      'A board: cannot quote (This board no longer exists.)',
    ]);
    const capacity = { ...instantQuote(), status: 'Cannot quote' as const, reasons: ['The Standard lead time is at capacity.'] };
    const full = priceCart(shipped({ lines: [line({ quote: capacity })] })).view;
    expect(full.issues).toEqual(['core.zip: cannot quote (The Standard lead time is at capacity.)']);
    expect(full.totals.items_cents).toBe(0);
  });
});

describe('coupons', () => {
  const sixty = {
    content: { items: [{ board_id: 'b'.repeat(24), quantity: 60 }], pickup_location_id: 'workshop' },
    lines: [line({ quantity: 60, quote: instantQuote(60) })],
  };

  it('the newsletter coupon takes $100 off a first order over $200 of boards', () => {
    const { view, appliedCoupons } = priceCart(
      facts({ ...sixty, coupons: [{ code: 'CL100-AAAA-BBBB', coupon: newsletterCoupon(), redeemedByCustomer: false }] }),
    );
    expect(view.totals).toEqual({ items_cents: 25_000, shipping_cents: 0, discount_cents: 10_000, total_cents: 15_000 });
    expect(view.coupon_results).toEqual([{ id: 'CL100-AAAA-BBBB', discount_cents: 10_000, problem: null }]);
    expect(appliedCoupons.map((c) => c.code)).toEqual(['CL100-AAAA-BBBB']);
    expect(view.state).toBe('Cart can be ordered');
  });

  it('a coupon that does not apply is an issue with its reason, and takes nothing off', () => {
    const small = priceCart(
      facts({
        content: { pickup_location_id: 'workshop' },
        coupons: [{ code: 'CL100-AAAA-BBBB', coupon: newsletterCoupon(), redeemedByCustomer: false }],
      }),
    ).view;
    expect(small.totals.discount_cents).toBe(0);
    expect(small.issues).toEqual(['Coupon CL100-AAAA-BBBB: This coupon needs an order over $200.00 (boards, before shipping).']);
    const later = priceCart(
      facts({
        ...sixty,
        customer: { email: 'ada@example.com', isFirstOrder: false, paymentNotRequired: false },
        coupons: [{ code: 'CL100-AAAA-BBBB', coupon: newsletterCoupon(), redeemedByCustomer: false }],
      }),
    ).view;
    expect(later.issues).toEqual(['Coupon CL100-AAAA-BBBB: This coupon is for a first order only.']);
    const unknown = priceCart(facts({ ...sixty, coupons: [{ code: 'NOPE', coupon: undefined, redeemedByCustomer: false }] })).view;
    expect(unknown.coupon_results).toEqual([{ id: 'NOPE', discount_cents: 0, problem: 'There is no coupon with this code.' }]);
  });

  it('never takes off more than the boards cost', () => {
    const big = newsletterCoupon({
      code: 'BIG',
      ownerEmailKey: '*',
      amountOffCents: 90_000,
      minimumOrderCents: 0,
      singleUse: false,
      firstOrderOnly: false,
    });
    const { view } = priceCart(
      facts({ content: { pickup_location_id: 'workshop' }, coupons: [{ code: 'BIG', coupon: big, redeemedByCustomer: false }] }),
    );
    expect(view.totals).toEqual({ items_cents: 5_000, shipping_cents: 0, discount_cents: 5_000, total_cents: 0 });
  });
});

describe('payment options (docs/data-model.md#payment-context)', () => {
  const methods = (cartFacts: Parameters<typeof facts>[0]) =>
    Object.fromEntries(priceCart(facts(cartFacts)).view.payment_options.map((o) => [o.method, o.unavailable_reason ?? 'ok']));

  it('offers a purchase order for a balance; card only when configured; None needed only at zero or for approved accounts', () => {
    expect(methods({})).toEqual({
      'None needed': 'Only for orders with nothing to pay, or accounts approved to pay later.',
      Card: 'Card payment is unavailable.',
      'Purchase order': 'ok',
    });
    expect(methods({ cardPaymentsAvailable: true }).Card).toBe('ok');
    expect(methods({ customer: { email: 'a@b.c', isFirstOrder: true, paymentNotRequired: true } })['None needed']).toBe('ok');
  });

  it('at a zero total only None needed is offered', () => {
    const free = newsletterCoupon({
      code: 'FREE',
      ownerEmailKey: '*',
      amountOffCents: 5_000,
      minimumOrderCents: 0,
      singleUse: false,
      firstOrderOnly: false,
    });
    expect(methods({ cardPaymentsAvailable: true, coupons: [{ code: 'FREE', coupon: free, redeemedByCustomer: false }] })).toEqual({
      'None needed': 'ok',
      Card: 'There is nothing to pay by card.',
      'Purchase order': 'There is nothing to invoice.',
    });
  });
});
