import { db } from './service.ts';
import type { StoredCoupon } from '../marketing/coupon-rules.ts';

export async function getCoupon(code: string): Promise<StoredCoupon | undefined> {
  const { data } = await db().entities.coupon.get({ code }).go();
  return data ?? undefined;
}

/** Whether this customer already used the coupon on an order. */
export async function hasRedeemed(code: string, userId: string): Promise<boolean> {
  const { data } = await db().entities.couponRedemption.get({ code, userId }).go();
  return data !== null;
}

export async function listCouponsOfOwner(ownerEmailKey: string): Promise<StoredCoupon[]> {
  const { data } = await db().entities.coupon.query.byOwner({ ownerEmailKey }).go();
  return data;
}

/**
 * Marks a single-use coupon used by an order; false when it was already used
 * (or does not exist). Checkout: call inside or right before placing the order,
 * after `applyCoupon` said yes.
 */
export async function consumeCoupon(code: string, orderId: string): Promise<boolean> {
  try {
    await db()
      .entities.coupon.patch({ code })
      .set({ consumedAt: new Date().toISOString(), consumedByOrderId: orderId })
      .where(({ consumedAt }, { notExists }) => notExists(consumedAt))
      .go();
    return true;
  } catch (error) {
    if (String((error as { cause?: unknown })?.cause ?? '').includes('ConditionalCheckFailed') || String(error).includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}
