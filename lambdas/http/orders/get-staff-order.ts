import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { getStaffOrder } from '#lambdas/core/orders/order-state-changes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'getStaffOrder', ({ params }) => getStaffOrder(params.orderId, uploadsBucket));
