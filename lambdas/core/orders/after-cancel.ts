import { formatCents } from '#contracts/money.ts';
import { LIFECYCLE_TRANSITIONS } from '../boards/board-transitions.ts';
import type { NewOrderEvent } from '#contracts/schemas/stored-order.ts';
import { moveBoardsLifecycle } from '../db/boards.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { getOrderRecord, recordOrderEventOnce, writeStateChange, type OrderRecord } from '../db/orders.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import { canTransition } from '../state-machine.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// What a cancel does once its transaction committed (cancel-order.ts gives
// back stock, booking and coupons inside it): the boards can be ordered again,
// and the money goes back — a card payment refunded through the card
// processor, an authorisation never captured released, anything else marked
// "Refund due" for a person. see docs/orders.md#refunds

/** What happened to the customer's money; the cancel e-mail says which. */
export type CancelPaymentOutcome =
  | { kind: 'refunded'; refundId: string; amountCents: number }
  | { kind: 'authorisation_released' }
  | { kind: 'refund_due'; reason: string }
  | { kind: 'nothing_charged' };

type MoneyFacts = Pick<OrderRecord, 'state' | 'paymentState' | 'orderTotalCents'>;

/** A canceled order whose money is still the shop's: staff must return it (the order desk shows "Refund due"). */
export function isRefundDue(order: MoneyFacts): boolean {
  return order.state === 'Canceled' && order.paymentState === 'Paid in full' && order.orderTotalCents > 0;
}

/** The idempotency key of an order's refund: every path that refunds it uses this one, so Stripe refunds it once. */
export const refundKey = (orderId: string) => `refund-${orderId}`;

const system = { actor: 'System', by: 'System' } as const;

/**
 * A history entry written once per cancel and purpose (a retried step adds
 * nothing), keyed a millisecond after the cancel so it is listed after what
 * the cancel wrote (the sort key compares `seq` as text).
 */
async function recordOnce(canceled: OrderRecord, purpose: number, event: NewOrderEvent): Promise<void> {
  const at = new Date(Date.parse(canceled.updatedAt) + 1).toISOString();
  await recordOrderEventOnce(canceled.orderId, { at, seq: purpose }, event);
}

