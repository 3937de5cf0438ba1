import type { EntityItem } from 'electrodb';
import type { OrderStockEntity } from './entities/order-stock.ts';
import type { StockReservationEntity } from './entities/stock-reservation.ts';
import { conflictOnFailure, ConflictError, failedItsCondition, isConditionalFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// Stock held for orders, one small write at a time (never one transaction per
// order, so an order's size is not bounded by DynamoDB's 100 items). Each
// function is idempotent: run twice, it changes stock once. A lease or state
// move that another actor made first is a ConflictError.
// See docs/checkout.md#stock-reservations.

export type ReservationRecord = EntityItem<typeof StockReservationEntity>;
export type OrderStockRecord = EntityItem<typeof OrderStockEntity>;
export type OrderStockState = OrderStockRecord['state'];

const movementKey = (kind: 'hold' | 'release' | 'cancel', orderId: string) => `${kind}-${orderId}`;

// ─── The order's stock record (lease and state) ─────────────────────────────

export async function getOrderStock(orderId: string): Promise<OrderStockRecord | null> {
  const { data } = await db().entities.orderStock.get({ orderId }).go({ consistent: true });
  return data ?? null;
}

export type Claim = {
  orderId: string;
  userId: string;
  owner: string;
  now: string;
  expiresAt: string;
  /** Also take the lease from this owner while it still runs (a checkout adopting the cart's parked holds). */
  takeOverFrom?: string;
};

/**
 * Takes the lease on an order id for one checkout attempt: when no attempt
 * ever ran, when the last one released everything, or when the last one's
 * lease ran out while reserving (its reservations are then re-used).
 * ConflictError while another attempt holds it (or it moved on).
 */
export async function claimOrderStock(c: Claim): Promise<void> {
  await conflictOnFailure(
    () =>
      db()
        .entities.orderStock.put({
          orderId: c.orderId,
          userId: c.userId,
          state: 'reserving',
          owner: c.owner,
          expiresAt: c.expiresAt,
          at: c.now,
        })
        .where((a, op) =>
          [
            op.notExists(a.state),
            op.eq(a.state, 'released'),
            `(${op.eq(a.state, 'reserving')} AND ${op.lt(a.expiresAt, c.now)})`,
            ...(c.takeOverFrom ? [`(${op.eq(a.state, 'reserving')} AND ${op.eq(a.owner, c.takeOverFrom)})`] : []),
          ].join(' OR '),
        )
        .go(),
    'Another attempt holds the order stock lease',
  );
}

export type StateMove = {
  orderId: string;
  from: readonly OrderStockState[];
  to: OrderStockState;
  /** Only the attempt holding the lease (omit: anyone, e.g. the sweeper once it expired). */
  owner?: string;
  /** Only while the lease has run out (the sweeper): exactly the expiry it read. */
  expiresAt?: string;
  newOwner?: string;
  newExpiresAt: string;
  at: string;
};

/** Moves the order's stock record, conditionally; ConflictError when another actor moved it first. */
export async function moveOrderStock(m: StateMove): Promise<void> {
  await conflictOnFailure(
    () =>
      db()
        .entities.orderStock.patch({ orderId: m.orderId })
        .set({ state: m.to, expiresAt: m.newExpiresAt, at: m.at, ...(m.newOwner ? { owner: m.newOwner } : {}) })
        .where((a, op) =>
          [
            `(${m.from.map((s) => op.eq(a.state, s)).join(' OR ')})`,
            ...(m.owner ? [op.eq(a.owner, m.owner)] : []),
            ...(m.expiresAt ? [op.eq(a.expiresAt, m.expiresAt)] : []),
          ].join(' AND '),
        )
        .go(),
    'The order stock record moved meanwhile',
  );
}

/** Order stock records in `state` whose lease ended before `now`, oldest first. */
export async function expiredOrderStock(state: OrderStockState, now: string, limit: number): Promise<OrderStockRecord[]> {
  const { data } = await db().entities.orderStock.query.byStateAndExpiry({ state }).lt({ expiresAt: now }).go({ limit });
  return data;
}

// ─── Reservations ───────────────────────────────────────────────────────────

export async function listReservations(orderId: string): Promise<ReservationRecord[]> {
  const { data } = await db().entities.stockReservation.query.byOrder({ orderId }).go({ pages: 'all', consistent: true });
  return data;
}

export type ReserveOutcome =
  { ok: true } | { ok: false; problem: 'insufficient_stock'; stock: number; name: string } | { ok: false; problem: 'part_missing' };

/**
 * Holds `quantity` of a part for an order: the reservation item first, then
 * one conditional decrement (`stock >= quantity`, never the figure read; the
 * part records the order in `heldBy`, so a repeat decrements nothing), then
 * the movement with the exact figure after. Out of stock: the reservation item
 * is removed again and the answer says how many are left.
 */
export async function reservePart(r: {
  orderId: string;
  userId: string;
  partId: string;
  quantity: number;
  at: string;
  expiresAt: string;
}): Promise<ReserveOutcome> {
  const { stockReservation, part } = db().entities;
  await stockReservation
    .put({ orderId: r.orderId, partId: r.partId, userId: r.userId, quantity: r.quantity, at: r.at, expiresAt: r.expiresAt })
    .go();
  let after: number;
  try {
    const { data } = await part
      .patch({ id: r.partId })
      .add({ stock: -r.quantity, heldBy: [r.orderId] })
      .where((a, op) => `${op.gte(a.stock, r.quantity)} AND NOT ${op.contains(a.heldBy, r.orderId)}`)
      .go({ response: 'all_new' });
    after = data.stock ?? 0;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data: now } = await part
      .get({ id: r.partId })
      .go({ attributes: ['id', 'stock', 'heldBy', 'supplier_code', 'mpn'], consistent: true });
    if (now?.heldBy?.includes(r.orderId)) return { ok: true }; // an earlier run of this step took it
    await stockReservation.delete({ orderId: r.orderId, partId: r.partId }).go();
    if (!now) return { ok: false, problem: 'part_missing' };
    return { ok: false, problem: 'insufficient_stock', stock: now.stock, name: now.supplier_code || now.mpn || r.partId };
  }
  await createMovement({
    partId: r.partId,
    at: r.at,
    movementId: movementKey('hold', r.orderId),
    delta: -r.quantity,
    reason: `Order ${r.orderId}`,
    actor: r.userId,
    after,
  });
  return { ok: true };
}

