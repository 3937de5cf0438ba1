import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '#lambdas/core/db/orders.ts';
import { decidePaymentEvent, eventKey } from '#lambdas/core/orders/card-payment-webhook.ts';
import type { CardPaymentEvent } from '#lambdas/core/payments/card-payment-events.ts';
import { stripeWebhookEvents } from '#lambdas/core/payments/stripe-webhooks.ts';
import type { ApiEvent } from '#lambdas/http/parse-request.ts';
import { handler } from '#lambdas/http/checkout/stripe-webhook.ts';

// Stripe's webhooks: the signature over the exact bytes is checked with the
// real SDK (payloads signed here with Stripe.webhooks.generateTestHeaderString,
// as Stripe signs them), then what each event means for its order (pure).

const SECRET = 'whsec_unit_test_secret';
const ORDER_ID = 'o'.repeat(24);

function stripeEvent(type: string, intent: Record<string, unknown> = {}, id = 'evt_1') {
  return {
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: 1_763_800_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: 'pi_123',
        object: 'payment_intent',
        amount: 6_200,
        currency: 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { order_id: ORDER_ID, user_id: 'u'.repeat(24) },
        last_payment_error: type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null,
        ...intent,
      },
    },
  };
}

const signed = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('stripeWebhookEvents (signature checked by the Stripe SDK)', () => {
  const events = stripeWebhookEvents({ signingSecret: async () => SECRET });

  it('accepts an event signed with the endpoint secret and reads the payment intent', async () => {
    const payload = JSON.stringify(stripeEvent('payment_intent.succeeded'));
    const event = await events.verify(Buffer.from(payload), signed(payload));
    expect(event).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_763_800_000,
      intent: {
        id: 'pi_123',
        status: 'succeeded',
        amountCents: 6_200,
        currency: 'usd',
        metadata: { order_id: ORDER_ID, user_id: 'u'.repeat(24) },
        lastError: null,
      },
    });
    const failed = JSON.stringify(stripeEvent('payment_intent.payment_failed'));
    expect((await events.verify(Buffer.from(failed), signed(failed))).intent?.lastError).toBe('Your card was declined.');
    const other = JSON.stringify({ ...stripeEvent('charge.refunded'), data: { object: { id: 'ch_1', object: 'charge' } } });
    expect(await events.verify(Buffer.from(other), signed(other))).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      created: 1_763_800_000,
      intent: null,
    });
  });

  it('refuses another secret, a changed body, an old timestamp and a missing header (invalid_signature, 400)', async () => {
    const payload = JSON.stringify(stripeEvent('payment_intent.succeeded'));
    const refusal = { kind: 'bad_request', code: 'invalid_signature' };
    await expect(events.verify(Buffer.from(payload), signed(payload, 'whsec_someone_else'))).rejects.toMatchObject(refusal);
    await expect(events.verify(Buffer.from(payload.replace('6200', '1')), signed(payload))).rejects.toMatchObject(refusal);
    // Even whitespace counts: the signature covers the bytes, not the JSON.
    await expect(events.verify(Buffer.from(payload + '\n'), signed(payload))).rejects.toMatchObject(refusal);
    await expect(events.verify(Buffer.from(payload), signed(payload, SECRET, Math.floor(Date.now() / 1000) - 3600))).rejects.toMatchObject(
      refusal,
    );
    await expect(events.verify(Buffer.from(payload), undefined)).rejects.toMatchObject(refusal);
  });
});

describe('POST /stripe/webhook handler (no database reached on these paths)', () => {
  const invoke = async (body: string, headers: Record<string, string>) =>
    (await handler(
      { body, headers, isBase64Encoded: false, requestContext: { requestId: 'r1' } } as unknown as ApiEvent,
      {} as Context,
    )) as APIGatewayProxyStructuredResultV2;

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers 503 with a clear message when no webhook secret is configured', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET_PARAMETER', '');
    const payload = JSON.stringify(stripeEvent('payment_intent.succeeded'));
    const res = await invoke(payload, { 'content-type': 'application/json', 'stripe-signature': signed(payload) });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body!)).toMatchObject({
      code: 'webhooks_unavailable',
      message: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
    });
  });

  it('answers 400 for a bad signature, whatever the body says', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
    const payload = JSON.stringify(stripeEvent('payment_intent.succeeded'));
    const res = await invoke(payload, {
      'content-type': 'application/json; charset=utf-8',
      'Stripe-Signature': signed(payload, 'whsec_forged'),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toMatchObject({ code: 'invalid_signature' });
  });
});

