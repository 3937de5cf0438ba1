import { newId } from '#contracts/ids.ts';
import type { CouponUse, OrderPlan } from '#contracts/schemas/stored-order.ts';
import { getBoard } from '../db/boards.ts';
import { getCartRecord } from '../db/carts.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { getOrderRecord } from '../db/orders.ts';
import { readOrderConditions, writePlacedOrder, type OrderConditions } from '../db/place-order.ts';
import { withRetries } from '../db/retry.ts';
import { getOrderStock } from '../db/stock-reservations.ts';
import { AppError } from '../errors.ts';
import { holdsOfPlan } from '../orders/order-holds.ts';
import { boardsAsSeen } from '../priced-cart/boards-as-seen.ts';
import { cartVersionConflict } from '../priced-cart/cart-conflict.ts';
import { HOLD_LEASE_MS, type StockLease } from '../stock/index.ts';

// The "commit" step of placing an order (order-steps.ts): the order's one
// transaction (db/place-order.ts). When it loses a race (ConflictError), what
// moved first is read again — strongly consistent, in the transaction's own
// order — and decided here: the data layer only says that something moved.
// Only a collision with nothing moved is tried again.
// See README.md in this folder (failure cases).

/** Why the transaction placed no order; 'collided': nothing it read moved, a twin transaction touched the same items at that moment. */
export type RaceLoss =
  | 'order_exists'
  | 'cart_changed'
  | 'coupon_unavailable'
  | 'not_first_order'
  | 'newsletter_card_used'
  | 'at_capacity'
  | 'lease_lost'
  | 'collided';

export type CommitOutcome = 'placed' | Exclude<RaceLoss, 'collided'> | 'busy';

const COMMIT_ATTEMPTS = 3;

/** Places the order; a lost race is read again and retried only while nothing it read moved. */
export async function commitOrder(plan: OrderPlan, cartVersion: number, lease: StockLease, now: Date): Promise<CommitOutcome> {
  return withRetries<CommitOutcome>(
    async () => {
      try {
        await writePlacedOrder({
          plan,
          holds: holdsOfPlan(plan),
          cartVersion,
          nextOrderIdAfter: newId(),
          leaseOwner: lease.owner,
          leaseExpiresAt: new Date(Date.now() + HOLD_LEASE_MS).toISOString(),
          now: now.toISOString(),
        });
        return 'placed';
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        const lost = await whatMovedFirst(plan, cartVersion, lease);
        if (lost !== 'collided') return lost;
        throw error;
      }
    },
    { attempts: COMMIT_ATTEMPTS, waitMs: 25, maxWaitMs: 100 },
  ).catch((error: unknown) => {
    if (error instanceof ConflictError) return 'busy';
    throw error;
  });
}

/** What the customer is told when the transaction placed no order ('order_exists' only when the twin's order cannot be read). */
export function refusalOf(outcome: Exclude<CommitOutcome, 'placed'>): AppError {
  switch (outcome) {
    case 'cart_changed':
      return cartVersionConflict();
    case 'coupon_unavailable':
    case 'not_first_order':
      return new AppError('coupon_unavailable');
    case 'newsletter_card_used':
      return newsletterCardUsed();
    case 'at_capacity':
      return new AppError('at_capacity');
    case 'order_exists':
      return new AppError('order_exists');
    case 'busy':
    case 'lease_lost':
      return checkoutBusy();
  }
}

export const checkoutBusy = () => new AppError('checkout_busy');
export const newsletterCardUsed = () => new AppError('newsletter_coupon_card_used');

/** Reads again what the transaction was conditional on, in its order, and names the first that moved. */
export async function whatMovedFirst(plan: OrderPlan, cartVersion: number, lease: StockLease): Promise<RaceLoss> {
  if (await getOrderRecord(plan.orderId, true)) return 'order_exists';
  const cart = await getCartRecord(plan.userId, true);
  if (cart?.version !== cartVersion || cart.nextOrderId !== plan.orderId) return 'cart_changed';
  const boards = await Promise.all(plan.boards.map(async ({ boardId }) => ({ boardId, board: await getBoard(boardId, true) })));
  const seen = plan.boards.map(({ boardId, version }) => ({ board_id: boardId, version }));
  if (!boardsAsSeen(plan.userId, boards, seen)) return 'cart_changed';
  const conditions = await readOrderConditions(plan);
  const refusal = refusalFromConditions(plan, conditions);
  if (refusal) return refusal;
  const stock = await getOrderStock(plan.orderId);
  if (stock?.state !== 'reserving' || stock.owner !== lease.owner) return 'lease_lost';
  return 'collided';
}

/** Whether each coupon can still be used by this order: not deleted, not redeemed by this customer, unused or below its limit. */
function couponStillUsable(use: CouponUse, now: OrderConditions['coupons'] extends ReadonlyMap<string, infer V> ? V | undefined : never) {
  if (!now || now.redeemedByCustomer) return false;
  if (use.singleUse) return !now.consumed;
  return use.maxUses === null || now.usesCount < use.maxUses;
}

/** Which of the coupons, the production day, the first order and the newsletter card no longer allow the order, as read now, in the transaction's order. */
export function refusalFromConditions(
  plan: Pick<OrderPlan, 'orderId' | 'coupons' | 'booking' | 'requiresFirstOrder' | 'newsletterCard'>,
  now: OrderConditions,
): 'coupon_unavailable' | 'at_capacity' | 'not_first_order' | 'newsletter_card_used' | null {
  if (!plan.coupons.every((use) => couponStillUsable(use, now.coupons.get(use.code)))) return 'coupon_unavailable';
  if (plan.booking && now.booked + plan.booking.boards > plan.booking.capacityPerDay) return 'at_capacity';
  if (plan.requiresFirstOrder && (now.ordersPlaced > 0 || now.emailOrdersPlaced > 0)) return 'not_first_order';
  if (plan.newsletterCard && now.newsletterCardOrderId !== null && now.newsletterCardOrderId !== plan.orderId)
    return 'newsletter_card_used';
  return null;
}
