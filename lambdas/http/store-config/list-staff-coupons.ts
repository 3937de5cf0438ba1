import { listStaffCoupons } from '#lambdas/core/marketing/staff-coupons.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listStaffCoupons', () => listStaffCoupons());
