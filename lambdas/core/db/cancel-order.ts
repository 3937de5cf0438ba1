import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { NewOrderEvent, OrderHolds } from '#contracts/schemas/stored-order.ts';
import { ConflictError } from './conditional-failure.ts';
import { ordersPlacedUnderEmail } from './email-order-counts.ts';
import { getNewsletterCard } from './newsletter-cards.ts';
import { getPartsByIds } from './parts.ts';
import { db } from './service.ts';

// Canceling an order in ONE transaction: the state change (conditional on the
// version and state staff saw) with its history, and the give-back of all it
// held — the production booking released, each coupon made usable again (its
// use and the customer's redemption taken back, conditional on belonging to
// this order), the customer's order count and its e-mail identity's, the card
// its newsletter coupon claimed (only while this order holds it), and the
// order's stock record set to "returning". All of it, or none: a cancel that lost a race changes
// nothing (ConflictError: the caller reads again to tell the order's own
// change from a held figure's) and a second cancel finds the order Canceled,
// a final state.
// The parts' stock comes back right after, one part at a time
// (stock/give-back.ts; any number of parts), resumed by the sweeper if
// interrupted. See docs/checkout.md#cancel.

/** Events of the same millisecond stay distinct (checkout numbers its own 0, 1, 2). */
const eventSeq = () => 10 + Math.floor(Math.random() * 1_000_000);

/** What is true now of each held thing, read just before the cancel's transaction (which is conditional on it). */
export type ReleaseFacts = {
  /** Each held part as it is now; absent: no longer in the catalogue. */
  parts: ReadonlyMap<string, { stock: number; name: string }>;
  /** Boards booked now on the held day; null when the day has no booking. */
  bookedNow: number | null;
  /** Each held coupon now, and this customer's redemption of it. */
  coupons: ReadonlyMap<
    string,
    { singleUse: boolean; consumedByOrderId: string | null; usesCount: number | null; redemptionOrderId: string | null }
  >;
  /** The customer's count of orders (not canceled). */
  ordersPlaced: number;
  /** Orders (not canceled) under the e-mail identity the order was counted in (0 when it was not). */
  emailOrdersPlaced: number;
  /** The order holding the card the order claimed (null: none claimed, or no longer claimed). */
  newsletterCardOrderId: string | null;
};

export type StockReturn = { partId: string; name: string; quantity: number; before: number; after: number };
/** singleUse: the coupon is marked unconsumed; usesCount: its count of uses goes down by one. */
export type CouponGiveBack = { code: string; singleUse: boolean; usesCount: boolean };

export type Release = {
  stock: StockReturn[];
  booking: { leadTimeId: string; shipDate: string; boards: number } | null;
  coupons: CouponGiveBack[];
  /** The order leaves the customer's count (so a first-order coupon works again when it was their only order). */
  uncount: boolean;
  /** The e-mail identity whose count the order leaves too (null: it was not counted there, or the count is zero). */
  uncountEmail: string | null;
  /** The card fingerprint this order claimed, given back (null: nothing to give back). */
  newsletterCard: string | null;
  /** Holds that cannot be given back, in words (a part gone from the catalogue…). */
  skipped: string[];
};

/** Reads what each hold is now (the transaction is conditional on these figures). */
export async function readReleaseFacts(order: { orderId: string; userId: string }, holds: OrderHolds): Promise<ReleaseFacts> {
  const entities = db().entities;
  const [parts, booking, coupons, user, emailOrdersPlaced, card] = await Promise.all([
    holds.parts.length > 0 ? getPartsByIds(holds.parts.map((p) => p.partId)) : Promise.resolve(new Map()),
    holds.booking
      ? entities.productionBooking.get({ leadTimeId: holds.booking.leadTimeId, shipDate: holds.booking.shipDate }).go()
      : Promise.resolve({ data: null }),
    Promise.all(
      holds.coupons.map(async (code) => {
        const [coupon, redemption] = await Promise.all([
          entities.coupon.get({ code }).go(),
          entities.couponRedemption.get({ code, userId: order.userId }).go(),
        ]);
        return [code, coupon.data, redemption.data] as const;
      }),
    ),
    entities.user.get({ userId: order.userId }).go({ attributes: ['userId', 'ordersPlaced'] }),
    holds.emailKey ? ordersPlacedUnderEmail(holds.emailKey) : Promise.resolve(0),
    holds.newsletterCard ? getNewsletterCard(holds.newsletterCard) : Promise.resolve(null),
  ]);
  const couponFacts = new Map<string, ReleaseFacts['coupons'] extends ReadonlyMap<string, infer V> ? V : never>();
  for (const [code, coupon, redemption] of coupons) {
    if (!coupon) continue;
    couponFacts.set(code, {
      singleUse: coupon.singleUse,
      consumedByOrderId: coupon.consumedByOrderId ?? null,
      usesCount: coupon.usesCount ?? null,
      redemptionOrderId: redemption?.orderId ?? null,
    });
  }
  return {
    parts: new Map([...parts].map(([id, p]) => [id, { stock: p.stock, name: p.supplier_code || p.mpn || id }])),
    bookedNow: booking.data?.booked ?? null,
    coupons: couponFacts,
    ordersPlaced: user.data?.ordersPlaced ?? 0,
    emailOrdersPlaced,
    newsletterCardOrderId: card?.orderId ?? null,
  };
}

