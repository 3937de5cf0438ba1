import type { CreateCouponBody, StaffCoupon } from '#contracts/schemas/coupons.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { createStaffCouponRecord, listStaffCouponRecords, type StaffCouponRecord } from '../db/coupons.ts';
import { AppError } from '../errors.ts';
import { ANY_CUSTOMER } from './coupon-rules.ts';

// Coupons staff make (/internal/config): for any customer, once each, within
// their uses and dates; the checkout enforces them (coupon-rules.ts).

function toStaffCoupon(c: StaffCouponRecord): StaffCoupon {
  return {
    code: c.code,
    amount_off_cents: c.amountOffCents,
    minimum_order_cents: c.minimumOrderCents,
    first_order_only: c.firstOrderOnly ?? false,
    max_uses: c.maxUses ?? null,
    expires_on: c.expiresAt ? c.expiresAt.slice(0, 10) : null,
    uses: c.usesCount ?? 0,
    created_at: c.createdAt,
    created_by: c.createdBy ?? '',
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
