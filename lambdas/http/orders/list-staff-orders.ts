import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { listStaffOrders } from '#lambdas/core/orders/staff-orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'listStaffOrders', ({ query }) => listStaffOrders(query));