/**
 * Gives a reservation back: the stock (only while the part still records the
 * order, so never twice) with its movement, then the reservation item.
 * Returns whether stock moved.
 */
export async function releaseReservation(
  r: Pick<ReservationRecord, 'orderId' | 'partId' | 'quantity'>,
  why: { reason: string; actor: string; at: string },
): Promise<boolean> {
  const { stockReservation, part } = db().entities;
  let after: number | null = null;
  try {
    const { data } = await part
      .patch({ id: r.partId })
      .add({ stock: r.quantity })
      .delete({ heldBy: [r.orderId] })
      .where((a, op) => op.contains(a.heldBy, r.orderId))
      .go({ response: 'all_new' });
    after = data.stock ?? 0;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error; // nothing held: never decremented, already released, or the part is gone
  }
  if (after !== null) {
    await createMovement({
      partId: r.partId,
      at: why.at,
      movementId: movementKey('release', r.orderId),
      delta: r.quantity,
      reason: why.reason,
      actor: why.actor,
      after,
    });
  }
  await stockReservation.delete({ orderId: r.orderId, partId: r.partId }).go();
  return after !== null;
}

/** The order was placed: the hold becomes the order's (its movement was written when held); the marker and the item go. */
export async function takeReservation(r: Pick<ReservationRecord, 'orderId' | 'partId'>): Promise<void> {
  const { stockReservation, part } = db().entities;
  try {
    await part
      .patch({ id: r.partId })
      .delete({ heldBy: [r.orderId] })
      .where((a, op) => op.contains(a.heldBy, r.orderId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  await stockReservation.delete({ orderId: r.orderId, partId: r.partId }).go();
}

// ─── A canceled order's stock ───────────────────────────────────────────────

export type ReturnOutcome = 'returned' | 'already_returned' | 'part_missing';

/**
 * Gives a canceled order's units of one part back, with its movement, in one
 * transaction keyed by the cancel (movement id and time): a resumed give-back
 * finds the movement and returns nothing twice. Conditional on the figure read
 * so the movement states the exact stock after: ConflictError when the stock
 * moved meanwhile (the caller tries again).
 */
export async function returnPartStock(r: {
  orderId: string;
  partId: string;
  quantity: number;
  at: string;
  actor: string;
}): Promise<ReturnOutcome> {
  const entities = db().entities;
  const { data: now } = await entities.part.get({ id: r.partId }).go({ attributes: ['id', 'stock'], consistent: true });
  if (!now) return 'part_missing';
  const after = now.stock + r.quantity;
  const result = await db()
    .transaction.write(({ part, inventoryMovement }) => [
      part
        .patch({ id: r.partId })
        .set({ stock: after })
        .where((a, op) => op.eq(a.stock, now.stock))
        .commit(),
      inventoryMovement
        .create({
          partId: r.partId,
          at: r.at,
          movementId: movementKey('cancel', r.orderId),
          delta: r.quantity,
          reason: `Order ${r.orderId} canceled`,
          actor: r.actor,
          after,
        })
        .commit(),
    ])
    .go();
  if (!result.canceled) return 'returned';
  if (failedItsCondition(result.data[1])) return 'already_returned';
  throw new ConflictError('The part stock moved meanwhile');
}

/** A movement with a key of its own choosing: written once, a repeat is a no-op. */
async function createMovement(m: {
  partId: string;
  at: string;
  movementId: string;
  delta: number;
  reason: string;
  actor: string;
  after: number;
}): Promise<void> {
  try {
    await db().entities.inventoryMovement.create(m).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
