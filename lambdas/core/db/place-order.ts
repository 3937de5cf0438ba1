import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import type { OrderHolds, OrderPlan } from '#contracts/schemas/stored-order.ts';
import { collided, ConflictError, type TransactionReason } from './conditional-failure.ts';
import { packOrderBody } from './order-packing.ts';
import { db } from './service.ts';

// The checkout's order transaction: the order (created with the id the cart
// promised, so a second attempt cannot make another), its first history
// events, the emptied cart (only from the version the customer saw, with a
// new next order id), the boards (In shopping cart → Order received, each at
// the version — quantity, options, BOM — the customer saw), each
// coupon (consumed, within its uses, once per customer), the production
// booking (within the day's capacity), the user's order count (zero still,
// when a coupon is for first orders) and the order's stock record (reserving →
// taking, only for the attempt holding its lease). All of it, or none of it.
// The parts' stock is not in it: it was held before, one part at a time
// (db/stock-reservations.ts), so no order is too large for one transaction.
// A coupon used up, a first-order coupon on a later order or a full production
// day is the outcome's answer; anything else that stops it (the order exists,
// the cart, a board or the stock lease moved, a twin transaction collided) is
// a lost race, ConflictError: the checkout reads again to say who won.
// See docs/checkout.md#the-order-transaction.

export const MAX_TRANSACTION_ITEMS = 100;

export type PlaceOrderWrite = {
  plan: OrderPlan;
  /** What the order takes (orders/order-holds.ts holdsOfPlan): a cancel gives exactly this back. */
  holds: OrderHolds;
  cartVersion: number;
  nextOrderIdAfter: string;
  /** The checkout attempt holding the order's stock lease. */
  leaseOwner: string;
  /** When the order's stock record's next lease ends (the sweeper finishes taking after it). */
  leaseExpiresAt: string;
  now: string;
};

/** What stops an order that is not a race: the answer to this checkout. */
export type OrderRefusal = 'coupon_unavailable' | 'not_first_order' | 'at_capacity';

export type PlaceOrderOutcome = { ok: true } | { ok: false; problem: OrderRefusal };

/** Each item's refusal when its condition fails; null: a record the checkout read moved (a lost race). */
type Step = { refusal: OrderRefusal | null };

/** How many items the transaction writes (DynamoDB takes at most 100; the cart's limits keep it far below). */
export function transactionSize(plan: Pick<OrderPlan, 'events' | 'boards' | 'coupons' | 'booking'>): number {
  return 1 + plan.events.length + 1 + plan.boards.length + 2 * plan.coupons.length + (plan.booking ? 1 : 0) + 1 + 1;
}

