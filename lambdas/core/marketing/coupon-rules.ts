import { formatCents } from '#contracts/money.ts';
import type { CouponRecord } from '../db/coupons.ts';
import { emailKey } from './email-key.ts';

// Coupons: the newsletter coupon (docs/limits.md#newsletter-coupon: $100 off a first order over
// $200, for first-time e-mail identities only, one identity and one card, once) and
// coupons staff make (any customer, optionally first orders only, a number of
// uses, an end date; each customer once). Pure rules, in integer cents, for
// the sign-up (issue), the cart (show) and the checkout (apply again, then
// consume in the order's transaction).

export const NEWSLETTER_COUPON = { amountOffCents: 10_000, minimumOrderCents: 20_000, singleUse: true } as const;

/** The owner key of a coupon any customer may use (staff coupons). */
export const ANY_CUSTOMER = '*';

/** What the rules read of a stored coupon (db/entities/coupon.ts says what each field means). */
export type StoredCoupon = Omit<CouponRecord, 'createdAt' | 'createdBy' | 'consumedByOrderId' | 'consumedCardFingerprint'>;

/** A coupon is issued only for an e-mail identity the list has never seen (email-key.ts). */
export function shouldIssueCoupon(firstTime: boolean): boolean {
  return firstTime;
}

/** Newsletter coupons (`kind` absent on older items) are for first orders, once per identity and per card. */
export function isNewsletterCoupon(coupon: Pick<StoredCoupon, 'kind'>): boolean {
  return coupon.kind !== 'staff';
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** A readable code such as `CL100-7KQ4-M9XD`; `randomBytes` supplies 8 random bytes. */
export function couponCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error('couponCode needs 8 random bytes');
  const chars = Array.from(randomBytes.slice(0, 8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `CL100-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CouponCheck = {
  coupon: StoredCoupon | undefined;
  /** The e-mail of the account placing the order. */
  customerEmail: string;
  orderSubtotalCents: number;
  /** True when neither the account nor its e-mail identity has an earlier placed order. */
  isFirstOrder: boolean;
  /** True when this customer already used this coupon on an order. */
  redeemedByCustomer?: boolean;
  /** When the order is placed (ISO); defaults to the present. */
  now?: string;
};

export type CouponRefusal = 'not_found' | 'expired' | 'not_owner' | 'already_used' | 'used_up' | 'not_first_order' | 'below_minimum';
export type CouponDecision = { ok: true; discountCents: number } | { ok: false; reason: CouponRefusal };

/** Whether the coupon is for first orders only (newsletter coupons always are). */
export function isFirstOrderOnly(coupon: Pick<StoredCoupon, 'firstOrderOnly'>): boolean {
  return coupon.firstOrderOnly ?? true;
}

/**
 * Whether the coupon applies to an order, and how much it takes off. The
 * order must be strictly over the minimum ("over $200"), the coupon the
 * customer's (matched by e-mail identity) or anyone's, unexpired, not used by
 * this customer, not used up, and (when it says so) on a first order.
 */
export function applyCoupon(check: CouponCheck): CouponDecision {
  const { coupon } = check;
  if (!coupon) return { ok: false, reason: 'not_found' };
  if (coupon.expiresAt && (check.now ?? new Date().toISOString()) > coupon.expiresAt) return { ok: false, reason: 'expired' };
  // The stored key is keyed again: a coupon issued before today's rules still belongs to its mailbox (email-key.ts).
  if (coupon.ownerEmailKey !== ANY_CUSTOMER && emailKey(coupon.ownerEmailKey) !== emailKey(check.customerEmail))
    return { ok: false, reason: 'not_owner' };
  if ((coupon.singleUse && coupon.consumedAt) || check.redeemedByCustomer) return { ok: false, reason: 'already_used' };
  if (coupon.maxUses != null && (coupon.usesCount ?? 0) >= coupon.maxUses) return { ok: false, reason: 'used_up' };
  if (isFirstOrderOnly(coupon) && !check.isFirstOrder) return { ok: false, reason: 'not_first_order' };
  if (!(check.orderSubtotalCents > coupon.minimumOrderCents)) return { ok: false, reason: 'below_minimum' };
  return { ok: true, discountCents: Math.min(coupon.amountOffCents, check.orderSubtotalCents) };
}

/** Why a coupon does not apply, in the customer's words. */
export function couponRefusalText(reason: CouponRefusal, coupon?: Pick<StoredCoupon, 'minimumOrderCents'>): string {
  switch (reason) {
    case 'not_found':
      return 'There is no coupon with this code.';
    case 'expired':
      return 'This coupon has expired.';
    case 'not_owner':
      return 'This coupon belongs to another e-mail address.';
    case 'already_used':
      return 'This coupon has already been used.';
    case 'used_up':
      return 'This coupon has been used up.';
    case 'not_first_order':
      return 'This coupon is for a first order only.';
    case 'below_minimum':
      return `This coupon needs an order over ${formatCents(coupon?.minimumOrderCents ?? 0)} (boards, before shipping).`;
  }
}
