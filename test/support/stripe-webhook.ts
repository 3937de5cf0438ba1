import Stripe from 'stripe';
import { api } from './identities.ts';
import { STRIPE_WEBHOOK_TEST_SECRET } from './stripe-webhook-secret.ts';

// Stripe events as Stripe sends them to the store's webhook, signed with the
// integration stack's secret.

export function paymentIntentEvent(
  type: string,
  intent: { id: string; amount: number; orderId: string; lastError?: string },
  eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        currency: 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { order_id: intent.orderId },
        last_payment_error: intent.lastError ? { message: intent.lastError, type: 'card_error' } : null,
      },
    },
  };
}

/** POSTs the event to the store's webhook as Stripe would: the exact bytes, signed. */
export function postStripeEvent(event: unknown, secret = STRIPE_WEBHOOK_TEST_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api('POST', '/api/stripe/webhook', {
    rawBody: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
