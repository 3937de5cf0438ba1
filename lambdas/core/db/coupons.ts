import type { EntityItem } from 'electrodb';
import { isConditionalFailure } from './conditional-failure.ts';
import type { CouponEntity } from './entities/coupon.ts';
import { db } from './service.ts';

export type CouponRecord = EntityItem<typeof CouponEntity>;
/** What a coupon takes off and when: the part of a coupon its issuer decides. */
export type CouponTerms = Pick<CouponRecord, 'amountOffCents' | 'minimumOrderCents' | 'singleUse'>;

export async function getCoupon(code: string): Promise<CouponRecord | undefined> {
  const { data } = await db().entities.coupon.get({ code }).go();
  return data ?? undefined;
}

/** Whether this customer already used the coupon on an order. */
export async function hasRedeemed(code: string, userId: string): Promise<boolean> {
  const { data } = await db().entities.couponRedemption.get({ code, userId }).go();
  return data !== null;
}

export async function listCouponsOfOwner(ownerEmailKey: string): Promise<CouponRecord[]> {
  const { data } = await db().entities.coupon.query.byOwner({ ownerEmailKey }).go();
  return data;
}

export type StaffCouponRecord = Omit<CouponRecord, 'kind'>;

/** A staff coupon (any customer); false when the code is taken. */
export async function createStaffCouponRecord(coupon: StaffCouponRecord): Promise<boolean> {
  try {
    await db()
      .entities.coupon.create({ ...coupon, kind: 'staff' })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Staff coupons, newest first. */
export async function listStaffCouponRecords(): Promise<StaffCouponRecord[]> {
  const { data } = await db().entities.coupon.query.staffCoupons({}).go({ order: 'desc', pages: 'all' });
  return data;
}

// Coupons are consumed only in the checkout's transaction (db/place-order.ts).
