import type { Order, PlaceOrderBody } from '#contracts/schemas/orders.ts';
import type { OrderPlan, PaymentPlan } from '#contracts/schemas/stored-order.ts';
import { INSUFFICIENT_INVENTORY } from '../bom/populate-row.ts';
import { wonRace } from '../db/conditional-failure.ts';
import { getOrderRecord, writeStateChange, type OrderRecord } from '../db/orders.ts';
import { MAX_TRANSACTION_ITEMS, transactionSize } from '../db/place-order.ts';
import { AppError } from '../errors.ts';
import { sendAfterCommit } from '../notifications/mailer.ts';
import { orderPlacedEmail } from '../orders/order-emails.ts';
import { orderView } from '../orders/orders.ts';
import type { LoadedCart } from '../priced-cart/load-cart.ts';
import { claimStockLease, finishTaking, releaseLease, reserveStock, type Shortage, type StockLease } from '../stock/index.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';
import { checkoutBusy, commitOrder, refusalOf } from './commit-order.ts';
import { planOrder } from './order-from-cart.ts';
import { refuseClaimedNewsletterCard } from './newsletter-card.ts';
import { loadOrderableCart } from './orderable-cart.ts';
import { planPayment } from './payment-plan.ts';
import type { CheckoutPorts } from './checkout-ports.ts';
import type { Step } from './steps.ts';

// Placing an order, step by step (place-order.ts runs them with steps.ts), with
// the order's id as the idempotency key. Each step reads what the steps before
// it put in the context and adds its own; a compensation undoes its step when a
// later one fails. See README.md in this folder for every failure case.

export type PlaceOrderContext = {
  readonly userId: string;
  readonly by: string;
  readonly body: PlaceOrderBody;
  readonly ports: CheckoutPorts;
  readonly now: Date;
  readonly orderId: string;
  /** The answer, once there is one. */
  order?: Order;
  loaded?: LoadedCart;
  payment?: PaymentPlan;
  plan?: OrderPlan;
  lease?: StockLease;
  /** Another attempt of this same order owns the card authorisation and the holds: this one releases neither. */
  ownedElsewhere?: boolean;
};

/** What an earlier step put in the context (a step that needs it runs after it). */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`placing an order: no ${what} yet`);
  return value;
}

/** The order of this id, if it exists; someone else's is a reused key. */
export async function existingOrder(orderId: string, userId: string): Promise<OrderRecord | null> {
  const order = await getOrderRecord(orderId);
  if (order && order.userId !== userId) throw new AppError('idempotency_key_reused');
  return order;
}

/** An earlier attempt's order is the answer (a retried request). */
const findEarlierOrder: Step<PlaceOrderContext> = {
  name: 'find an earlier attempt',
  async run(context) {
    if (!(await existingOrder(context.orderId, context.userId))) return;
    context.order = await orderView(context.orderId, context.ports);
    return 'done';
  },
};

/** The cart priced now: the version, the boards and the total the customer saw, and orderable. */
const loadCartAsSeen: Step<PlaceOrderContext> = {
  name: 'load the cart as seen',
  async run(context) {
    context.loaded = await loadOrderableCart(context.userId, context.body, context.ports, context.now);
  },
};

/** The payment must cover exactly that total (a card: authorised for it); undone by releasing the card authorisation. */
const planPaymentStep: Step<PlaceOrderContext> = {
  name: 'plan payment',
  async run(context) {
    const loaded = need(context.loaded, 'cart');
    context.payment = await planPayment(
      context.body.payment,
      {
        orderId: context.orderId,
        userId: context.userId,
        totalCents: loaded.priced.view.order_total,
        paymentNotRequired: loaded.facts.customer.paymentNotRequired,
      },
      context.ports,
    );
  },
  async compensate(context) {
    const intentId = context.payment?.paymentIntentId;
    if (!intentId || context.ownedElsewhere) return;
    await context.ports.cardPayments.cancel(intentId, `cancel-${intentId}`);
  },
};

