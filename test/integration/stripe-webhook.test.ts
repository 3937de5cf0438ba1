import { beforeAll, describe, expect, it } from 'vitest';
import { boardVersionsOf, type Order } from '#contracts/schemas/orders.ts';
import { cartUpdate, checkoutPorts, fakeCardProcessor, identityOf, newUser, SPRINGFIELD } from '../support/checkout.ts';
import { api } from '../support/identities.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';
import { paymentIntentEvent, postStripeEvent } from '../support/stripe-webhook.ts';

// Stripe's webhook through the local gateway (raw body, real signature check
// with the stack's signing secret): a succeeded payment settles a card order
// left with a balance, once; a failed one is written in its history once; a
// forged one is refused.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const cardPayment = await import('#lambdas/core/checkout/card-payment.ts');
const orders = await import('#lambdas/core/orders/orders.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
beforeAll(async () => {
  ports = await checkoutPorts();
});

/**
 * A card order whose capture Stripe has not settled yet ("processing"), so the
 * order keeps its balance until Stripe says otherwise: what the webhook is for.
 */
async function cardOrderWithBalance(name: string): Promise<{ order: Order; intentId: string }> {
  const card = fakeCardProcessor();
  const port = {
    ...card.port,
    capture: async (id: string, key: string) => ({ ...(await card.port.capture(id, key)), status: 'processing' as const }),
  };
  const withCard: Ports = { ...ports, cardPayments: port, cardPaymentsAvailable: true };
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, undefined, undefined, 10);
  let c = await cart.getShoppingCart(user.userId, withCard);
  c = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(c, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }),
    withCard,
  );
  c = await cart.updateShoppingCart(user.userId, cartUpdate(c, { shipping_rate: c.shipping_rates[0]! }), withCard);
  const seen = {
    idempotency_key: c.next_order_id,
    cart_version: c.version,
    board_versions: boardVersionsOf(c),
    expected_total_cents: c.order_total,
  };
  const auth = await cardPayment.authorizeCardPayment(user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
  card.confirm(auth.payment_intent_id);
  const order = await checkout.placeOrder(
    identityOf(user),
    user.userId,
    { ...seen, payment: { method: 'Card', payment_intent_id: auth.payment_intent_id } },
    withCard,
  );
  expect(order).toMatchObject({ payment_method: 'Card', payment_state: 'Has balance' });
  return { order, intentId: auth.payment_intent_id };
}

const history = async (orderId: string) => (await orders.orderView(orderId, ports)).history;

describe('POST /api/stripe/webhook', () => {
  it('payment_intent.succeeded marks the order Paid in full, recorded by System; a replay changes nothing', async () => {
    const { order, intentId } = await cardOrderWithBalance('hook-paid');
    const event = paymentIntentEvent('payment_intent.succeeded', { id: intentId, amount: order.order_total, orderId: order.order_id });
    const res = await postStripeEvent(event);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ received: true, event_id: event.id, outcome: 'paid' });
    const paid = await orders.orderView(order.order_id, ports);
    expect(paid).toMatchObject({ payment_state: 'Paid in full', version: order.version + 1 });
    expect(paid.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'Has balance',
      to: 'Paid in full',
      actor: 'System',
      by: 'System',
      note: `Card payment succeeded (Stripe ${event.id})`,
    });

    // Stripe retries and replays: the same event again, and again later, leave the order as it is.
    for (let i = 0; i < 2; i++) {
      const again = await postStripeEvent(event);
      expect([again.status, again.json.outcome]).toEqual([200, 'already_recorded']);
    }
    expect(await orders.orderView(order.order_id, ports)).toMatchObject({ payment_state: 'Paid in full', version: order.version + 1 });
    expect(await history(order.order_id)).toHaveLength(paid.history.length);
  });

  it('payment_intent.payment_failed is written in the order history once, with Stripe’s reason; the balance stays', async () => {
    const { order, intentId } = await cardOrderWithBalance('hook-failed');
    const event = paymentIntentEvent('payment_intent.payment_failed', {
      id: intentId,
      amount: order.order_total,
      orderId: order.order_id,
      lastError: 'Your card has insufficient funds.',
    });
    const first = await postStripeEvent(event);
    expect([first.status, first.json.outcome]).toEqual([200, 'failure_recorded']);
    const replay = await postStripeEvent(event);
    expect([replay.status, replay.json.outcome]).toEqual([200, 'already_recorded']);
    const after = await orders.orderView(order.order_id, ports);
    expect(after).toMatchObject({ payment_state: 'Has balance', version: order.version });
    expect(after.history.filter((e) => e.to === 'Card payment failed')).toEqual([
      {
        at: new Date(event.created * 1000).toISOString(),
        kind: 'payment',
        from: 'Has balance',
        to: 'Card payment failed',
        actor: 'System',
        by: 'System',
        note: `Your card has insufficient funds. (Stripe ${event.id})`,
      },
    ]);
  });

  it('refuses a forged signature (400) and changes nothing; acknowledges events it does not act on', async () => {
    const { order, intentId } = await cardOrderWithBalance('hook-forged');
    const event = paymentIntentEvent('payment_intent.succeeded', { id: intentId, amount: order.order_total, orderId: order.order_id });
    const forged = await postStripeEvent(event, 'whsec_not_the_stores');
    expect([forged.status, forged.json.code]).toEqual([400, 'invalid_signature']);
    const unsigned = await api('POST', '/api/stripe/webhook', {
      rawBody: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.status, unsigned.json.code]).toEqual([400, 'invalid_signature']);
    expect((await orders.orderView(order.order_id, ports)).payment_state).toBe('Has balance');

    const unknownOrder = await postStripeEvent(
      paymentIntentEvent('payment_intent.succeeded', { id: 'pi_nobody', amount: 100, orderId: 'z'.repeat(24) }),
    );
    expect([unknownOrder.status, unknownOrder.json.outcome]).toEqual([200, 'no_order']);
    const otherIntent = await postStripeEvent(
      paymentIntentEvent('payment_intent.succeeded', { id: 'pi_other', amount: order.order_total, orderId: order.order_id }),
    );
    expect([otherIntent.status, otherIntent.json.outcome]).toEqual([200, 'not_this_order']);
    const other = await postStripeEvent({
      ...paymentIntentEvent('charge.refunded', { id: intentId, amount: 1, orderId: order.order_id }),
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect([other.status, other.json.outcome]).toEqual([200, 'ignored']);
    expect((await orders.orderView(order.order_id, ports)).payment_state).toBe('Has balance');
  });
});
