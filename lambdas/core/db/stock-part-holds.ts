import pLimit from 'p-limit';
import { isConditionalFailure } from './conditional-failure.ts';
import { withRetries, type RetryPolicy } from './retry.ts';
import { db } from './service.ts';
import { movementKey, partsHeldFor, type ReservationRecord } from './stock-reservations.ts';

// Holding, releasing and taking many parts for one order: the per-part step
// that must be conditional (the part's stock and `heldBy`) is one UpdateItem
// each, a few at a time; the items around it (reservations, movements) are
// written and removed 25 to a BatchWriteItem, in an order that keeps every
// step idempotent: reservations before any decrement, their removal after.
// A 1,000-part order takes about a third of the calls one part at a time did.
// See docs/checkout.md#stock-reservations.

/** Part updates in flight at once for one order. */
export const STOCK_CONCURRENCY = 8;

type Movement = { partId: string; at: string; movementId: string; delta: number; reason: string; actor: string; after: number };
type ReservationKey = Pick<ReservationRecord, 'orderId' | 'partId'>;

/** Runs `work` on each item, `STOCK_CONCURRENCY` at once; once it answers false no further item starts. */
async function eachPart<T>(items: readonly T[], work: (item: T) => Promise<boolean | void>): Promise<void> {
  const limit = pLimit(STOCK_CONCURRENCY);
  let stopped = false;
  await Promise.all(
    items.map((item) =>
      limit(async () => {
        if (!stopped && (await work(item)) === false) stopped = true;
      }),
    ),
  );
}

/** Items a batch write left unprocessed (DynamoDB was busy): written again with back-off. */
class LeftUnprocessed extends Error {}
const UNPROCESSED_RETRIES: RetryPolicy = { attempts: 8, waitMs: 50, maxWaitMs: 2_000, retryIf: (e) => e instanceof LeftUnprocessed };

/** Writes every item through `write` (an ElectroDB batch), again for those it left unprocessed, matched by part id. */
async function writeEvery<T extends { partId: string }>(
  items: readonly T[],
  write: (batch: T[]) => Promise<{ unprocessed: { partId?: string }[] }>,
): Promise<void> {
  let pending = [...items];
  if (pending.length === 0) return;
  await withRetries(async () => {
    const { unprocessed } = await write(pending);
    const left = new Set(unprocessed.map((key) => key.partId));
    pending = pending.filter((item) => left.has(item.partId));
    if (pending.length > 0) throw new LeftUnprocessed(`${pending.length} stock items were left unprocessed`);
  }, UNPROCESSED_RETRIES);
}

const putMovements = (movements: readonly Movement[]) => writeEvery(movements, (batch) => db().entities.inventoryMovement.put(batch).go());

/** Removes these reservation items (all of one order). */
export const deleteReservations = (keys: readonly ReservationKey[]) =>
  writeEvery(keys, (batch) => db().entities.stockReservation.delete(batch).go());

export type HoldShortage =
  | { partId: string; quantity: number; problem: 'insufficient_stock'; stock: number; name: string }
  | { partId: string; quantity: number; problem: 'part_missing' };

export type PartsHold = {
  orderId: string;
  userId: string;
  parts: readonly { partId: string; quantity: number }[];
  at: string;
  expiresAt: string;
  /** The checkout stops at the first short part (what was held stays held: it releases); a cart holds what it can. */
  stopAtFirstShortage: boolean;
};

/**
 * Holds each part for the order: every reservation item first (so whoever
 * releases finds every decrement that may happen), then one conditional
 * decrement per part not yet holding the order (`stock >= quantity`, the part
 * records the order in `heldBy`: a repeat decrements nothing), then the
 * movements with the exact figures after. A short part's reservation item is
 * removed again; the answer names the short parts.
 */
export async function reserveParts(hold: PartsHold): Promise<HoldShortage[]> {
  const { orderId, userId, at, expiresAt } = hold;
  const { stockReservation, part } = db().entities;
  await writeEvery(
    hold.parts.map((p) => ({ orderId, partId: p.partId, userId, quantity: p.quantity, at, expiresAt })),
    (batch) => stockReservation.put(batch).go(),
  );
  const already = await partsHeldFor(
    orderId,
    hold.parts.map((p) => p.partId),
  );
  const movements: Movement[] = [];
  const shortages: HoldShortage[] = [];
  await eachPart(
    hold.parts.filter((p) => !already.has(p.partId)),
    async ({ partId, quantity }) => {
      try {
        const { data } = await part
          .patch({ id: partId })
          .add({ stock: -quantity, heldBy: [orderId] })
          .where((a, op) => `${op.gte(a.stock, quantity)} AND NOT ${op.contains(a.heldBy, orderId)}`)
          .go({ response: 'all_new' });
        movements.push({
          partId,
          at,
          movementId: movementKey('hold', orderId),
          delta: -quantity,
          reason: `Order ${orderId}`,
          actor: userId,
          after: data.stock ?? 0,
        });
        return true;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
      const { data: now } = await part
        .get({ id: partId })
        .go({ attributes: ['id', 'stock', 'heldBy', 'supplier_code', 'mpn'], consistent: true });
      if (now?.heldBy?.includes(orderId)) return true; // another run of this step took it meanwhile
      shortages.push(
        now
          ? { partId, quantity, problem: 'insufficient_stock', stock: now.stock, name: now.supplier_code || now.mpn || partId }
          : { partId, quantity, problem: 'part_missing' },
      );
      return !hold.stopAtFirstShortage;
    },
  );
  await putMovements(movements);
  await deleteReservations(shortages.map((s) => ({ orderId, partId: s.partId })));
  return shortages;
}

/**
 * Gives reservations back: each part's stock (only while the part still
 * records the order, so never twice), then their movements, then the
 * reservation items. Returns how many parts' stock moved.
 */
export async function releaseReservations(
  reservations: readonly Pick<ReservationRecord, 'orderId' | 'partId' | 'quantity'>[],
  why: { reason: string; actor: string; at: string },
): Promise<number> {
  const { part } = db().entities;
  const movements: Movement[] = [];
  await eachPart(reservations, async ({ orderId, partId, quantity }) => {
    try {
      const { data } = await part
        .patch({ id: partId })
        .add({ stock: quantity })
        .delete({ heldBy: [orderId] })
        .where((a, op) => op.contains(a.heldBy, orderId))
        .go({ response: 'all_new' });
      movements.push({
        partId,
        at: why.at,
        movementId: movementKey('release', orderId),
        delta: quantity,
        reason: why.reason,
        actor: why.actor,
        after: data.stock ?? 0,
      });
    } catch (error) {
      if (!isConditionalFailure(error)) throw error; // nothing held: never decremented, already released, or the part is gone
    }
  });
  await putMovements(movements);
  await deleteReservations(reservations);
  return movements.length;
}

/** The order was placed: each part forgets the order in `heldBy` (the stock already moved), then the reservation items go. */
export async function takeReservations(reservations: readonly ReservationKey[]): Promise<void> {
  const { part } = db().entities;
  await eachPart(reservations, async ({ orderId, partId }) => {
    try {
      await part
        .patch({ id: partId })
        .delete({ heldBy: [orderId] })
        .where((a, op) => op.contains(a.heldBy, orderId))
        .go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  });
  await deleteReservations(reservations);
}