/** Moves the payment state step by step (Has balance → Paid in full → Refunded), each on the version read; retried while the order moves. */
async function movePayment(orderId: string, steps: { to: 'Paid in full' | 'Refunded'; note: string }[]): Promise<void> {
  for (const step of steps) {
    await withRetries(
      async () => {
        const order = await getOrderRecord(orderId);
        if (!order || order.paymentState === step.to || order.paymentState === 'Refunded') return;
        const from = order.paymentState;
        const written = await wonRace(
          writeStateChange({
            orderId,
            kind: 'payment',
            from,
            to: step.to,
            version: order.version,
            event: { kind: 'payment', from, to: step.to, ...system, note: step.note },
            at: new Date().toISOString(),
          }),
        );
        if (!written) throw new ConflictError(); // the order moved meanwhile: read it again
      },
      { attempts: 3 },
    ).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
}

async function refundCard(order: OrderRecord, paymentIntentId: string, cards: CardPayments): Promise<CancelPaymentOutcome> {
  let refund;
  try {
    refund = await cards.refund(paymentIntentId, refundKey(order.orderId));
  } catch (error) {
    return { kind: 'refund_due', reason: `The card refund failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (refund.status === 'succeeded' || refund.status === 'pending') {
    const steps: { to: 'Paid in full' | 'Refunded'; note: string }[] = [];
    if (order.paymentState === 'Has balance')
      steps.push({ to: 'Paid in full', note: 'Card payment captured (found when the order was canceled)' });
    steps.push({ to: 'Refunded', note: `Refunded ${formatCents(refund.amountCents)} to the card (Stripe ${refund.id})` });
    await movePayment(order.orderId, steps);
    return { kind: 'refunded', refundId: refund.id, amountCents: refund.amountCents };
  }
  return {
    kind: 'refund_due',
    reason: `The card refund ${refund.id} is ${refund.status}${refund.failureReason ? ` (${refund.failureReason})` : ''}.`,
  };
}

/** Settles the money of a canceled order; safe to call again (an order already refunded is left alone). */
export async function settleCanceledPayment(order: OrderRecord, cards: CardPayments): Promise<CancelPaymentOutcome> {
  if (order.paymentState === 'Refunded') return { kind: 'nothing_charged' };
  const paid = order.paymentState === 'Paid in full' && order.orderTotalCents > 0;
  let outcome: CancelPaymentOutcome;
  if (order.paymentMethod === 'Card' && order.paymentIntentId) {
    outcome = await settleCard(order, order.paymentIntentId, cards, paid);
  } else {
    // A paid invoice (or an approved pay-later order that was paid): returned by a person, by bank transfer.
    outcome = paid
      ? { kind: 'refund_due', reason: `${formatCents(order.orderTotalCents)} was paid by invoice: return it by bank transfer.` }
      : { kind: 'nothing_charged' };
  }
  if (outcome.kind === 'refund_due')
    await recordOnce(order, 1, { kind: 'payment', from: order.paymentState, to: 'Refund due', ...system, note: outcome.reason });
  if (outcome.kind === 'authorisation_released') {
    await recordOnce(order, 2, {
      kind: 'payment',
      from: order.paymentState,
      to: 'Card authorisation released',
      ...system,
      note: `The hold of ${formatCents(order.orderTotalCents)} on the card was released; nothing was charged.`,
    });
  }
  return outcome;
}

async function settleCard(order: OrderRecord, paymentIntentId: string, cards: CardPayments, paid: boolean): Promise<CancelPaymentOutcome> {
  if (!cards.available)
    return paid
      ? { kind: 'refund_due', reason: 'Card payments are not configured: refund the card payment by hand.' }
      : { kind: 'nothing_charged' };
  let status;
  try {
    status = (await cards.retrieve(paymentIntentId)).status;
  } catch (error) {
    if (paid)
      return {
        kind: 'refund_due',
        reason: `The card payment could not be read: ${error instanceof Error ? error.message : String(error)}`,
      };
    logEvent('error', 'card authorisation not checked on cancel', { orderId: order.orderId, error: String(error) });
    return { kind: 'nothing_charged' };
  }
  switch (status) {
    case 'succeeded':
      return refundCard(order, paymentIntentId, cards);
    case 'requires_capture':
      // Authorised, never captured: release the hold instead of refunding.
      try {
        await cards.cancel(paymentIntentId, `cancel-${paymentIntentId}`);
        return { kind: 'authorisation_released' };
      } catch (error) {
        logEvent('error', 'card authorisation not released on cancel (it lapses by itself)', {
          orderId: order.orderId,
          error: String(error),
        });
        return { kind: 'nothing_charged' };
      }
    case 'processing':
      return {
        kind: 'refund_due',
        reason: 'The card payment was still processing when the order was canceled: refund it once it succeeds.',
      };
    default:
      return paid
        ? { kind: 'refund_due', reason: `The card payment is ${status}, yet the order was marked paid: check it and refund by hand.` }
        : { kind: 'nothing_charged' };
  }
}

/**
 * The boards of a canceled order can be ordered again: Order received →
 * Created (any number). Only boards unchanged since the cancel: one ordered
 * again since then belongs to the new order, so a retried call leaves it alone.
 */
export async function reopenBoards(canceled: Pick<OrderRecord, 'userId' | 'content' | 'updatedAt'>): Promise<string[]> {
  if (!canTransition(LIFECYCLE_TRANSITIONS, 'Order received', 'Created')) return [];
  return moveBoardsLifecycle(
    canceled.userId,
    canceled.content.items.map((i) => i.board_id),
    'Order received',
    'Created',
    canceled.updatedAt,
  );
}
