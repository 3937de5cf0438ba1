import { db } from './service.ts';
import type { StoredCoupon } from '../marketing/coupon-rules.ts';

export async function getCoupon(code: string): Promise<StoredCoupon | undefined> {
  const { data } = await db().entities.coupon.get({ code }).go();
  return data ?? undefined;
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