/** The order and all its transaction will change; refused here when the chosen production day is already full. */
const planOrderStep: Step<PlaceOrderContext> = {
  name: 'plan the order',
  async run(context) {
    const loaded = need(context.loaded, 'cart');
    const selected = loaded.priced.view.lead_time_options.find((option) => option.selected);
    if (selected?.at_capacity) throw new AppError('at_capacity');
    const plan = planOrder({
      priced: loaded.priced,
      userId: context.userId,
      customerEmail: loaded.user.email,
      payment: need(context.payment, 'payment'),
      capacityPerDay: loaded.shipping.capacity.find((day) => day.lead_time_id === selected?.lead_time_id)?.boards_per_day ?? null,
      shippingSettingsVersion: loaded.shippingVersion,
      by: context.by,
    });
    // The cart's own limits (50 boards, 5 coupons) keep this far below 100; see docs/checkout.md#limits.
    if (transactionSize(plan) > MAX_TRANSACTION_ITEMS) throw new Error(`The order transaction would write ${transactionSize(plan)} items`);
    await refuseClaimedNewsletterCard(plan);
    context.plan = plan;
  },
};

/** The order id's stock lease (the order stock record → reserving); undone by releasing every hold made under it. */
const claimLease: Step<PlaceOrderContext> = {
  name: 'claim the stock lease',
  async run(context) {
    const claimed = await claimStockLease(context.orderId, context.userId, context.now);
    if (claimed.ok) {
      context.lease = claimed.lease;
      return;
    }
    // Another attempt of this very order holds the lease (a twin request), or placed it: never release its card.
    context.ownedElsewhere = true;
    if (!(await existingOrder(context.orderId, context.userId))) throw checkoutBusy();
    context.order = await orderView(context.orderId, context.ports);
    return 'done';
  },
  async compensate(context) {
    const lease = need(context.lease, 'lease');
    // Only this attempt's holds (a lease taken over is not released); left held if this fails: the sweeper releases it when the lease ends.
    await releaseLease(lease, `Order ${lease.orderId} not placed: hold released`);
  },
};

/** Every catalogue part the quotes bought, held one part at a time under the lease. */
const reserveStockStep: Step<PlaceOrderContext> = {
  name: 'reserve stock',
  async run(context) {
    const short = await reserveStock(need(context.lease, 'lease'), need(context.plan, 'plan').reservations, context.now);
    if (short) throw shortageError(short);
  },
};

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

/** The order's one transaction (commit-order.ts); then the holds become the order's. */
const commit: Step<PlaceOrderContext> = {
  name: 'commit',
  async run(context) {
    const lease = need(context.lease, 'lease');
    const outcome = await commitOrder(need(context.plan, 'plan'), context.body.cart_version, lease, context.now);
    if (outcome !== 'placed') {
      // order_exists / lease_lost: another attempt of this order owns the holds and the card authorisation.
      if (outcome === 'order_exists' || outcome === 'lease_lost') context.ownedElsewhere = true;
      throw outcome === 'order_exists' ? new PlacedByTwin() : refusalOf(outcome);
    }
    await finishTaking(lease).catch((error: unknown) =>
      logEvent('error', 'holds not taken yet (the sweeper will)', { orderId: context.orderId, error: String(error) }),
    );
  },
};

/** A twin request of this order placed it first while this one held stock: its order is the answer (place-order.ts). */
export class PlacedByTwin extends Error {
  constructor() {
    super('A twin request placed this order first');
    this.name = 'PlacedByTwin';
  }
}

/** Takes the authorised money and records it; a failure leaves the balance for staff to settle (logged). */
const capture: Step<PlaceOrderContext> = {
  name: 'capture',
  async run(context) {
    const intentId = need(context.payment, 'payment').paymentIntentId;
    if (!intentId) return;
    await captureCard(context.orderId, intentId, context.ports).catch((error: unknown) =>
      logEvent('error', 'card capture failed', { orderId: context.orderId, error: String(error) }),
    );
  },
};

async function captureCard(orderId: string, paymentIntentId: string, ports: CheckoutPorts): Promise<void> {
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
}

/** The metrics and the customer's e-mail; the order as the answer. */
const notify: Step<PlaceOrderContext> = {
  name: 'notify',
  async run(context) {
    const placed = await getOrderRecord(context.orderId);
    recordMetric('ordersPlaced');
    recordMetric('orderValueCents', need(context.loaded, 'cart').priced.view.order_total);
    if (placed) await sendAfterCommit(context.ports.mailer, orderPlacedEmail(placed));
    context.order = await orderView(context.orderId, context.ports);
  },
};

/** The steps of placing an order, in order. */
export const PLACE_ORDER_STEPS: readonly Step<PlaceOrderContext>[] = [
  findEarlierOrder,
  loadCartAsSeen,
  planPaymentStep,
  planOrderStep,
  claimLease,
  reserveStockStep,
  commit,
  capture,
  notify,
];
