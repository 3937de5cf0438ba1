import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { authorizeCardPayment } from '#lambdas/core/checkout/card-payment.ts';
import { defineHandler } from '../define-handler.ts';
import { cardPaymentPorts } from './card-payment-ports.ts';

export const handler = defineHandler(checkoutRoutes, 'createCardPayment', ({ params, body }) =>
  authorizeCardPayment(params.userId, body, cardPaymentPorts()),
);
