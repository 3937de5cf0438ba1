import type { ChangeOrderStateBody, OrderStateKind, StaffOrder } from '#contracts/schemas/orders.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { getOrderRecord, writeStateChange, type OrderRecord } from '../db/orders.ts';
import { AppError, conflictAs, notFound } from '../errors.ts';
import { sendAfterCommit } from '../notifications/mailer.ts';
import { canTransition, type TransitionTable } from '../state-machine.ts';
import { cancelOrderAndRelease, orderVersionConflict } from './cancel-order.ts';
import { reopenBoards, refundKey, settleCanceledPayment } from './after-cancel.ts';
import { canceledEmail, stateChangeEmail } from './order-emails.ts';
import { INVOICE_TRANSITIONS, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from './order-transitions.ts';
import type { OrderFiles, StaffPorts } from './order-ports.ts';
import { toOrderWithHistory } from './orders.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Staff moving an order through its three state machines (/internal/orders):
// only the moves the tables allow, and of those only the ones that fit the
// order (a pickup order is never "Shipped"; a paid card order is refunded
// through the card processor). Each move is conditional on the version the
// staff member saw, recorded with who and when, and e-mailed after it commits.
// Canceling also gives back what the order held (stock, production booking,
// coupons) in the same transaction (cancel-order.ts).

const TABLES: Record<OrderStateKind, TransitionTable<string>> = {
  order: ORDER_TRANSITIONS as TransitionTable<string>,
  invoice: INVOICE_TRANSITIONS as TransitionTable<string>,
  payment: PAYMENT_TRANSITIONS as TransitionTable<string>,
};

function current(order: Pick<OrderRecord, 'state' | 'invoiceState' | 'paymentState'>, kind: OrderStateKind): string {
  return kind === 'order' ? order.state : kind === 'invoice' ? order.invoiceState : order.paymentState;
}

/**
 * Whether the move fits this order, beyond the table. A canceled order is not
 * invoiced any more, and is marked paid only when an invoice sent before the
 * cancel was paid anyway (then it is refunded).
 */
function fits(
  order: Pick<OrderRecord, 'state' | 'invoiceState' | 'content' | 'paymentMethod' | 'purchaseOrder'>,
  kind: OrderStateKind,
  to: string,
): boolean {
  const pickup = order.content.pickup_info !== null;
  const canceled = order.state === 'Canceled';
  if (kind === 'order' && to === 'Shipped') return !pickup;
  if (kind === 'order' && to === 'Ready for pickup') return pickup;
  if (kind === 'invoice' && to === 'Invoice sent') return order.paymentMethod !== 'Card' && !canceled;
  if (kind === 'payment' && to === 'Paid in full' && canceled) return order.invoiceState === 'Invoice paid';
  return true;
}

/** For each state machine, the moves staff may make from where the order is. */
export function allowedMoves(
  order: Pick<OrderRecord, 'state' | 'invoiceState' | 'paymentState' | 'content' | 'paymentMethod' | 'purchaseOrder'>,
): Record<OrderStateKind, string[]> {
  const moves = (kind: OrderStateKind) => TABLES[kind][current(order, kind)]!.filter((to) => fits(order, kind, to));
  return { order: moves('order'), invoice: moves('invoice'), payment: moves('payment') };
}

export async function staffOrderView(order: OrderRecord, files: OrderFiles): Promise<StaffOrder> {
  return { ...(await toOrderWithHistory(order, files, 'staff')), allowed_moves: allowedMoves(order) };
}

/** GET /internal/orders/{orderId}. */
export async function getStaffOrder(orderId: string, files: OrderFiles): Promise<StaffOrder> {
  const order = await getOrderRecord(orderId);
  if (!order) throw notFound('The order');
  return staffOrderView(order, files);
}

/** PUT /internal/orders/{orderId}/state. */
export async function changeOrderState(actor: Actor, orderId: string, body: ChangeOrderStateBody, ports: StaffPorts): Promise<StaffOrder> {
  const staff = requireIdentity(actor);
  const order = await getOrderRecord(orderId);
  if (!order) throw notFound('The order');
  const from = current(order, body.kind);
  if (!canTransition(TABLES[body.kind], from, body.to) || !fits(order, body.kind, body.to)) {
    throw new AppError(
      'transition_not_allowed',
      `An order whose ${body.kind === 'order' ? 'state' : `${body.kind} state`} is "${from}" cannot become "${body.to}".`,
    );
  }
  const by = staff.email || staff.sub;
  if (body.kind === 'order' && body.to === 'Canceled') {
    // The cancel gives back what the order held, in the same transaction; then
    // the boards can be ordered again and the money goes back (after-cancel.ts).
    await cancelOrderAndRelease(order, { orderId, from: order.state, version: body.version, note: body.note, by });
    const canceled = (await getOrderRecord(orderId))!;
    await reopenBoards(canceled).catch((error: unknown) =>
      logEvent('error', 'boards of a canceled order not reopened', { orderId, error: String(error) }),
    );
    const outcome = await settleCanceledPayment(canceled, ports.cardPayments);
    const settled = (await getOrderRecord(orderId))!;
    await sendAfterCommit(ports.mailer, canceledEmail(settled, outcome));
    return staffOrderView(settled, ports);
  } else {
    await writeStateChange({
      orderId,
      kind: body.kind,
      from,
      to: body.to,
      version: body.version,
      event: { kind: body.kind, from, to: body.to, actor: 'Engineer', by, note: body.note },
      at: new Date().toISOString(),
    }).catch(conflictAs(orderVersionConflict));
  }

  // After the commit: money back through the card processor, then tell the customer.
  // Staff marking a due refund done on a card order: the same key as the cancel's, so Stripe refunds once.
  if (body.kind === 'payment' && body.to === 'Refunded' && order.paymentIntentId && ports.cardPayments.available) {
    await ports.cardPayments
      .refund(order.paymentIntentId, refundKey(orderId))
      .catch((e: unknown) => logEvent('error', 'card refund failed', { orderId, error: String(e) }));
  }
  const updated = (await getOrderRecord(orderId))!;
  await sendAfterCommit(ports.mailer, stateChangeEmail(updated, body.kind, body.to));
  return staffOrderView(updated, ports);
}
