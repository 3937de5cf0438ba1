import { authorizeCardPayment } from '#lambdas/core/checkout/card-payment.ts';
import { defineHandler } from '../define-handler.ts';
import { checkoutPorts } from './checkout-ports.ts';

export const handler = defineHandler('createCardPayment', ({ params, body }) => authorizeCardPayment(params.userId, body, checkoutPorts()));
