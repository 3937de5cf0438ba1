import Stripe from 'stripe';
import { AppError } from '../errors.ts';
import type { CardPaymentEvent, CardPaymentEventSource } from './card-payment-events.ts';
import { toIntent } from './stripe-card-payments.ts';

// CardPaymentEventSource with the official SDK: Stripe.webhooks verifies the
// Stripe-Signature header (HMAC-SHA256 of "timestamp.body" with the endpoint's
// signing secret, within Stripe's default 5-minute tolerance) over the body's
// exact bytes, then parses the event. No API key is needed to verify.

export const invalidSignature = (why: string) =>
  new AppError('invalid_signature', `The Stripe signature does not match this request: ${why}`);

const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

export function toCardPaymentEvent(event: Stripe.Event): CardPaymentEvent {
  if (!INTENT_EVENTS.has(event.type)) return { id: event.id, type: event.type, created: event.created, intent: null };
  const pi = event.data.object as Stripe.PaymentIntent;
  return {
    id: event.id,
    type: event.type as 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    created: event.created,
    intent: { ...toIntent(pi), lastError: pi.last_payment_error?.message ?? null },
  };
}

export function stripeWebhookEvents(options: { signingSecret: () => Promise<string> }): CardPaymentEventSource {
  return {
    available: true,
    async verify(rawBody, signatureHeader) {
      if (!signatureHeader) throw invalidSignature('the Stripe-Signature header is missing.');
      const secret = await options.signingSecret();
      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(rawBody, signatureHeader, secret);
      } catch (error) {
        throw invalidSignature(error instanceof Error ? error.message : String(error));
      }
      return toCardPaymentEvent(event);
    },
  };
}

/** No signing secret configured: every event is refused with 503. */
export const NO_WEBHOOK_EVENTS: CardPaymentEventSource = {
  available: false,
  verify: () => Promise.reject(new AppError('webhooks_unavailable')),
};
