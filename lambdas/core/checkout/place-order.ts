import { newId } from '#contracts/ids.ts';
import type { Order, PlaceOrderBody } from '#contracts/schemas/orders.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { cartVersionConflict } from '../priced-cart/cart-conflict.ts';
import type { CartPorts } from '../priced-cart/load-cart.ts';
import { loadOrderableCart } from './orderable-cart.ts';
import { INSUFFICIENT_INVENTORY } from '../bom/populate-row.ts';
import { getOrderRecord, writeStateChange, type OrderRecord } from '../db/orders.ts';
import { MAX_TRANSACTION_ITEMS, transactionSize, writePlacedOrder, type OrderRefusal } from '../db/place-order.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { whatMovedFirst, type RaceLoss } from './order-race.ts';
import { AppError } from '../errors.ts';
import { sendAfterCommit, type Mailer } from '../notifications/mailer.ts';
import { orderPlacedEmail } from '../orders/order-emails.ts';
import { orderView } from '../orders/orders.ts';
import type { OrderPlan } from '#contracts/schemas/stored-order.ts';
import { holdsOfPlan } from '../orders/order-holds.ts';
import { planOrder } from './order-from-cart.ts';
import { planPayment, type PaymentPorts } from './payment-plan.ts';
import {
  claimStockLease,
  finishTaking,
  HOLD_LEASE_MS,
  releaseLease,
  reserveStock,
  type Shortage,
  type StockLease,
} from '../stock/index.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Checkout as named steps, with the order's id as the idempotency key: 1 an
// earlier attempt's order is the answer; 2 price the cart now; 3 it must be the
// cart the customer saw, orderable, at the total they saw; 4 the payment must
// cover it; 5 take the order id's stock lease and hold every catalogue part,
// one part at a time; 6 one transaction places the order; 7 only after it
// commits: the holds become the order's, capture the card, e-mail the customer.
// Any failure in 5–6 releases every hold and the card authorisation (the
// compensations of 5 and 4).
// See README.md in this folder for every failure case.

export type CheckoutPorts = CartPorts & PaymentPorts & { mailer: Mailer; presignDownload(key: string, seconds: number): Promise<string> };

const COMMIT_ATTEMPTS = 3;

/** Why step 6 placed no order: a refusal of the transaction, or who won the race it lost. */
type CommitOutcome = { ok: true } | { ok: false; problem: OrderRefusal | Exclude<RaceLoss, 'collided'> | 'busy' };

function refusal(outcome: Exclude<CommitOutcome, { ok: true }>): AppError {
  switch (outcome.problem) {
    case 'cart_changed':
      return cartVersionConflict();
    case 'coupon_unavailable':
    case 'not_first_order':
      return new AppError('coupon_unavailable');
    case 'at_capacity':
      return new AppError('at_capacity');
    case 'order_exists':
      return new AppError('order_exists');
    case 'busy':
    case 'lease_lost':
      return checkoutBusy();
  }
}

const checkoutBusy = () => new AppError('checkout_busy');

/** Stock ran out (or the part left the catalogue) between the quote and the order: the quote's own words, not a conflict. */
function shortageError(short: Shortage): AppError {
  if (short.problem === 'part_missing') {
    return new AppError(
      'part_unavailable',
      `Part ${short.partId} is no longer in the catalogue. Review your cart and place the order again.`,
    );
  }
  return new AppError(
    'insufficient_stock',
    `${short.name}: ${INSUFFICIENT_INVENTORY} (needs ${short.quantity}, ${short.stock} in stock). Review your cart and place the order again.`,
    undefined,
    400,
  );
}

/** Step 6; a lost race is read again (order-race.ts), and retried only while nothing it read moved (a twin transaction collided). */
async function commitOrder(plan: OrderPlan, cartVersion: number, lease: StockLease, now: Date): Promise<CommitOutcome> {
  return withRetries<CommitOutcome>(
    async () => {
      const leaseExpiresAt = new Date(Date.now() + HOLD_LEASE_MS).toISOString();
      try {
        return await writePlacedOrder({
          plan,
          holds: holdsOfPlan(plan),
          cartVersion,
          nextOrderIdAfter: newId(),
          leaseOwner: lease.owner,
          leaseExpiresAt,
          now: now.toISOString(),
        });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        const lost = await whatMovedFirst(plan, cartVersion, lease);
        if (lost !== 'collided') return { ok: false, problem: lost };
        throw error;
      }
    },
    { attempts: COMMIT_ATTEMPTS, waitMs: 25, maxWaitMs: 100 },
  ).catch((error: unknown) => {
    if (error instanceof ConflictError) return { ok: false, problem: 'busy' };
    throw error;
  });
}

async function existingOrder(orderId: string, userId: string): Promise<OrderRecord | null> {
  const order = await getOrderRecord(orderId);
  if (order && order.userId !== userId) throw new AppError('idempotency_key_reused');
  return order;
}

