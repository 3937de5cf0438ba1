import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { placeOrder } from '#lambdas/core/checkout/place-order.ts';
import { defineHandler } from '../define-handler.ts';
import { checkoutPorts } from './checkout-ports.ts';

export const handler = defineHandler(checkoutRoutes, 'placeOrder', ({ actor, params, body }) =>
  placeOrder(actor, params.userId, body, checkoutPorts()),
);
