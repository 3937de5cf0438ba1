import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { listStaffCoupons } from '#lambdas/core/marketing/staff-coupons.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'listStaffCoupons', () => listStaffCoupons());
