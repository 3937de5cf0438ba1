import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { cardPaymentEvents } from '#lambdas/core/aws/stripe-webhook-config.ts';
import { receiveStripeWebhook } from '#lambdas/core/orders/card-payment-webhook.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(checkoutRoutes, 'stripeWebhook', ({ rawBody, headers }) =>
  receiveStripeWebhook(rawBody, headers['stripe-signature'], cardPaymentEvents()),
);
