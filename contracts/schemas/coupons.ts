import * as z from 'zod/mini';
import { FeeCentsSchema } from './pricing.ts';

// Coupons staff make for any customer (the newsletter's own coupons are made
// one per new contact, contracts/schemas/marketing.ts). Amounts in cents.

export const CouponCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{3,23}$/, 'Use 4 to 24 letters, digits and dashes'));

export const CreateCouponBodySchema = z.object({
  code: CouponCodeSchema,
  amount_off_cents: FeeCentsSchema.check(z.gte(1, 'Must take something off')),
  /** The boards' subtotal must be over this. */
  minimum_order_cents: FeeCentsSchema,
  first_order_only: z.boolean(),
  /** Orders that may use it in all; null: no limit. Each customer uses a coupon once. */
  max_uses: z.nullable(z.number().check(z.int('Enter a whole number'), z.gte(1, 'At least 1'), z.lte(1_000_000))),
  /** The last day it works (UTC, inclusive); null: no end. */
  expires_on: z.nullable(z.iso.date()),
});
export type CreateCouponBody = z.infer<typeof CreateCouponBodySchema>;

export const StaffCouponSchema = z.extend(CreateCouponBodySchema, {
  uses: z.number().check(z.int()),
  created_at: z.string(),
  created_by: z.string(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

export const StaffCouponListSchema = z.object({ coupons: z.array(StaffCouponSchema) });
