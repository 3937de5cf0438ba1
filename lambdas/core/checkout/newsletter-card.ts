import type { CouponUse, OrderPlan, PaymentPlan } from '#contracts/schemas/stored-order.ts';
import { getNewsletterCard } from '../db/newsletter-cards.ts';
import { AppError } from '../errors.ts';
import { newsletterCardUsed } from './commit-order.ts';

// The newsletter coupon works once per payment card (docs/security.md#newsletter-coupon):
// an order paying for one by card claims the card's fingerprint in its
// transaction (db/place-order.ts), conditional on no other order holding it.

/**
 * The card a newsletter-coupon order claims: the fingerprint of the card that pays
 * for it; null without a newsletter coupon or without a card payment (a purchase
 * order or an approved account is invoiced, and staff see the coupon). A card
 * payment with no card fingerprint (a payment method that is no card) cannot be
 * held to the rule, and is refused.
 */
export function newsletterCardOf(coupons: readonly Pick<CouponUse, 'newsletter'>[], payment: PaymentPlan): string | null {
  if (payment.method !== 'Card' || !coupons.some((use) => use.newsletter)) return null;
  if (!payment.cardFingerprint) throw new AppError('newsletter_coupon_needs_card');
  return payment.cardFingerprint;
}

/** Refused before any stock is held when another order already claimed the card (a retry of this same order is not another). */
export async function refuseClaimedNewsletterCard(plan: Pick<OrderPlan, 'orderId' | 'newsletterCard'>): Promise<void> {
  if (!plan.newsletterCard) return;
  const claim = await getNewsletterCard(plan.newsletterCard);
  if (claim && claim.orderId !== plan.orderId) throw newsletterCardUsed();
}
