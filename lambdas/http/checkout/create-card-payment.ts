import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { authorizeCardPayment } from '#lambdas/core/checkout/card-payment.ts';
import { defineHandler } from '../define-handler.ts';
import { checkoutPorts } from './checkout-ports.ts';

export const handler = defineHandler(checkoutRoutes, 'createCardPayment', ({ params, body }) => authorizeCardPayment(params.userId, body, checkoutPorts()));
