import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeCardPayments } from '#lambdas/core/payments/stripe-card-payments.ts';

// The Stripe adapter with the real SDK, its HTTP answered by a recording fetch
// (no keys, no network): what it asks Stripe for, and what it reads back.

type Call = { method: string; url: string; headers: Headers; body: URLSearchParams };

function recordingStripe(answer: (call: Call) => Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  const payments = stripeCardPayments({
    secretKey: async () => 'sk_test_not_a_real_key',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { payments, calls };
}

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 15_174,
  currency: 'usd',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_abc',
  metadata: { order_id: 'o'.repeat(24), user_id: 'u'.repeat(24) },
  ...overrides,
});

describe('stripeCardPayments', () => {
  it('authorises exactly the total with manual capture, the order in the metadata and the attempt as the idempotency key', async () => {
    const { payments, calls } = recordingStripe(() => intent());
    const created = await payments.authorize(
      { orderId: 'o'.repeat(24), userId: 'u'.repeat(24), amountCents: 15_174, currency: 'USD', customerEmail: 'ada@example.com' },
      'authorize-attempt-1',
    );
    expect(created).toEqual({
      id: 'pi_123',
      status: 'requires_payment_method',
      amountCents: 15_174,
      currency: 'usd',
      metadata: { order_id: 'o'.repeat(24), user_id: 'u'.repeat(24) },
      clientSecret: 'pi_123_secret_abc',
    });
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call!.headers.get('idempotency-key')).toBe('authorize-attempt-1');
    expect(call!.headers.get('authorization')).toBe('Bearer sk_test_not_a_real_key');
    expect(Object.fromEntries(call!.body)).toMatchObject({
      amount: '15174',
      currency: 'usd',
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[order_id]': 'o'.repeat(24),
      'metadata[user_id]': 'u'.repeat(24),
      receipt_email: 'ada@example.com',
    });
  });

  it('reads an intent back, captures it once the order exists, cancels or refunds with their own keys', async () => {
    const { payments, calls } = recordingStripe((call) =>
      call.url.includes('/refunds')
        ? { id: 're_1', object: 'refund' }
        : intent({ status: call.url.endsWith('/capture') ? 'succeeded' : 'requires_capture', client_secret: null }),
    );
    expect(await payments.retrieve('pi_123')).toMatchObject({ status: 'requires_capture', amountCents: 15_174 });
    expect((await payments.capture('pi_123', 'capture-o1')).status).toBe('succeeded');
    await payments.cancel('pi_123', 'cancel-pi_123');
    await payments.refund('pi_123', 'refund-o1');
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.headers.get('idempotency-key')])).toEqual([
      ['GET', '/v1/payment_intents/pi_123', null],
      ['POST', '/v1/payment_intents/pi_123/capture', 'capture-o1'],
      ['POST', '/v1/payment_intents/pi_123/cancel', 'cancel-pi_123'],
      ['POST', '/v1/refunds', 'refund-o1'],
    ]);
    expect(calls[3]!.body.get('payment_intent')).toBe('pi_123');
  });

  it("reads the card's fingerprint from the PaymentMethod it asks Stripe to expand; none for an id alone or a method that is no card", async () => {
    let paymentMethod: unknown = { id: 'pm_1', object: 'payment_method', type: 'card', card: { fingerprint: 'Xt5EWLLDS7FJjR1c' } };
    const { payments, calls } = recordingStripe(() => intent({ status: 'requires_capture', payment_method: paymentMethod }));
    expect(await payments.retrieve('pi_123')).toMatchObject({ id: 'pi_123', cardFingerprint: 'Xt5EWLLDS7FJjR1c' });
    expect([...new URL(calls[0]!.url).searchParams]).toEqual([['expand[0]', 'payment_method']]);
    paymentMethod = 'pm_1';
    expect(await payments.retrieve('pi_123')).not.toHaveProperty('cardFingerprint');
    paymentMethod = { id: 'pm_2', object: 'payment_method', type: 'link', link: { email: 'ada@example.com' } };
    expect(await payments.retrieve('pi_123')).not.toHaveProperty('cardFingerprint');
  });

  it('refunds the whole payment under the given idempotency key and reads back whether the money is on its way or needs a person', async () => {
    let status = 'succeeded';
    const { payments, calls } = recordingStripe(() => ({
      id: 're_9',
      object: 'refund',
      amount: 15_174,
      currency: 'usd',
      status,
      failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
    }));
    expect(await payments.refund('pi_123', 'refund-o1')).toEqual({
      id: 're_9',
      status: 'succeeded',
      amountCents: 15_174,
      failureReason: null,
    });
    status = 'failed';
    expect(await payments.refund('pi_123', 'refund-o2')).toEqual({
      id: 're_9',
      status: 'failed',
      amountCents: 15_174,
      failureReason: 'expired_or_canceled_card',
    });
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.headers.get('idempotency-key'), Object.fromEntries(c.body)])).toEqual([
      ['POST', '/v1/refunds', 'refund-o1', { payment_intent: 'pi_123' }],
      ['POST', '/v1/refunds', 'refund-o2', { payment_intent: 'pi_123' }],
    ]);
  });
});
