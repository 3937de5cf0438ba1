import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { markOrderTracked } from '#lambdas/core/orders/orders.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'markOrderTracked', ({ actor, params }) => markOrderTracked(actor, params.orderId));
