import type { CreateCouponBody, StaffCoupon } from '#contracts/schemas/coupons.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { createStaffCouponRecord, listStaffCouponRecords, type StaffCouponRecord } from '../db/coupons.ts';
import { AppError } from '../errors.ts';
import { ANY_CUSTOMER } from './coupon-rules.ts';

// Coupons staff make (/internal/config): for any customer, once each, within
// their uses and dates; the checkout enforces them (coupon-rules.ts).

function toStaffCoupon(staffCouponRecord: StaffCouponRecord): StaffCoupon {
  return {
    code: staffCouponRecord.code,
    amount_off_cents: staffCouponRecord.amountOffCents,
    minimum_order_cents: staffCouponRecord.minimumOrderCents,
    first_order_only: staffCouponRecord.firstOrderOnly ?? false,
    max_uses: staffCouponRecord.maxUses ?? null,
    expires_on: staffCouponRecord.expiresAt ? staffCouponRecord.expiresAt.slice(0, 10) : null,
    uses: staffCouponRecord.usesCount ?? 0,
    created_at: staffCouponRecord.createdAt,
    created_by: staffCouponRecord.createdBy ?? '',
  };
}

export async function listStaffCoupons(): Promise<{ coupons: StaffCoupon[] }> {
  return { coupons: (await listStaffCouponRecords()).map(toStaffCoupon) };
}

export async function createStaffCoupon(actor: Actor, body: CreateCouponBody): Promise<StaffCoupon> {
  const staff = requireIdentity(actor);
  const record: StaffCouponRecord = {
    code: body.code,
    ownerEmailKey: ANY_CUSTOMER,
    amountOffCents: body.amount_off_cents,
    minimumOrderCents: body.minimum_order_cents,
    singleUse: false,
    firstOrderOnly: body.first_order_only,
    ...(body.max_uses !== null ? { maxUses: body.max_uses } : {}),
    usesCount: 0,
    ...(body.expires_on ? { expiresAt: `${body.expires_on}T23:59:59.999Z` } : {}),
    createdAt: new Date().toISOString(),
    createdBy: staff.email || staff.sub,
  };
  if (!(await createStaffCouponRecord(record)))
    throw new AppError('coupon_exists', `A coupon with the code ${body.code} already exists.`, {
      code: ['This code is taken'],
    });
  return toStaffCoupon(record);
}