// eslint-disable-next-line max-lines-per-function -- reshaped by issue 26.2 (checkout as named steps)
export async function writePlacedOrder(w: PlaceOrderWrite): Promise<PlaceOrderOutcome> {
  const { plan, now } = w;
  const steps: Step[] = [];
  const result = await db()
    // eslint-disable-next-line max-lines-per-function -- reshaped by issue 26.2 (checkout as named steps)
    .transaction.write(({ order, orderEvent, cart, board, coupon, couponRedemption, productionBooking, user, orderStock }) => {
      const items = [];
      steps.push({ refusal: null });
      items.push(
        order
          .create({
            orderId: plan.orderId,
            userId: plan.userId,
            customerEmail: plan.customerEmail,
            state: plan.state,
            invoiceState: plan.payment.invoiceState,
            paymentState: plan.payment.paymentState,
            paymentMethod: plan.payment.method,
            ...(plan.payment.paymentIntentId ? { paymentIntentId: plan.payment.paymentIntentId } : {}),
            ...(plan.payment.purchaseOrder ? { purchaseOrder: plan.payment.purchaseOrder } : {}),
            ...packOrderBody({ content: plan.content, holds: w.holds }),
            orderTotalCents: plan.content.totals.total_cents,
            wasTracked: false,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
      );
      plan.events.forEach((e, seq) => {
        steps.push({ refusal: null });
        items.push(
          orderEvent
            .create({
              orderId: plan.orderId,
              at: now,
              seq,
              ...(e.from ? { from: e.from } : {}),
              kind: e.kind,
              to: e.to,
              actor: e.actor,
              by: e.by,
              note: e.note,
            })
            .commit(),
        );
      });
      steps.push({ refusal: null });
      items.push(
        cart
          .put({
            userId: plan.userId,
            version: w.cartVersion + 1,
            content: EMPTY_CART_CONTENT,
            nextOrderId: w.nextOrderIdAfter,
            updatedAt: now,
          })
          .where((a, op) => `${op.eq(a.version, w.cartVersion)} AND ${op.eq(a.nextOrderId, plan.orderId)}`)
          .commit(),
      );
      for (const { boardId, version } of plan.boards) {
        steps.push({ refusal: null });
        items.push(
          board
            .patch({ boardId })
            .set({ lifecycle: 'Order received' })
            .where((a, op) => {
              // The quantity (options, BOM) the customer saw: a board written before versions existed counts as version 0.
              const seen = version === 0 ? `(${op.notExists(a.bomVersion)} OR ${op.eq(a.bomVersion, 0)})` : op.eq(a.bomVersion, version);
              return `${op.eq(a.userId, plan.userId)} AND ${op.eq(a.lifecycle, 'In shopping cart')} AND ${seen}`;
            })
            .commit(),
        );
      }
      for (const c of plan.coupons) {
        steps.push({ refusal: 'coupon_unavailable' });
        const patch = coupon.patch({ code: c.code });
        items.push(
          c.singleUse
            ? patch
                .set({ consumedAt: now, consumedByOrderId: plan.orderId })
                .add({ usesCount: 1 })
                .where((a, op) => op.notExists(a.consumedAt))
                .commit()
            : c.maxUses === null
              ? patch.add({ usesCount: 1 }).commit()
              : patch
                  .add({ usesCount: 1 })
                  .where((a, op) => `${op.notExists(a.usesCount)} OR ${op.lt(a.usesCount, c.maxUses!)}`)
                  .commit(),
        );
        steps.push({ refusal: 'coupon_unavailable' });
        items.push(
          couponRedemption
            .create({ code: c.code, userId: plan.userId, orderId: plan.orderId, discountCents: c.discountCents, at: now })
            .commit(),
        );
      }
      if (plan.booking) {
        const { leadTimeId, shipDate, boards, capacityPerDay } = plan.booking;
        steps.push({ refusal: 'at_capacity' });
        items.push(
          productionBooking
            .update({ leadTimeId, shipDate })
            .add({ booked: boards })
            .where((a, op) => `${op.notExists(a.booked)} OR ${op.lte(a.booked, capacityPerDay - boards)}`)
            .commit(),
        );
      }
      steps.push({ refusal: 'not_first_order' });
      const counted = user.patch({ userId: plan.userId }).add({ ordersPlaced: 1 });
      items.push(
        plan.requiresFirstOrder
          ? counted.where((a, op) => `${op.notExists(a.ordersPlaced)} OR ${op.eq(a.ordersPlaced, 0)}`).commit()
          : counted.commit(),
      );
      steps.push({ refusal: null });
      items.push(
        orderStock
          .patch({ orderId: plan.orderId })
          .set({ state: 'taking', expiresAt: w.leaseExpiresAt, at: now })
          .where((a, op) => `${op.eq(a.state, 'reserving')} AND ${op.eq(a.owner, w.leaseOwner)}`)
          .commit(),
      );
      return items;
    })
    .go();
  if (!result.canceled) return { ok: true };
  const reasons: TransactionReason[] = result.data;
  const refusal = collided(reasons) ? null : (steps[reasons.findIndex((d) => d.rejected)]?.refusal ?? null);
  if (refusal) return { ok: false, problem: refusal };
  throw new ConflictError('The order, its cart, a board or its stock lease changed meanwhile');
}
