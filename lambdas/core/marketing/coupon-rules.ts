// The newsletter coupon (SPEC §1, §9): $100 off a first order over $200,
// for first-time e-mail submissions only. Pure rules, in integer cents, for
// the sign-up (issue) and the checkout (apply).

export const NEWSLETTER_COUPON = { amountOffCents: 10_000, minimumOrderCents: 20_000, singleUse: true } as const;

export type CouponTerms = { amountOffCents: number; minimumOrderCents: number; singleUse: boolean };
export type StoredCoupon = CouponTerms & { code: string; ownerEmailKey: string; consumedAt?: string | null };

/** One key per address, whatever its letter case or surrounding spaces. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A coupon is issued only for an address the list has never seen (in any letter case). */
export function shouldIssueCoupon(firstTime: boolean): boolean {
  return firstTime;
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
  /** True when the customer has no earlier placed order. */
  isFirstOrder: boolean;
};

export type CouponDecision =
  | { ok: true; discountCents: number }
  | { ok: false; reason: 'not_found' | 'not_owner' | 'already_used' | 'not_first_order' | 'below_minimum' };

/**
 * Whether the coupon applies to an order, and how much it takes off. The
 * order must be strictly over the minimum ("over $200"), the first order of
 * the coupon's owner (matched case-insensitively), and the coupon unused.
 */
export function applyCoupon(check: CouponCheck): CouponDecision {
  const { coupon } = check;
  if (!coupon) return { ok: false, reason: 'not_found' };
  if (coupon.ownerEmailKey !== emailKey(check.customerEmail)) return { ok: false, reason: 'not_owner' };
  if (coupon.singleUse && coupon.consumedAt) return { ok: false, reason: 'already_used' };
  if (!check.isFirstOrder) return { ok: false, reason: 'not_first_order' };
  if (!(check.orderSubtotalCents > coupon.minimumOrderCents)) return { ok: false, reason: 'below_minimum' };
  return { ok: true, discountCents: Math.min(coupon.amountOffCents, check.orderSubtotalCents) };
}