export type CancelWrite = {
  orderId: string;
  userId: string;
  from: OrderState;
  version: number;
  event: NewOrderEvent;
  release: Release;
  releaseEvent: NewOrderEvent;
  /** Who the inventory movements name. */
  actor: string;
  at: string;
  /** The give-back's lease on the order's stock record: who runs it and until when, before the sweeper resumes it. */
  stockOwner: string;
  stockExpiresAt: string;
};

type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/**
 * ConflictError when the order or a held thing (booking, coupon, count) moved
 * between the read and the write, or a twin transaction collided.
 */
export async function writeCanceledOrder(write: CancelWrite): Promise<void> {
  const { release } = write;
  const seq = eventSeq(); // the release is listed right after the cancel
  const result = await db()
    .transaction.write((entities) => [
      canceledItem(entities, write),
      ...cancelEventItems(entities, write, seq),
      ...(release.stock.length > 0 ? [returningStockItem(entities, write)] : []),
      ...(release.booking ? [unbookedItem(entities, release.booking)] : []),
      ...release.coupons.flatMap((giveBack) => couponGiveBackItems(entities, write, giveBack)),
      ...(release.uncount ? [uncountedItem(entities, write)] : []),
      ...(release.uncountEmail ? [emailUncountedItem(entities, release.uncountEmail)] : []),
      ...(release.newsletterCard ? [newsletterCardGiveBackItem(entities, write, release.newsletterCard)] : []),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The order or what it holds changed meanwhile');
}

/** Canceled, only from the version and state staff saw. */
function canceledItem({ order }: TransactionEntities, { orderId, version, from, at }: CancelWrite) {
  return order
    .patch({ orderId })
    .set({ state: 'Canceled', version: version + 1, updatedAt: at })
    .where((attributes, op) => `${op.eq(attributes.version, version)} AND ${op.eq(attributes.state, from)}`)
    .commit();
}

function cancelEventItems({ orderEvent }: TransactionEntities, write: CancelWrite, seq: number) {
  const { orderId, at, from, event, releaseEvent } = write;
  return [
    orderEvent
      .create({ orderId, at, seq, kind: 'order', from, to: 'Canceled', actor: event.actor, by: event.by, note: event.note })
      .commit(),
    orderEvent
      .create({ orderId, at, seq: seq + 1, kind: 'released', to: releaseEvent.to, actor: 'System', by: 'System', note: releaseEvent.note })
      .commit(),
  ];
}

/** The order's stock record → returning, under the give-back's lease. */
function returningStockItem({ orderStock }: TransactionEntities, write: CancelWrite) {
  return orderStock
    .put({
      orderId: write.orderId,
      userId: write.userId,
      state: 'returning',
      owner: write.stockOwner,
      expiresAt: write.stockExpiresAt,
      at: write.at,
      actor: write.actor,
    })
    .commit();
}

function unbookedItem({ productionBooking }: TransactionEntities, { leadTimeId, shipDate, boards }: NonNullable<Release['booking']>) {
  return productionBooking
    .patch({ leadTimeId, shipDate })
    .add({ booked: -boards })
    .where((attributes, op) => op.gte(attributes.booked, boards))
    .commit();
}

/** The coupon usable again (only while this order holds it) and the customer's redemption taken back. */
function couponGiveBackItems(
  { coupon, couponRedemption }: TransactionEntities,
  { orderId, userId }: CancelWrite,
  giveBack: CouponGiveBack,
) {
  const redemption = couponRedemption
    .delete({ code: giveBack.code, userId })
    .where((attributes, op) => op.eq(attributes.orderId, orderId))
    .commit();
  if (giveBack.singleUse) {
    const patch = coupon.patch({ code: giveBack.code }).remove(['consumedAt', 'consumedByOrderId', 'consumedCardFingerprint']);
    const counted = giveBack.usesCount ? patch.add({ usesCount: -1 }) : patch;
    return [counted.where((attributes, op) => op.eq(attributes.consumedByOrderId, orderId)).commit(), redemption];
  }
  if (!giveBack.usesCount) return [redemption];
  const uncounted = coupon
    .patch({ code: giveBack.code })
    .add({ usesCount: -1 })
    .where((attributes, op) => op.gte(attributes.usesCount, 1))
    .commit();
  return [uncounted, redemption];
}

function uncountedItem({ user }: TransactionEntities, { userId }: CancelWrite) {
  return user
    .patch({ userId })
    .add({ ordersPlaced: -1 })
    .where((attributes, op) => op.gte(attributes.ordersPlaced, 1))
    .commit();
}

function emailUncountedItem({ emailOrders }: TransactionEntities, emailKey: string) {
  return emailOrders
    .patch({ emailKey })
    .add({ ordersPlaced: -1 })
    .where((attributes, op) => op.gte(attributes.ordersPlaced, 1))
    .commit();
}

/** The card can pay for a newsletter coupon again, only while this order holds it. */
function newsletterCardGiveBackItem({ newsletterCard }: TransactionEntities, { orderId }: CancelWrite, fingerprint: string) {
  return newsletterCard
    .delete({ fingerprint })
    .where((attributes, op) => op.eq(attributes.orderId, orderId))
    .commit();
}
