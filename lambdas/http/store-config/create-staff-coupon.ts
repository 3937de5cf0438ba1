import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { createStaffCoupon } from '#lambdas/core/marketing/staff-coupons.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'createStaffCoupon', ({ actor, body }) => createStaffCoupon(actor, body));