/** POST /users/{userId}/orders. */
export async function placeOrder(
  actor: Actor,
  userId: string,
  body: PlaceOrderBody,
  ports: CheckoutPorts,
  now = new Date(),
): Promise<Order> {
  try {
    return await placeOrderOnce(actor, userId, body, ports, now);
  } catch (error) {
    // Someone or something changed it first (409) or a twin request holds the checkout (429).
    if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'too_many_requests')) recordMetric('checkoutConflicts');
    throw error;
  }
}

async function placeOrderOnce(actor: Actor, userId: string, body: PlaceOrderBody, ports: CheckoutPorts, now: Date): Promise<Order> {
  const by = requireIdentity(actor).email || 'Customer';
  const orderId = body.idempotency_key;
  if (await existingOrder(orderId, userId)) return orderView(orderId, ports);

  const loaded = await loadOrderableCart(userId, body, ports, now);
  const { view } = loaded.priced;

  const payment = await planPayment(
    body.payment,
    { orderId, userId, totalCents: view.order_total, paymentNotRequired: loaded.facts.customer.paymentNotRequired },
    ports,
  );
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
  // The cart's own limits (50 boards, 5 coupons) keep this far below 100; see docs/checkout.md#limits.
  if (transactionSize(plan) > MAX_TRANSACTION_ITEMS) throw new Error(`The order transaction would write ${transactionSize(plan)} items`);

  const claimed = await claimStockLease(orderId, userId, now);
  if (!claimed.ok) {
    // Another attempt of this very order holds the lease (a twin request), or placed it: never release its card.
    if (await existingOrder(orderId, userId)) return orderView(orderId, ports);
    throw checkoutBusy();
  }
  const { lease } = claimed;
  const releaseCard = async () => {
    if (payment.paymentIntentId)
      await ports.cardPayments
        .cancel(payment.paymentIntentId, `cancel-${payment.paymentIntentId}`)
        .catch((e: unknown) => logEvent('error', 'card authorisation not released', { error: String(e) }));
  };

  let outcome: CommitOutcome;
  try {
    const short = await reserveStock(lease, plan.reservations, now);
    if (short) throw shortageError(short);
    outcome = await commitOrder(plan, body.cart_version, lease, now);
  } catch (error) {
    await compensate(lease, 'checkout failed', releaseCard);
    throw error;
  }
  if (!outcome.ok) {
    // order_exists / lease_lost: another attempt of this order owns the holds and the card authorisation.
    await compensate(
      lease,
      `not placed (${outcome.problem})`,
      releaseCard,
      outcome.problem === 'order_exists' || outcome.problem === 'lease_lost',
    );
    // A retry that lost the race to its twin: the twin's order is the answer.
    if (outcome.problem === 'order_exists' && (await existingOrder(orderId, userId))) return orderView(orderId, ports);
    throw refusal(outcome);
  }

  await finishTaking(lease).catch((e: unknown) =>
    logEvent('error', 'holds not taken yet (the sweeper will)', { orderId, error: String(e) }),
  );

  // After the commit: the side effects.
  if (payment.paymentIntentId) await captureCard(orderId, payment.paymentIntentId, ports);
  const placed = await getOrderRecord(orderId);
  recordMetric('ordersPlaced');
  recordMetric('orderValueCents', view.order_total);
  if (placed) await sendAfterCommit(ports.mailer, orderPlacedEmail(placed));
  return orderView(orderId, ports);
}

/** Releases every hold this attempt made and, unless another attempt of the order owns it, the card authorisation. */
async function compensate(lease: StockLease, why: string, releaseCard: () => Promise<void>, othersOwnIt = false): Promise<void> {
  try {
    await releaseLease(lease, `Order ${lease.orderId} ${why}: hold released`);
  } catch (error) {
    // Left held: the sweeper releases it when the lease ends.
    logEvent('error', 'holds not released (the sweeper will)', { orderId: lease.orderId, error: String(error) });
  }
  if (!othersOwnIt) await releaseCard();
}

/** Takes the authorised money and records it; a failure leaves the balance for staff to settle (logged). */
async function captureCard(orderId: string, paymentIntentId: string, ports: CheckoutPorts): Promise<void> {
  try {
    const intent = await ports.cardPayments.capture(paymentIntentId, `capture-${orderId}`);
    if (intent.status !== 'succeeded') throw new Error(`capture left the payment ${intent.status}`);
    const order = await getOrderRecord(orderId);
    if (!order) return;
    // Lost to the card webhook (or staff) marking it paid first: nothing more to record.
    await wonRace(
      writeStateChange({
        orderId,
        kind: 'payment',
        from: 'Has balance',
        to: 'Paid in full',
        version: order.version,
        event: { kind: 'payment', from: 'Has balance', to: 'Paid in full', actor: 'System', by: 'System', note: 'Card payment captured' },
        at: new Date().toISOString(),
      }),
    );
  } catch (error) {
    logEvent('error', 'card capture failed', { orderId, error: String(error) });
  }
}
