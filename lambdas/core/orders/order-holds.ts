import type { OrderContent, OrderHolds, OrderPlan } from '#contracts/schemas/stored-order.ts';
import type { CouponGiveBack, Release, ReleaseFacts, StockReturn } from '../db/cancel-order.ts';
import { partsHeldByOrder } from '../stock/index.ts';

// What a placed order holds of the shop (pure): the catalogue stock it took,
// the production capacity it booked, the coupons it consumed, its place in
// the customer's order count and in its e-mail identity's, and the card its
// newsletter coupon claimed. The checkout writes these in its transaction;
// canceling the order gives every one of them back in the cancel's
// transaction (db/cancel-order.ts). The rules of that give-back live here so
// they can be read and tested without a database.

/** What the checkout's transaction takes, as the order stores it. */
export function holdsOfPlan(
  plan: Pick<OrderPlan, 'reservations' | 'booking' | 'coupons' | 'customerEmailKey' | 'newsletterCard'>,
): OrderHolds {
  return {
    parts: plan.reservations.map((r) => ({ partId: r.partId, quantity: r.quantity })),
    booking: plan.booking ? { leadTimeId: plan.booking.leadTimeId, shipDate: plan.booking.shipDate, boards: plan.booking.boards } : null,
    coupons: plan.coupons.map((c) => c.code),
    emailKey: plan.customerEmailKey,
    ...(plan.newsletterCard ? { newsletterCard: plan.newsletterCard } : {}),
  };
}

/**
 * The order's holds: as stored at checkout, or, for an order placed before
 * they were stored, from its content (the same quotes and coupons the checkout
 * read; the booking from the lead time it chose — released only when the day
 * holds at least that many boards).
 */
export function holdsOfOrder(order: { content: OrderContent; holds?: OrderHolds | null }): OrderHolds {
  if (order.holds) return order.holds;
  const { content } = order;
  const boards = content.items.reduce((sum, i) => sum + i.quantity, 0);
  return {
    parts: partsHeldByOrder(order),
    booking: content.lead_time.ship_date
      ? { leadTimeId: content.lead_time.lead_time_id, shipDate: content.lead_time.ship_date, boards }
      : null,
    coupons: content.coupons_applied.map((c) => c.id),
  };
}

/**
 * What canceling gives back, from what the order holds and what is true now.
 * Everything the order took is returned exactly; a hold that is no longer
 * there to return (a deleted part, a booking already gone, a coupon whose use
 * was taken back) is named and skipped rather than blocking the cancel.
 */
export function planRelease(order: { orderId: string }, holds: OrderHolds, facts: ReleaseFacts): Release {
  const skipped: string[] = [];
  const stock: StockReturn[] = [];
  for (const held of holds.parts) {
    const part = facts.parts.get(held.partId);
    if (!part) {
      skipped.push(`part ${held.partId} is no longer in the catalogue (${held.quantity} not returned)`);
      continue;
    }
    stock.push({ partId: held.partId, name: part.name, quantity: held.quantity, before: part.stock, after: part.stock + held.quantity });
  }

  let booking: Release['booking'] = null;
  if (holds.booking) {
    if (facts.bookedNow !== null && facts.bookedNow >= holds.booking.boards) booking = holds.booking;
    else skipped.push(`no booking of ${holds.booking.boards} boards on ${holds.booking.shipDate} to release`);
  }

  const coupons: CouponGiveBack[] = [];
  for (const code of holds.coupons) {
    const now = facts.coupons.get(code);
    const consumedHere = now !== undefined && (now.singleUse ? now.consumedByOrderId === order.orderId : (now.usesCount ?? 0) > 0);
    const redeemedHere = now?.redemptionOrderId === order.orderId;
    if (!now || !consumedHere || !redeemedHere) {
      skipped.push(`coupon ${code} was not held by this order any more`);
      continue;
    }
    coupons.push({ code, singleUse: now.singleUse, usesCount: (now.usesCount ?? 0) > 0 });
  }

  const uncountEmail = holds.emailKey !== undefined && facts.emailOrdersPlaced > 0 ? holds.emailKey : null;
  const newsletterCard = holds.newsletterCard !== undefined && facts.newsletterCardOrderId === order.orderId ? holds.newsletterCard : null;
  return { stock, booking, coupons, uncount: facts.ordersPlaced > 0, uncountEmail, newsletterCard, skipped };
}

/** The release in words, for the order's history. */
export function releaseNote(release: Release): string {
  const parts: string[] = [];
  if (release.stock.length > 0)
    parts.push(`Returned to stock: ${release.stock.map((s) => `${s.quantity} × ${s.name} (now ${s.after})`).join(', ')}.`);
  if (release.booking) parts.push(`Production booking released: ${release.booking.boards} boards on ${release.booking.shipDate}.`);
  if (release.coupons.length > 0)
    parts.push(`Coupon${release.coupons.length === 1 ? '' : 's'} ${release.coupons.map((c) => c.code).join(', ')} can be used again.`);
  if (release.skipped.length > 0) parts.push(`Not released: ${release.skipped.join('; ')}.`);
  return parts.length > 0 ? parts.join(' ') : 'Nothing was held.';
}
