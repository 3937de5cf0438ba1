import { createHash } from 'node:crypto';
import type { WEBHOOK_OUTCOMES } from '#contracts/schemas/stripe-webhook.ts';
import type { CardPaymentEvent, CardPaymentEventSource } from '../payments/card-payment-events.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { getOrderRecord, recordOrderEventOnce, writeStateChange, type OrderRecord } from '../db/orders.ts';
import type { NewOrderEvent } from '#contracts/schemas/stored-order.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// POST /stripe/webhook: what Stripe tells the store about a card payment,
// after its signature is checked (the port). A payment that succeeded marks
// its order "Paid in full", recorded by System — unless it already is (the
// checkout's capture got there first, or this is a replay: nothing changes).
// A failed payment is written in the order's history once per Stripe event,
// under a key derived from the event, so a replay adds nothing.

export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export type PaymentEventDecision =
  | { action: 'mark_paid'; event: NewOrderEvent }
  | { action: 'record'; outcome: 'failure_recorded' | 'amount_mismatch'; event: NewOrderEvent }
  | { action: 'none'; outcome: WebhookOutcome };

type OrderFacts = Pick<OrderRecord, 'orderId' | 'paymentIntentId' | 'paymentState' | 'orderTotalCents' | 'content'>;

const cents = (n: number) => `$${(n / 100).toFixed(2)}`;

/** What an event means for the order its intent names (pure). */
export function decidePaymentEvent(order: OrderFacts | null, event: CardPaymentEvent): PaymentEventDecision {
  const { intent } = event;
  if (!intent) return { action: 'none', outcome: 'ignored' };
  if (!order) return { action: 'none', outcome: 'no_order' };
  if (order.paymentIntentId !== intent.id) return { action: 'none', outcome: 'not_this_order' };
  const system = { actor: 'System', by: 'System' } as const;
  if (event.type === 'payment_intent.payment_failed') {
    return {
      action: 'record',
      outcome: 'failure_recorded',
      event: {
        kind: 'payment',
        from: order.paymentState,
        to: 'Card payment failed',
        ...system,
        note: `${intent.lastError ?? 'The card payment failed.'} (Stripe ${event.id})`,
      },
    };
  }
  if (order.paymentState !== 'Has balance') return { action: 'none', outcome: 'already_recorded' };
  if (intent.amountCents !== order.orderTotalCents || intent.currency.toUpperCase() !== order.content.currency) {
    return {
      action: 'record',
      outcome: 'amount_mismatch',
      event: {
        kind: 'payment',
        from: order.paymentState,
        to: 'Card payment does not match',
        ...system,
        note: `Stripe says ${cents(intent.amountCents)} ${intent.currency.toUpperCase()} was paid; the order is ${cents(order.orderTotalCents)} ${order.content.currency}. Not marked paid. (Stripe ${event.id})`,
      },
    };
  }
  return {
    action: 'mark_paid',
    event: { kind: 'payment', from: 'Has balance', to: 'Paid in full', ...system, note: `Card payment succeeded (Stripe ${event.id})` },
  };
}

/** The history key of a Stripe event: the same event always lands on the same key. */
export function eventKey(event: Pick<CardPaymentEvent, 'id' | 'created'>): { at: string; seq: number } {
  const seq = 1_000_000_000 + (createHash('sha256').update(event.id).digest().readUInt32BE(0) % 1_000_000_000);
  return { at: new Date(event.created * 1000).toISOString(), seq };
}

const ATTEMPTS = 3;

/** Acts on one verified event; safe to call again with the same event. */
export async function applyCardPaymentEvent(event: CardPaymentEvent): Promise<WebhookOutcome> {
  const orderId = event.intent?.metadata.order_id;
  return withRetries<WebhookOutcome>(
    async () => {
      const order = orderId ? await getOrderRecord(orderId) : null;
      const decision = decidePaymentEvent(order, event);
      if (decision.action === 'none') return decision.outcome;
      if (decision.action === 'record')
        return (await recordOrderEventOnce(order!.orderId, eventKey(event), decision.event)) ? decision.outcome : 'already_recorded';
      const written = await wonRace(
        writeStateChange({
          orderId: order!.orderId,
          kind: 'payment',
          from: 'Has balance',
          to: 'Paid in full',
          version: order!.version,
          event: decision.event,
          at: new Date().toISOString(),
        }),
      );
      if (written) return 'paid';
      // The order moved meanwhile (the checkout's capture, a staff move): decide again on what it is now.
      throw new ConflictError();
    },
    { attempts: ATTEMPTS },
  ).catch((error: unknown) => {
    if (error instanceof ConflictError) throw new Error(`The order of Stripe event ${event.id} kept changing; Stripe will retry`);
    throw error;
  });
}

/** POST /stripe/webhook: verify (400 on a bad signature, 503 without a secret), then act. */
export async function receiveStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  source: CardPaymentEventSource,
): Promise<{ received: true; event_id: string; outcome: WebhookOutcome }> {
  const event = await source.verify(rawBody, signature);
  const outcome = await applyCardPaymentEvent(event);
  logEvent('info', 'stripe webhook', { eventId: event.id, type: event.type, orderId: event.intent?.metadata.order_id ?? null, outcome });
  return { received: true, event_id: event.id, outcome };
}
