import { listStaffOrders } from '#lambdas/core/orders/staff-orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listStaffOrders', ({ query }) => listStaffOrders(query));
