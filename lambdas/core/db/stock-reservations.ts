import type { EntityItem } from 'electrodb';
import type { OrderStockEntity } from './entities/order-stock.ts';
import type { StockReservationEntity } from './entities/stock-reservation.ts';
import { conflictOnFailure, ConflictError, failedItsCondition, isConditionalFailure } from './conditional-failure.ts';
import { batchGetParts } from './parts.ts';
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
export async function claimOrderStock(claim: Claim): Promise<void> {
  await conflictOnFailure(
    () =>
      db()
        .entities.orderStock.put({
          orderId: claim.orderId,
          userId: claim.userId,
          state: 'reserving',
          owner: claim.owner,
          expiresAt: claim.expiresAt,
          at: claim.now,
        })
        .where((attributes, op) =>
          [
            op.notExists(attributes.state),
            op.eq(attributes.state, 'released'),
            `(${op.eq(attributes.state, 'reserving')} AND ${op.lt(attributes.expiresAt, claim.now)})`,
            ...(claim.takeOverFrom ? [`(${op.eq(attributes.state, 'reserving')} AND ${op.eq(attributes.owner, claim.takeOverFrom)})`] : []),
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
  /** What a cart's parked hold came to (the staff view reads it). */
  summary?: HeldSummary;
};

/** A cart's parked hold, summed when it is made. */
export type HeldSummary = Pick<OrderStockRecord, 'heldParts' | 'heldUnits' | 'heldValueCents'>;

/** Moves the order's stock record, conditionally; ConflictError when another actor moved it first. */
export async function moveOrderStock(move: StateMove): Promise<void> {
  await conflictOnFailure(
    () =>
      db()
        .entities.orderStock.patch({ orderId: move.orderId })
        .set({
          state: move.to,
          expiresAt: move.newExpiresAt,
          at: move.at,
          ...(move.newOwner ? { owner: move.newOwner } : {}),
          ...move.summary,
        })
        .where((attributes, op) =>
          [
            `(${move.from.map((s) => op.eq(attributes.state, s)).join(' OR ')})`,
            ...(move.owner ? [op.eq(attributes.owner, move.owner)] : []),
            ...(move.expiresAt ? [op.eq(attributes.expiresAt, move.expiresAt)] : []),
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

/** One page of the records in `state`, by lease end (expired first): the staff view of who holds stock. */
export async function orderStockPage(
  state: OrderStockState,
  cursor: string | null,
  limit: number,
): Promise<{ records: OrderStockRecord[]; cursor: string | null }> {
  const { data, cursor: next } = await db().entities.orderStock.query.byStateAndExpiry({ state }).go({ cursor, limit });
  return { records: data, cursor: next ?? null };
}

// ─── Reservations ───────────────────────────────────────────────────────────

export async function listReservations(orderId: string): Promise<ReservationRecord[]> {
  const { data } = await db().entities.stockReservation.query.byOrder({ orderId }).go({ pages: 'all', consistent: true });
  return data;
}

/** The first `limit` reservations of an order (by part id), for a view that names a few. */
export async function firstReservations(orderId: string, limit: number): Promise<ReservationRecord[]> {
  const { data } = await db().entities.stockReservation.query.byOrder({ orderId }).go({ limit });
  return data;
}

/**
 * Of these parts, the ones whose stock was already decremented for the order (the part records it in `heldBy`):
 * a kept hold that needs no second ask. Strongly consistent, a hundred parts a request.
 */
export async function partsHeldFor(orderId: string, partIds: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const [id, item] of await batchGetParts(partIds, ['heldBy'], { consistent: true })) if (item.heldBy?.includes(orderId)) held.add(id);
  return held;
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
export async function reservePart(hold: {
  orderId: string;
  userId: string;
  partId: string;
  quantity: number;
  at: string;
  expiresAt: string;
}): Promise<ReserveOutcome> {
  const { stockReservation, part } = db().entities;
  await stockReservation
    .put({
      orderId: hold.orderId,
      partId: hold.partId,
      userId: hold.userId,
      quantity: hold.quantity,
      at: hold.at,
      expiresAt: hold.expiresAt,
    })
    .go();
  let after: number;
  try {
    const { data } = await part
      .patch({ id: hold.partId })
      .add({ stock: -hold.quantity, heldBy: [hold.orderId] })
      .where((a, op) => `${op.gte(a.stock, hold.quantity)} AND NOT ${op.contains(a.heldBy, hold.orderId)}`)
      .go({ response: 'all_new' });
    after = data.stock ?? 0;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data: now } = await part
      .get({ id: hold.partId })
      .go({ attributes: ['id', 'stock', 'heldBy', 'supplier_code', 'mpn'], consistent: true });
    if (now?.heldBy?.includes(hold.orderId)) return { ok: true }; // an earlier run of this step took it
    await stockReservation.delete({ orderId: hold.orderId, partId: hold.partId }).go();
    if (!now) return { ok: false, problem: 'part_missing' };
    return { ok: false, problem: 'insufficient_stock', stock: now.stock, name: now.supplier_code || now.mpn || hold.partId };
  }
  await createMovement({
    partId: hold.partId,
    at: hold.at,
    movementId: movementKey('hold', hold.orderId),
    delta: -hold.quantity,
    reason: `Order ${hold.orderId}`,
    actor: hold.userId,
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
  reservation: Pick<ReservationRecord, 'orderId' | 'partId' | 'quantity'>,
  why: { reason: string; actor: string; at: string },
): Promise<boolean> {
  const { stockReservation, part } = db().entities;
  let after: number | null = null;
  try {
    const { data } = await part
      .patch({ id: reservation.partId })
      .add({ stock: reservation.quantity })
      .delete({ heldBy: [reservation.orderId] })
      .where((a, op) => op.contains(a.heldBy, reservation.orderId))
      .go({ response: 'all_new' });
    after = data.stock ?? 0;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error; // nothing held: never decremented, already released, or the part is gone
  }
  if (after !== null) {
    await createMovement({
      partId: reservation.partId,
      at: why.at,
      movementId: movementKey('release', reservation.orderId),
      delta: reservation.quantity,
      reason: why.reason,
      actor: why.actor,
      after,
    });
  }
  await stockReservation.delete({ orderId: reservation.orderId, partId: reservation.partId }).go();
  return after !== null;
}

/** The order was placed: the hold becomes the order's (its movement was written when held); the marker and the item go. */
export async function takeReservation(reservation: Pick<ReservationRecord, 'orderId' | 'partId'>): Promise<void> {
  const { stockReservation, part } = db().entities;
  try {
    await part
      .patch({ id: reservation.partId })
      .delete({ heldBy: [reservation.orderId] })
      .where((a, op) => op.contains(a.heldBy, reservation.orderId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  await stockReservation.delete({ orderId: reservation.orderId, partId: reservation.partId }).go();
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
export async function returnPartStock(given: {
  orderId: string;
  partId: string;
  quantity: number;
  at: string;
  actor: string;
}): Promise<ReturnOutcome> {
  const entities = db().entities;
  const { data: now } = await entities.part.get({ id: given.partId }).go({ attributes: ['id', 'stock'], consistent: true });
  if (!now) return 'part_missing';
  const after = now.stock + given.quantity;
  const result = await db()
    .transaction.write(({ part, inventoryMovement }) => [
      part
        .patch({ id: given.partId })
        .set({ stock: after })
        .where((a, op) => op.eq(a.stock, now.stock))
        .commit(),
      inventoryMovement
        .create({
          partId: given.partId,
          at: given.at,
          movementId: movementKey('cancel', given.orderId),
          delta: given.quantity,
          reason: `Order ${given.orderId} canceled`,
          actor: given.actor,
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
async function createMovement(movement: {
  partId: string;
  at: string;
  movementId: string;
  delta: number;
  reason: string;
  actor: string;
  after: number;
}): Promise<void> {
  try {
    await db().entities.inventoryMovement.create(movement).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
