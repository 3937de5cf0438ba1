import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { getOrderForActor } from '#lambdas/core/orders/orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'getOrder', ({ actor, params }) =>
  getOrderForActor(actor, params.orderId, uploadsBucket),
);
