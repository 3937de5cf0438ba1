import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { listCustomerOrders } from '#lambdas/core/orders/orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'listUserOrders', ({ params }) => listCustomerOrders(params.userId, uploadsBucket));
