import type { EntityItem } from 'electrodb';
import type { OrderStockEntity } from './entities/order-stock.ts';
import type { StockReservationEntity } from './entities/stock-reservation.ts';
import { conflictOnFailure, ConflictError, failedItsCondition } from './conditional-failure.ts';
import { batchGetParts } from './parts.ts';
import { db } from './service.ts';

// Stock held for orders, one small write at a time (never one transaction per
// order, so an order's size is not bounded by DynamoDB's 100 items); holding,
// releasing and taking many parts at once is stock-part-holds.ts. Each
// function is idempotent: run twice, it changes stock once. A lease or state
// move that another actor made first is a ConflictError.
// See docs/checkout.md#stock-reservations.

export type ReservationRecord = EntityItem<typeof StockReservationEntity>;
export type OrderStockRecord = EntityItem<typeof OrderStockEntity>;
export type OrderStockState = OrderStockRecord['state'];

export const movementKey = (kind: 'hold' | 'release' | 'cancel', orderId: string) => `${kind}-${orderId}`;

/**
 * Units of a part its holders' reservations hold right now: what a write of the supplier's figure subtracts to store
 * the free one (the stock feed, a catalogue re-import).
 */
export async function unitsHeld(partId: string, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const { data } = await db()
    .entities.stockReservation.get(orderIds.map((orderId) => ({ orderId, partId })))
    .go({ consistent: true });
  return data.reduce((sum, r) => sum + r.quantity, 0);
}

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

/** These parts' stock figures, strongly consistent, a hundred parts a request (a part not stored is absent). */
export async function stockOfParts(partIds: readonly string[]): Promise<Map<string, { stock: number }>> {
  const found = new Map<string, { stock: number }>();
  for (const [id, item] of await batchGetParts(partIds, ['stock'], { consistent: true })) found.set(id, { stock: item.stock });
  return found;
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
  /** The part's stock as just read with others (`stockOfParts`; null: no such part); read here when absent. */
  read?: { stock: number } | null;
}): Promise<ReturnOutcome> {
  const now =
    given.read !== undefined
      ? given.read
      : (
          await db()
            .entities.part.get({ id: given.partId })
            .go({ attributes: ['id', 'stock'], consistent: true })
        ).data;
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
