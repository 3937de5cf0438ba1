import { isConditionalFailure } from './conditional-failure.ts';
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

export type StaffCouponRecord = StoredCoupon & { createdAt: string; createdBy?: string };

/** A staff coupon (any customer); false when the code is taken. */
export async function createStaffCouponRecord(coupon: StaffCouponRecord): Promise<boolean> {
  try {
    await db().entities.coupon.create({ ...coupon, kind: 'staff' } as Parameters<ReturnType<typeof db>['entities']['coupon']['create']>[0]).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Staff coupons, newest first. */
export async function listStaffCouponRecords(): Promise<StaffCouponRecord[]> {
  const { data } = await db().entities.coupon.query.staffCoupons({}).go({ order: 'desc', pages: 'all' });
  return data as StaffCouponRecord[];
}

// Coupons are consumed only in the checkout's transaction (db/place-order.ts).
