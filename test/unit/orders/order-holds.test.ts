import { describe, expect, it } from 'vitest';
import { priceCart } from '#lambdas/core/priced-cart/cart-view.ts';
import type { OrderContent, OrderHolds } from '#contracts/schemas/stored-order.ts';
import type { ReleaseFacts } from '#lambdas/core/db/cancel-order.ts';
import { planOrder } from '#lambdas/core/checkout/order-from-cart.ts';
import { holdsOfOrder, holdsOfPlan, planRelease, releaseNote } from '#lambdas/core/orders/order-holds.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard } from '../../support/quote-examples.ts';
import { testPricing } from '../../support/quote-factories.ts';
import { facts, line, newsletterCoupon, ORDER_ID } from '../../support/cart-factories.ts';

// What a placed order holds of the shop, and what canceling it gives back
// (pure): exactly what the checkout took, judged against what is true now.

const OTHER_ORDER = 'x'.repeat(24);

/** An order of 20 assembled boards (the worked example: 85 resistors C25744, 25 MCUs ATMEGA328P) with the newsletter coupon, booked on 2026-11-09. */
function placedPlan() {
  const quote = quoteBoard(assembledBoard(), testPricing());
  const priced = priceCart(
    facts({
      content: { pickup_location_id: 'workshop', items: [{ board_id: 'b'.repeat(24) }] },
      lines: [line({ quantity: 20, quote })],
      coupons: [{ code: 'CL100-AAAA-BBBB', coupon: newsletterCoupon({ minimumOrderCents: 0 }), redeemedByCustomer: false }],
      leadTimeOptions: [
        { lead_time_id: 'standard', label: 'Standard', days: 5, ship_date: '2026-11-09', at_capacity: false, selected: true },
      ],
    }),
  );
  return planOrder({
    priced,
    userId: 'u'.repeat(24),
    customerEmail: 'ada@example.com',
    payment: { method: 'Purchase order', invoiceState: 'Not yet invoiced', paymentState: 'Has balance' },
    capacityPerDay: 100,
    shippingSettingsVersion: 1,
    by: 'ada',
  });
}

const factsNow = (overrides: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  parts: new Map([
    ['ATMEGA328P', { stock: 25, name: 'ATMEGA328P-AU' }],
    ['C25744', { stock: 1_000, name: 'C25744' }],
  ]),
  bookedNow: 35,
  coupons: new Map([['CL100-AAAA-BBBB', { singleUse: true, consumedByOrderId: ORDER_ID, usesCount: 1, redemptionOrderId: ORDER_ID }]]),
  ordersPlaced: 1,
  emailOrdersPlaced: 1,
  newsletterCardOrderId: null,
  ...overrides,
});

describe('holdsOfPlan / holdsOfOrder', () => {
  it('records what the checkout takes: the parts at price breaks, the booking, the coupons and the e-mail identity counted', () => {
    const holds = holdsOfPlan(placedPlan());
    expect(holds).toEqual({
      parts: [
        { partId: 'ATMEGA328P', quantity: 25 },
        { partId: 'C25744', quantity: 85 },
      ],
      booking: { leadTimeId: 'standard', shipDate: '2026-11-09', boards: 20 },
      coupons: ['CL100-AAAA-BBBB'],
      emailKey: 'ada@example.com',
    });
    // The stored holds are what a cancel reads.
    expect(holdsOfOrder({ content: placedPlan().content, holds })).toBe(holds);
  });

  it('for an order placed before holds were stored, reads the same from its content (quotes, lead time, coupons)', () => {
    const plan = placedPlan();
    // Such an order was never counted under its e-mail identity, so it has none to give back.
    const { emailKey: _counted, ...asBefore } = holdsOfPlan(plan);
    expect(holdsOfOrder({ content: plan.content })).toEqual(asBefore);
    const noShipDate: OrderContent = { ...plan.content, lead_time: { ...plan.content.lead_time, ship_date: null }, coupons_applied: [] };
    expect(holdsOfOrder({ content: noShipDate })).toMatchObject({ booking: null, coupons: [] });
  });
});

