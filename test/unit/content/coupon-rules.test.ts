import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_COUPON,
  applyCoupon,
  couponCode,
  isNewsletterCoupon,
  shouldIssueCoupon,
  type StoredCoupon,
} from '#lambdas/core/marketing/coupon-rules.ts';

const coupon: StoredCoupon = { code: 'CL100-AAAA-BBBB', ownerEmailKey: 'ada@example.com', ...NEWSLETTER_COUPON };
const check = { coupon, customerEmail: 'ada@example.com', orderSubtotalCents: 25_000, isFirstOrder: true };

describe('newsletter coupon rules (docs/limits.md#newsletter-coupon)', () => {
  it('is $100 off with a $200 minimum, single use, in cents', () => {
    expect(NEWSLETTER_COUPON).toEqual({ amountOffCents: 10_000, minimumOrderCents: 20_000, singleUse: true });
  });

  it('is issued for first-time addresses only', () => {
    expect(shouldIssueCoupon(true)).toBe(true);
    expect(shouldIssueCoupon(false)).toBe(false);
  });

  it('is a newsletter coupon unless staff made it (older newsletter coupons have no kind)', () => {
    expect(isNewsletterCoupon(coupon)).toBe(true);
    expect(isNewsletterCoupon({ kind: 'newsletter' })).toBe(true);
    expect(isNewsletterCoupon({ kind: 'staff' })).toBe(false);
  });

  it('makes readable codes from random bytes', () => {
    const code = couponCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(code).toBe('CL100-ABCD-EFGH');
    expect(couponCode(crypto.getRandomValues(new Uint8Array(8)))).toMatch(/^CL100-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(() => couponCode(new Uint8Array(3))).toThrow();
  });

  it('takes $100 off a first order over $200 of its owner, in any letter case', () => {
    expect(applyCoupon(check)).toEqual({ ok: true, discountCents: 10_000 });
    expect(applyCoupon({ ...check, customerEmail: 'ADA@example.com' })).toEqual({ ok: true, discountCents: 10_000 });
  });

  it("belongs to its owner's e-mail identity: any tagged or dotted variant of the mailbox, never another mailbox", () => {
    const gmail: StoredCoupon = { ...coupon, ownerEmailKey: 'adalovelace@gmail.com' };
    for (const customerEmail of ['Ada.Lovelace@gmail.com', 'adalovelace+shop@googlemail.com', 'a.d.a.lovelace+1@GMAIL.com']) {
      expect(applyCoupon({ ...check, coupon: gmail, customerEmail })).toEqual({ ok: true, discountCents: 10_000 });
    }
    expect(applyCoupon({ ...check, coupon: gmail, customerEmail: 'adalovelace@example.com' })).toEqual({ ok: false, reason: 'not_owner' });
    expect(applyCoupon({ ...check, customerEmail: 'ada+1@example.com' })).toEqual({ ok: true, discountCents: 10_000 });
    expect(applyCoupon({ ...check, customerEmail: 'ada1@example.com' })).toEqual({ ok: false, reason: 'not_owner' });
  });

  it("still belongs to its mailbox when it was keyed before the providers' rules (letter case only)", () => {
    const keyedBefore: StoredCoupon = { ...coupon, ownerEmailKey: 'ada.lovelace+news@gmail.com' };
    expect(applyCoupon({ ...check, coupon: keyedBefore, customerEmail: 'adalovelace@gmail.com' })).toEqual({
      ok: true,
      discountCents: 10_000,
    });
  });

  it('needs an order strictly over $200', () => {
    expect(applyCoupon({ ...check, orderSubtotalCents: 20_000 })).toEqual({ ok: false, reason: 'below_minimum' });
    expect(applyCoupon({ ...check, orderSubtotalCents: 20_001 })).toEqual({ ok: true, discountCents: 10_000 });
  });

  it('refuses a used coupon, a later order, another customer and a missing coupon', () => {
    expect(applyCoupon({ ...check, coupon: { ...coupon, consumedAt: '2026-11-01T00:00:00Z' } })).toEqual({
      ok: false,
      reason: 'already_used',
    });
    expect(applyCoupon({ ...check, isFirstOrder: false })).toEqual({ ok: false, reason: 'not_first_order' });
    expect(applyCoupon({ ...check, customerEmail: 'eve@example.com' })).toEqual({ ok: false, reason: 'not_owner' });
    expect(applyCoupon({ ...check, coupon: undefined })).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('staff coupons', () => {
  const staff: StoredCoupon = {
    code: 'SPRING25',
    ownerEmailKey: '*',
    amountOffCents: 2_500,
    minimumOrderCents: 0,
    singleUse: false,
    firstOrderOnly: false,
    maxUses: 2,
    usesCount: 0,
    expiresAt: '2026-11-30T23:59:59.999Z',
  };
  const order = {
    coupon: staff,
    customerEmail: 'eve@example.com',
    orderSubtotalCents: 5_000,
    isFirstOrder: false,
    now: '2026-11-02T10:00:00.000Z',
  };

  it('work for any customer and any order while unexpired and not used up', () => {
    expect(applyCoupon(order)).toEqual({ ok: true, discountCents: 2_500 });
  });

  it('stop after their last day, after their last use, and for a customer who used them already', () => {
    expect(applyCoupon({ ...order, now: '2026-12-01T00:00:00.000Z' })).toEqual({ ok: false, reason: 'expired' });
    expect(applyCoupon({ ...order, coupon: { ...staff, usesCount: 2 } })).toEqual({ ok: false, reason: 'used_up' });
    expect(applyCoupon({ ...order, redeemedByCustomer: true })).toEqual({ ok: false, reason: 'already_used' });
  });

  it('may be for first orders only; newsletter coupons always are', () => {
    expect(applyCoupon({ ...order, coupon: { ...staff, firstOrderOnly: true } })).toEqual({ ok: false, reason: 'not_first_order' });
    expect(applyCoupon({ ...order, coupon: { ...staff, firstOrderOnly: true }, isFirstOrder: true })).toEqual({
      ok: true,
      discountCents: 2_500,
    });
  });
});