describe('decidePaymentEvent', () => {
  const order = (overrides: Partial<OrderRecord> = {}) =>
    ({
      orderId: ORDER_ID,
      paymentIntentId: 'pi_123',
      paymentState: 'Has balance',
      orderTotalCents: 6_200,
      version: 1,
      content: { currency: 'USD' },
      ...overrides,
    }) as OrderRecord;
  const event = (
    type: CardPaymentEvent['type'],
    intent: Partial<NonNullable<CardPaymentEvent['intent']>> = {},
    id = 'evt_1',
  ): CardPaymentEvent =>
    ({
      id,
      type,
      created: 1_763_800_000,
      intent: {
        id: 'pi_123',
        status: 'succeeded',
        amountCents: 6_200,
        currency: 'usd',
        metadata: { order_id: ORDER_ID },
        lastError: null,
        ...intent,
      },
    }) as CardPaymentEvent;

  it('a succeeded payment for an order with a balance marks it Paid in full, by System', () => {
    expect(decidePaymentEvent(order(), event('payment_intent.succeeded'))).toEqual({
      action: 'mark_paid',
      event: {
        kind: 'payment',
        from: 'Has balance',
        to: 'Paid in full',
        actor: 'System',
        by: 'System',
        note: 'Card payment succeeded (Stripe evt_1)',
      },
    });
  });

  it('a replay, or an order already paid or refunded, changes nothing', () => {
    expect(decidePaymentEvent(order({ paymentState: 'Paid in full' }), event('payment_intent.succeeded'))).toEqual({
      action: 'none',
      outcome: 'already_recorded',
    });
    expect(decidePaymentEvent(order({ paymentState: 'Refunded' }), event('payment_intent.succeeded'))).toEqual({
      action: 'none',
      outcome: 'already_recorded',
    });
  });

  it('a failed payment is recorded in the history with the reason Stripe gives, under a key that is the same on every replay', () => {
    const failed = event(
      'payment_intent.payment_failed',
      { status: 'requires_payment_method', lastError: 'Your card was declined.' },
      'evt_fail',
    );
    expect(decidePaymentEvent(order(), failed)).toEqual({
      action: 'record',
      outcome: 'failure_recorded',
      event: {
        kind: 'payment',
        from: 'Has balance',
        to: 'Card payment failed',
        actor: 'System',
        by: 'System',
        note: 'Your card was declined. (Stripe evt_fail)',
      },
    });
    expect(eventKey(failed)).toEqual(eventKey({ ...failed }));
    expect(eventKey(failed).at).toBe(new Date(1_763_800_000_000).toISOString());
    expect(eventKey(failed).seq).not.toBe(eventKey({ ...failed, id: 'evt_other' }).seq);
  });

  it('never marks paid an amount or currency other than the order total; says so instead', () => {
    expect(decidePaymentEvent(order(), event('payment_intent.succeeded', { amountCents: 100 }))).toMatchObject({
      action: 'record',
      outcome: 'amount_mismatch',
      event: { to: 'Card payment does not match' },
    });
    expect(decidePaymentEvent(order(), event('payment_intent.succeeded', { currency: 'eur' }))).toMatchObject({
      action: 'record',
      outcome: 'amount_mismatch',
    });
  });

  it('events for no order, another intent, or of other types are acknowledged and left alone', () => {
    expect(decidePaymentEvent(null, event('payment_intent.succeeded'))).toEqual({ action: 'none', outcome: 'no_order' });
    expect(decidePaymentEvent(order({ paymentIntentId: 'pi_other' }), event('payment_intent.succeeded'))).toEqual({
      action: 'none',
      outcome: 'not_this_order',
    });
    expect(decidePaymentEvent(order(), { id: 'evt_2', type: 'charge.refunded', created: 1, intent: null })).toEqual({
      action: 'none',
      outcome: 'ignored',
    });
  });
});
