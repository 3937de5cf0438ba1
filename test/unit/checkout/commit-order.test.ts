import { describe, expect, it } from 'vitest';
import type { CouponUse } from '#contracts/schemas/stored-order.ts';
import { refusalFromConditions } from '#lambdas/core/checkout/commit-order.ts';
import type { OrderConditions } from '#lambdas/core/db/place-order.ts';

// After the order's transaction lost a race, the checkout (not the data layer)
// decides from the coupons, the booking and the order count read again which
// refusal it was (lambdas/core/checkout/README.md#failure-cases).

const singleUse: CouponUse = {
  code: 'CL100-AAAA-BBBB',
  discountCents: 10_000,
  singleUse: true,
  maxUses: null,
  firstOrderOnly: true,
  newsletter: true,
};
const limited: CouponUse = { code: 'STAFF5', discountCents: 500, singleUse: false, maxUses: 3, firstOrderOnly: false, newsletter: false };
const booking = { leadTimeId: 'standard', shipDate: '2026-12-01', boards: 4, capacityPerDay: 10 };

const unused = { consumed: false, usesCount: 0, redeemedByCustomer: false };
const conditions = (changes: Partial<OrderConditions> = {}): OrderConditions => ({
  coupons: new Map([
    [singleUse.code, unused],
    [limited.code, { ...unused, usesCount: 2 }],
  ]),
  booked: 6,
  ordersPlaced: 0,
  emailOrdersPlaced: 0,
  newsletterCardOrderId: null,
  ...changes,
});
const ORDER_ID = 'o'.repeat(24);
const plan = { orderId: ORDER_ID, coupons: [singleUse, limited], booking, requiresFirstOrder: true, newsletterCard: 'fp_card' };

describe('refusalFromConditions', () => {
  it('finds nothing when the coupons, the day and the first order still allow the order', () => {
    expect(refusalFromConditions(plan, conditions())).toBeNull();
  });

  it('refuses a coupon consumed, used up, redeemed by this customer or deleted meanwhile', () => {
    const consumed = new Map([...conditions().coupons, [singleUse.code, { ...unused, consumed: true }]]);
    const usedUp = new Map([...conditions().coupons, [limited.code, { ...unused, usesCount: 3 }]]);
    const redeemed = new Map([...conditions().coupons, [limited.code, { ...unused, redeemedByCustomer: true }]]);
    const deleted = new Map([[limited.code, unused]]);
    for (const coupons of [consumed, usedUp, redeemed, deleted]) {
      expect(refusalFromConditions(plan, conditions({ coupons }))).toBe('coupon_unavailable');
    }
  });

  it('refuses a production day the order no longer fits, and a first order placed meanwhile', () => {
    expect(refusalFromConditions(plan, conditions({ booked: 7 }))).toBe('at_capacity');
    expect(refusalFromConditions({ ...plan, booking: null }, conditions({ booked: 100 }))).toBeNull();
    expect(refusalFromConditions(plan, conditions({ ordersPlaced: 1 }))).toBe('not_first_order');
    expect(refusalFromConditions({ ...plan, requiresFirstOrder: false }, conditions({ ordersPlaced: 1 }))).toBeNull();
  });

  it("refuses a first order placed meanwhile by another account of the customer's e-mail identity", () => {
    expect(refusalFromConditions(plan, conditions({ emailOrdersPlaced: 1 }))).toBe('not_first_order');
    expect(refusalFromConditions({ ...plan, requiresFirstOrder: false }, conditions({ emailOrdersPlaced: 1 }))).toBeNull();
  });

  it('refuses the newsletter card claimed meanwhile by another order, not by this same order', () => {
    expect(refusalFromConditions(plan, conditions({ newsletterCardOrderId: 'x'.repeat(24) }))).toBe('newsletter_card_used');
    expect(refusalFromConditions(plan, conditions({ newsletterCardOrderId: ORDER_ID }))).toBeNull();
    expect(refusalFromConditions({ ...plan, newsletterCard: null }, conditions({ newsletterCardOrderId: 'x'.repeat(24) }))).toBeNull();
  });

  it("names the first that moved in the transaction's order: coupons, then the day, then the order count", () => {
    const consumed = new Map([...conditions().coupons, [singleUse.code, { ...unused, consumed: true }]]);
    expect(refusalFromConditions(plan, conditions({ coupons: consumed, booked: 9, ordersPlaced: 1 }))).toBe('coupon_unavailable');
    expect(refusalFromConditions(plan, conditions({ booked: 9, ordersPlaced: 1 }))).toBe('at_capacity');
  });
});
