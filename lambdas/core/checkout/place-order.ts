import { newId } from '../../../contracts/ids.ts';
import type { Order, PlaceOrderBody } from '../../../contracts/schemas/orders.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { cartVersionConflict } from '../cart/cart.ts';
import type { CartPorts } from '../cart/load-cart.ts';
import { loadOrderableCart } from './orderable-cart.ts';
import { getOrderRecord, writeStateChange, type OrderRecord } from '../db/orders.ts';
import { getStockOfParts } from '../db/parts.ts';
import { MAX_TRANSACTION_ITEMS, transactionSize, writePlacedOrder, type PlaceOrderOutcome } from '../db/place-order.ts';
import { AppError } from '../errors.ts';
import { sendAfterCommit, type Mailer } from '../notifications/mailer.ts';
import { orderPlacedEmail } from '../orders/order-emails.ts';
import { orderView } from '../orders/orders.ts';
import { planOrder, type OrderPlan } from './order-from-cart.ts';
import { planPayment, type PaymentPorts } from './payment-plan.ts';

// Checkout as named steps (STYLE: Medusa), with the order's id as the
// idempotency key: 1 an earlier attempt's order is the answer; 2 price the
// cart now; 3 it must be the cart the customer saw, orderable, at the total
// they saw; 4 the payment must cover it; 5 one transaction places the order;
// 6 only after it commits: capture the card, e-mail the customer. A failed
// step 5 releases the card authorisation (the compensation of step 4).

export type CheckoutPorts = CartPorts & PaymentPorts & { mailer: Mailer; presignDownload(key: string, seconds: number): Promise<string> };

const COMMIT_ATTEMPTS = 3;

function refusal(outcome: Exclude<PlaceOrderOutcome, { ok: true }>): AppError {
  switch (outcome.problem) {
    case 'cart_changed':
    case 'board_changed':
      return cartVersionConflict();
    case 'coupon_unavailable':
    case 'not_first_order':
      return new AppError('conflict', 'coupon_unavailable', 'A coupon in your cart can no longer be used. Review your cart and place the order again.');
    case 'at_capacity':
      return new AppError('conflict', 'at_capacity', 'The production time you chose just filled up. Choose another and place the order again.');
    case 'stock_changed':
      return new AppError('conflict', 'insufficient_stock', `Part ${outcome.partId} just ran short. Review your cart and place the order again.`);
    case 'order_exists':
      return new AppError('conflict', 'order_exists', 'This order was already placed.');
    case 'busy':
      return new AppError('too_many_requests', 'checkout_busy', 'Your order is being placed by another request. Try again in a moment.');
  }
}

/** Step 5, retried while only a part's stock moved under it or a twin transaction collided (each attempt reads the figures its write is conditional on). */
async function commitOrder(plan: OrderPlan, cartVersion: number, now: string): Promise<PlaceOrderOutcome> {
  let outcome: PlaceOrderOutcome = { ok: false, problem: 'cart_changed' };
  for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
    const stockRead = await getStockOfParts(plan.reservations.map((r) => r.partId));
    const short = plan.reservations.find((r) => (stockRead.get(r.partId) ?? 0) < r.quantity);
    if (short) return { ok: false, problem: 'stock_changed', partId: short.partId };
    outcome = await writePlacedOrder({ plan, cartVersion, nextOrderIdAfter: newId(), stockRead, now });
    if (outcome.ok || (outcome.problem !== 'stock_changed' && outcome.problem !== 'busy')) return outcome;
  }
  return outcome;
}

async function existingOrder(orderId: string, userId: string): Promise<OrderRecord | null> {
  const order = await getOrderRecord(orderId);
  if (order && order.userId !== userId) throw new AppError('conflict', 'idempotency_key_reused', 'This checkout key belongs to another order.');
  return order;
}

/** POST /users/{userId}/orders. */
export async function placeOrder(actor: Actor, userId: string, body: PlaceOrderBody, ports: CheckoutPorts, now = new Date()): Promise<Order> {
  const by = requireIdentity(actor).email || 'Customer';
  const orderId = body.idempotency_key;
  if (await existingOrder(orderId, userId)) return orderView(orderId, ports);

  const loaded = await loadOrderableCart(userId, body, ports, now);
  const { view } = loaded.priced;

  const payment = await planPayment(body.payment, { orderId, userId, totalCents: view.order_total, paymentNotRequired: loaded.facts.customer.paymentNotRequired }, ports);
  const selected = view.lead_time_options.find((o) => o.selected);
  const plan = planOrder({
    priced: loaded.priced,
    userId,
    customerEmail: loaded.user.email,
    payment,
    capacityPerDay: loaded.shipping.capacity.find((c) => c.lead_time_id === selected?.lead_time_id)?.boards_per_day ?? null,
    shippingSettingsVersion: loaded.shippingVersion,
    by,
  });
  if (transactionSize(plan) > MAX_TRANSACTION_ITEMS) {
    throw new AppError('bad_request', 'order_too_large', 'This order has too many boards and parts for one checkout. Split it into two orders.');
  }

  const outcome = await commitOrder(plan, body.cart_version, now.toISOString());
  if (!outcome.ok) {
    // A retry that lost the race to its twin: the twin's order is the answer.
    if (outcome.problem === 'order_exists' && (await existingOrder(orderId, userId))) return orderView(orderId, ports);
    if (payment.paymentIntentId) await ports.cardPayments.cancel(payment.paymentIntentId, `cancel-${payment.paymentIntentId}`).catch((e: unknown) => console.error('card authorisation not released', e));
    throw refusal(outcome);
  }

  // After the commit: the side effects.
  if (payment.paymentIntentId) await captureCard(orderId, payment.paymentIntentId, ports);
  const placed = await getOrderRecord(orderId);
  if (placed) await sendAfterCommit(ports.mailer, orderPlacedEmail(placed));
  return orderView(orderId, ports);
}

/** Takes the authorised money and records it; a failure leaves the balance for staff to settle (logged). */
async function captureCard(orderId: string, paymentIntentId: string, ports: CheckoutPorts): Promise<void> {
  try {
    const intent = await ports.cardPayments.capture(paymentIntentId, `capture-${orderId}`);
    if (intent.status !== 'succeeded') throw new Error(`capture left the payment ${intent.status}`);
    const order = await getOrderRecord(orderId);
    if (!order) return;
    await writeStateChange({
      orderId,
      kind: 'payment',
      from: 'Has balance',
      to: 'Paid in full',
      version: order.version,
      event: { kind: 'payment', from: 'Has balance', to: 'Paid in full', actor: 'System', by: 'System', note: 'Card payment captured' },
      at: new Date().toISOString(),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'card capture failed', orderId, error: String(error) }));
  }
}