describe('planRelease', () => {
  const holds: OrderHolds = holdsOfPlan(placedPlan());

  it('returns each part exactly (figure after from the figure now), releases the booking and the coupon, and uncounts the order', () => {
    const release = planRelease({ orderId: ORDER_ID }, holds, factsNow());
    expect(release).toEqual({
      stock: [
        { partId: 'ATMEGA328P', name: 'ATMEGA328P-AU', quantity: 25, before: 25, after: 50 },
        { partId: 'C25744', name: 'C25744', quantity: 85, before: 1_000, after: 1_085 },
      ],
      booking: { leadTimeId: 'standard', shipDate: '2026-11-09', boards: 20 },
      coupons: [{ code: 'CL100-AAAA-BBBB', singleUse: true, usesCount: true }],
      uncount: true,
      uncountEmail: 'ada@example.com',
      newsletterCard: null,
      skipped: [],
    });
    expect(releaseNote(release)).toBe(
      'Returned to stock: 25 × ATMEGA328P-AU (now 50), 85 × C25744 (now 1085). Production booking released: 20 boards on 2026-11-09. Coupon CL100-AAAA-BBBB can be used again.',
    );
  });

  it('a staff coupon with many uses gives back one use and this customer’s redemption', () => {
    const staffHolds: OrderHolds = { parts: [], booking: null, coupons: ['SPRING25'] };
    const release = planRelease(
      { orderId: ORDER_ID },
      staffHolds,
      factsNow({
        coupons: new Map([['SPRING25', { singleUse: false, consumedByOrderId: null, usesCount: 7, redemptionOrderId: ORDER_ID }]]),
      }),
    );
    expect(release.coupons).toEqual([{ code: 'SPRING25', singleUse: false, usesCount: true }]);
    expect(releaseNote(release)).toBe('Coupon SPRING25 can be used again.');
  });

  it('names and skips what is no longer there to give back, instead of refusing the cancel', () => {
    const release = planRelease(
      { orderId: ORDER_ID },
      holds,
      factsNow({
        parts: new Map([['C25744', { stock: 0, name: 'C25744' }]]),
        bookedNow: 5,
        coupons: new Map([
          ['CL100-AAAA-BBBB', { singleUse: true, consumedByOrderId: OTHER_ORDER, usesCount: 1, redemptionOrderId: OTHER_ORDER }],
        ]),
        ordersPlaced: 0,
      }),
    );
    expect(release.stock).toEqual([{ partId: 'C25744', name: 'C25744', quantity: 85, before: 0, after: 85 }]);
    expect(release.booking).toBeNull();
    expect(release.coupons).toEqual([]);
    expect(release.uncount).toBe(false);
    expect(release.skipped).toEqual([
      'part ATMEGA328P is no longer in the catalogue (25 not returned)',
      'no booking of 20 boards on 2026-11-09 to release',
      'coupon CL100-AAAA-BBBB was not held by this order any more',
    ]);
    expect(releaseNote(release)).toContain('Not released: part ATMEGA328P is no longer in the catalogue');
  });

  it('gives back the newsletter card the order claimed, only while this order still holds it', () => {
    const withCard: OrderHolds = { ...holds, newsletterCard: 'fp_card' };
    expect(planRelease({ orderId: ORDER_ID }, withCard, factsNow({ newsletterCardOrderId: ORDER_ID })).newsletterCard).toBe('fp_card');
    expect(planRelease({ orderId: ORDER_ID }, withCard, factsNow({ newsletterCardOrderId: OTHER_ORDER })).newsletterCard).toBeNull();
    expect(planRelease({ orderId: ORDER_ID }, withCard, factsNow({ newsletterCardOrderId: null })).newsletterCard).toBeNull();
    expect(planRelease({ orderId: ORDER_ID }, holds, factsNow({ newsletterCardOrderId: ORDER_ID })).newsletterCard).toBeNull();
  });

  it('uncounts the e-mail identity only for an order counted under one, and only while its count is above zero', () => {
    expect(planRelease({ orderId: ORDER_ID }, holds, factsNow({ emailOrdersPlaced: 0 })).uncountEmail).toBeNull();
    const { emailKey: _none, ...uncounted } = holds;
    expect(planRelease({ orderId: ORDER_ID }, uncounted, factsNow()).uncountEmail).toBeNull();
  });

  it('an order that held nothing says so', () => {
    const release = planRelease({ orderId: ORDER_ID }, { parts: [], booking: null, coupons: [] }, factsNow({ ordersPlaced: 3 }));
    expect(release).toMatchObject({ stock: [], booking: null, coupons: [], uncount: true });
    expect(releaseNote(release)).toBe('Nothing was held.');
  });
});
