import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import type { CouponUse, OrderHolds, OrderPlan } from '#contracts/schemas/stored-order.ts';
import { ConflictError } from './conditional-failure.ts';
import { ordersPlacedUnderEmail } from './email-order-counts.ts';
import { getNewsletterCard } from './newsletter-cards.ts';
import { packOrderBody } from './order-packing.ts';
import { db } from './service.ts';

// The checkout's order transaction: the order (created with the id the cart
// promised, so a second attempt cannot make another), its first history
// events, the emptied cart (only from the version the customer saw, with a
// new next order id), the boards (In shopping cart → Order received, each at
// the version — quantity, options, BOM — the customer saw), each coupon
// (one more use, one redemption by this customer), the production booking,
// the user's order count and its e-mail identity's, the card a newsletter
// coupon was paid with, and the order's stock record (reserving → taking,
// only for the attempt holding its lease). All of it, or none of it.
// The parts' stock is not in it: it was held before, one part at a time
// (db/stock-reservations.ts), so no order is too large for one transaction.
// Whether the coupons, the first order and the day's capacity allow the order
// is the checkout's decision, made before; each write here is only conditional
// on what that decision read still holding. Whatever stops it is ConflictError,
// and the checkout reads again (readOrderConditions) to say what moved.
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

type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** How many items the transaction writes (DynamoDB takes at most 100; the cart's limits keep it far below). */
export function transactionSize(plan: Pick<OrderPlan, 'events' | 'boards' | 'coupons' | 'booking' | 'newsletterCard'>): number {
  const counts = 2; // the user's order count and its e-mail identity's
  const card = plan.newsletterCard ? 1 : 0;
  return 1 + plan.events.length + 1 + plan.boards.length + 2 * plan.coupons.length + (plan.booking ? 1 : 0) + counts + card + 1;
}

/** Writes the order and all that comes with it; ConflictError when anything it is conditional on moved, or a twin collided. */
export async function writePlacedOrder(write: PlaceOrderWrite): Promise<void> {
  const result = await db()
    .transaction.write((entities) => [
      orderItem(entities, write),
      ...eventItems(entities, write),
      cartItem(entities, write),
      ...write.plan.boards.map((board) => boardItem(entities, write, board)),
      ...write.plan.coupons.flatMap((use) => couponItems(entities, write, use)),
      ...(write.plan.booking ? [bookingItem(entities, write.plan.booking)] : []),
      userItem(entities, write.plan),
      emailOrdersItem(entities, write.plan),
      ...(write.plan.newsletterCard ? [newsletterCardItem(entities, write, write.plan.newsletterCard)] : []),
      orderStockItem(entities, write),
    ])
    .go();
  if (result.canceled)
    throw new ConflictError('The order, its cart, a board, a coupon, a count, the card, the booking or its stock lease changed meanwhile');
}

function orderItem({ order }: TransactionEntities, { plan, holds, now }: PlaceOrderWrite) {
  return order
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
      ...packOrderBody({ content: plan.content, holds }),
      orderTotalCents: plan.content.totals.total_cents,
      wasTracked: false,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .commit();
}

function eventItems({ orderEvent }: TransactionEntities, { plan, now }: PlaceOrderWrite) {
  return plan.events.map((event, seq) =>
    orderEvent
      .create({
        orderId: plan.orderId,
        at: now,
        seq,
        ...(event.from ? { from: event.from } : {}),
        kind: event.kind,
        to: event.to,
        actor: event.actor,
        by: event.by,
        note: event.note,
      })
      .commit(),
  );
}

/** Emptied, only from the version the customer saw. */
function cartItem({ cart }: TransactionEntities, { plan, cartVersion, nextOrderIdAfter, now }: PlaceOrderWrite) {
  return cart
    .put({ userId: plan.userId, version: cartVersion + 1, content: EMPTY_CART_CONTENT, nextOrderId: nextOrderIdAfter, updatedAt: now })
    .where((attributes, op) => `${op.eq(attributes.version, cartVersion)} AND ${op.eq(attributes.nextOrderId, plan.orderId)}`)
    .commit();
}

/** Ordered, only while it is still in this customer's cart at the version (quantity, options, BOM) the customer saw. */
function boardItem({ board }: TransactionEntities, { plan }: PlaceOrderWrite, seen: OrderPlan['boards'][number]) {
  return board
    .patch({ boardId: seen.boardId })
    .set({ lifecycle: 'Order received' })
    .where((attributes, op) => {
      // A board written before versions existed counts as version 0.
      const atVersion =
        seen.version === 0
          ? `(${op.notExists(attributes.bomVersion)} OR ${op.eq(attributes.bomVersion, 0)})`
          : op.eq(attributes.bomVersion, seen.version);
      return `${op.eq(attributes.userId, plan.userId)} AND ${op.eq(attributes.lifecycle, 'In shopping cart')} AND ${atVersion}`;
    })
    .commit();
}

/** One more use (a single-use coupon: only while unused; a limited one: only while below its limit) and this customer's redemption. */
function couponItems({ coupon, couponRedemption }: TransactionEntities, { plan, now }: PlaceOrderWrite, use: CouponUse) {
  const patch = coupon.patch({ code: use.code });
  const limit = use.maxUses;
  const card = use.newsletter && plan.newsletterCard ? { consumedCardFingerprint: plan.newsletterCard } : {};
  const counted = use.singleUse
    ? patch
        .set({ consumedAt: now, consumedByOrderId: plan.orderId, ...card })
        .add({ usesCount: 1 })
        .where((attributes, op) => op.notExists(attributes.consumedAt))
        .commit()
    : limit === null
      ? patch.add({ usesCount: 1 }).commit()
      : patch
          .add({ usesCount: 1 })
          .where((attributes, op) => `${op.notExists(attributes.usesCount)} OR ${op.lt(attributes.usesCount, limit)}`)
          .commit();
  const redeemed = couponRedemption
    .create({ code: use.code, userId: plan.userId, orderId: plan.orderId, discountCents: use.discountCents, at: now })
    .commit();
  return [counted, redeemed];
}

/** The boards booked on the ship day, only while they stay within the day's capacity the plan carries. */
function bookingItem({ productionBooking }: TransactionEntities, booking: NonNullable<OrderPlan['booking']>) {
  const { leadTimeId, shipDate, boards, capacityPerDay } = booking;
  return productionBooking
    .update({ leadTimeId, shipDate })
    .add({ booked: boards })
    .where((attributes, op) => `${op.notExists(attributes.booked)} OR ${op.lte(attributes.booked, capacityPerDay - boards)}`)
    .commit();
}

/** The customer's order count; when the plan requires a first order, only while it is still zero. */
function userItem({ user }: TransactionEntities, plan: OrderPlan) {
  const counted = user.patch({ userId: plan.userId }).add({ ordersPlaced: 1 });
  return plan.requiresFirstOrder
    ? counted.where((attributes, op) => `${op.notExists(attributes.ordersPlaced)} OR ${op.eq(attributes.ordersPlaced, 0)}`).commit()
    : counted.commit();
}

/** The e-mail identity's order count (across its accounts); when the plan requires a first order, only while it is still zero. */
function emailOrdersItem({ emailOrders }: TransactionEntities, plan: OrderPlan) {
  const counted = emailOrders.update({ emailKey: plan.customerEmailKey }).add({ ordersPlaced: 1 });
  return plan.requiresFirstOrder
    ? counted.where((attributes, op) => `${op.notExists(attributes.ordersPlaced)} OR ${op.lte(attributes.ordersPlaced, 0)}`).commit()
    : counted.commit();
}

/** The card paid for this newsletter-coupon order: only while no other order claimed it. */
function newsletterCardItem({ newsletterCard }: TransactionEntities, { plan, now }: PlaceOrderWrite, fingerprint: string) {
  const code = plan.coupons.find((use) => use.newsletter)?.code ?? '';
  return newsletterCard.create({ fingerprint, code, orderId: plan.orderId, userId: plan.userId, at: now }).commit();
}

/** reserving → taking, only for the attempt holding the lease. */
function orderStockItem({ orderStock }: TransactionEntities, { plan, leaseOwner, leaseExpiresAt, now }: PlaceOrderWrite) {
  return orderStock
    .patch({ orderId: plan.orderId })
    .set({ state: 'taking', expiresAt: leaseExpiresAt, at: now })
    .where((attributes, op) => `${op.eq(attributes.state, 'reserving')} AND ${op.eq(attributes.owner, leaseOwner)}`)
    .commit();
}

/** What the transaction's coupon, booking and order-count writes are conditional on, read strongly consistent. */
export type OrderConditions = {
  /** Each coupon now (absent: deleted), and this customer's redemption of it. */
  coupons: ReadonlyMap<string, { consumed: boolean; usesCount: number; redeemedByCustomer: boolean }>;
  /** Boards booked now on the plan's ship day (0 when none). */
  booked: number;
  ordersPlaced: number;
  /** Orders placed now under the customer's e-mail identity. */
  emailOrdersPlaced: number;
  /** The order that claimed the plan's newsletter card, if one has (null: unclaimed, or no card in the plan). */
  newsletterCardOrderId: string | null;
};

/** Read after a lost race, so the checkout can tell which of them moved. */
export async function readOrderConditions(
  plan: Pick<OrderPlan, 'userId' | 'coupons' | 'booking' | 'customerEmailKey' | 'newsletterCard'>,
): Promise<OrderConditions> {
  const entities = db().entities;
  const [coupons, booking, user, emailOrdersPlaced, card] = await Promise.all([
    Promise.all(
      plan.coupons.map(async ({ code }) => {
        const [coupon, redemption] = await Promise.all([
          entities.coupon.get({ code }).go({ consistent: true }),
          entities.couponRedemption.get({ code, userId: plan.userId }).go({ consistent: true }),
        ]);
        return { code, coupon: coupon.data, redeemedByCustomer: redemption.data !== null };
      }),
    ),
    plan.booking
      ? entities.productionBooking.get({ leadTimeId: plan.booking.leadTimeId, shipDate: plan.booking.shipDate }).go({ consistent: true })
      : Promise.resolve({ data: null }),
    entities.user.get({ userId: plan.userId }).go({ attributes: ['userId', 'ordersPlaced'], consistent: true }),
    ordersPlacedUnderEmail(plan.customerEmailKey, true),
    plan.newsletterCard ? getNewsletterCard(plan.newsletterCard, true) : Promise.resolve(null),
  ]);
  return {
    coupons: new Map(
      coupons.flatMap(({ code, coupon, redeemedByCustomer }) =>
        coupon ? [[code, { consumed: Boolean(coupon.consumedAt), usesCount: coupon.usesCount ?? 0, redeemedByCustomer }] as const] : [],
      ),
    ),
    booked: booking.data?.booked ?? 0,
    ordersPlaced: user.data?.ordersPlaced ?? 0,
    emailOrdersPlaced,
    newsletterCardOrderId: card?.orderId ?? null,
  };
}
