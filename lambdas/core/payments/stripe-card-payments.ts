import Stripe from 'stripe';
import type { CardIntent, CardIntentStatus, CardPayments, CardRefundStatus } from './card-payments.ts';

// CardPayments with Stripe PaymentIntents (the official SDK). The amount is
// authorised with manual capture: the browser confirms the card with Stripe
// Elements, the checkout checks the intent (amount, currency, order) before
// the order's transaction, captures after it commits and cancels the
// authorisation when the order cannot be placed.

export function toIntent(pi: Stripe.PaymentIntent): CardIntent {
  const fingerprint = cardFingerprint(pi.payment_method);
  return {
    id: pi.id,
    status: pi.status as CardIntentStatus,
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    ...(pi.client_secret ? { clientSecret: pi.client_secret } : {}),
    ...(fingerprint ? { cardFingerprint: fingerprint } : {}),
  };
}

/**
 * The card's fingerprint, when Stripe sent the PaymentMethod itself (`expand`); an intent carries only its id
 * otherwise (as in webhook events). Wallets (Apple Pay, Google Pay) are cards too; Link and others have none.
 */
function cardFingerprint(method: Stripe.PaymentIntent['payment_method']): string | null {
  return typeof method === 'object' && method !== null ? (method.card?.fingerprint ?? null) : null;
}

export type StripeOptions = {
  /** The secret key, read when first needed (env locally, SSM in AWS). */
  secretKey: () => Promise<string>;
  /** For tests of the adapter: the SDK's fetch-based client over a given fetch. */
  httpClient?: Stripe.HttpClient;
};

export function stripeCardPayments(options: StripeOptions): CardPayments {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= options
      .secretKey()
      .then(
        (key) =>
          new Stripe(key, { maxNetworkRetries: 2, timeout: 8_000, ...(options.httpClient ? { httpClient: options.httpClient } : {}) }),
      ));
  return {
    available: true,
    async authorize(request, idempotencyKey) {
      const pi = await (
        await stripe()
      ).paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          receipt_email: request.customerEmail || undefined,
          description: `Copperline order ${request.orderId}`,
          metadata: { order_id: request.orderId, user_id: request.userId },
        },
        { idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrieve(paymentIntentId) {
      // The PaymentMethod itself, for its card's fingerprint (docs/security.md#newsletter-coupon).
      return toIntent(await (await stripe()).paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] }));
    },
    async capture(paymentIntentId, idempotencyKey) {
      return toIntent(await (await stripe()).paymentIntents.capture(paymentIntentId, {}, { idempotencyKey }));
    },
    async cancel(paymentIntentId, idempotencyKey) {
      await (await stripe()).paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey });
    },
    async refund(paymentIntentId, idempotencyKey) {
      const refund = await (await stripe()).refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return {
        id: refund.id,
        status: (refund.status ?? 'pending') as CardRefundStatus,
        amountCents: refund.amount,
        failureReason: refund.failure_reason ?? null,
      };
    },
  };
}
