import { randomUUID } from 'node:crypto';
import { STOCK_HOLD_PARTS_SHOWN, STOCK_HOLDS_PAGE, type ReleasedStockHold, type StockHoldsPage } from '#contracts/schemas/stock-holds.ts';
import { wonRace } from '../db/conditional-failure.ts';
import { getPartLabels } from '../db/parts.ts';
import {
  claimOrderStock,
  firstReservations,
  getOrderStock,
  moveOrderStock,
  orderStockPage,
  type OrderStockRecord,
} from '../db/stock-reservations.ts';
import { getUserById } from '../db/users.ts';
import { AppError, notFound } from '../errors.ts';
import { CART_HOLD_OWNER, releaseAllHeld } from './checkout-holds.ts';

// The staff view of who holds what (docs/checkout.md#staff-view-of-holds):
// every order stock record still reserving, a page at a time with the hold
// that ends first on top, each with its customer and its first parts; and
// releasing a cart's hold at once, under a lease of its own like the
// sweeper's, so no cart request or checkout works on those holds meanwhile.

/** How long a staff release may work on the holds before the sweeper may take them over. */
const RELEASE_LEASE_MS = 2 * 60_000;

/** A cart's hold, or a checkout that stopped (its lease ended): staff may release it. A running checkout's holds become its order or go back by themselves. */
function releasable(record: OrderStockRecord, now: string): boolean {
  return record.state === 'reserving' && (record.owner === CART_HOLD_OWNER || record.expiresAt < now);
}

/** GET /internal/stock-holds: a page of the holds, the one that ends first on top. */
export async function listStockHolds(cursor: string | null, now = new Date()): Promise<StockHoldsPage> {
  const page = await orderStockPage('reserving', cursor, STOCK_HOLDS_PAGE).catch((error: unknown) => {
    // ElectroDB's words for a cursor it cannot decode.
    if (cursor && error instanceof Error && /^(Unable to parse cursor|Invalid cursor provided)/.test(error.message))
      throw new AppError('invalid_cursor');
    throw error;
  });
  const at = now.toISOString();
  const [users, parts] = await Promise.all([
    Promise.all(page.records.map((r) => getUserById(r.userId))),
    Promise.all(page.records.map((r) => firstReservations(r.orderId, STOCK_HOLD_PARTS_SHOWN))),
  ]);
  const labels = await getPartLabels(parts.flat().map((p) => p.partId));
  return {
    holds: page.records.map((record, i) => ({
      order_id: record.orderId,
      user_id: record.userId,
      email: users[i]?.email ?? '',
      kind: record.owner === CART_HOLD_OWNER ? 'cart' : 'checkout',
      held_until: record.expiresAt,
      expired: record.expiresAt < at,
      parts: parts[i]!.map((held) => {
        const label = labels.get(held.partId);
        return {
          part_id: held.partId,
          name: label ? label.supplier_code || label.mpn || held.partId : held.partId,
          quantity: held.quantity,
        };
      }),
      part_count: record.heldParts ?? null,
      units: record.heldUnits ?? null,
      value_cents: record.heldValueCents ?? null,
      releasable: releasable(record, at),
    })),
    cursor: page.cursor,
  };
}

/**
 * POST /internal/stock-holds/{orderId}/release: gives a cart's held parts back
 * to stock now, each movement naming the staff member. The customer's next
 * cart change holds again, within the limits.
 */
export async function releaseStockHold(orderId: string, staff: { email: string }, now = new Date()): Promise<ReleasedStockHold> {
  const at = now.toISOString();
  const record = await getOrderStock(orderId);
  if (!record || record.state !== 'reserving') throw notFound('The hold');
  if (!releasable(record, at)) throw new AppError('stock_hold_busy');
  const owner = `staff-${randomUUID()}`;
  const claimed = await wonRace(
    claimOrderStock({
      orderId,
      userId: record.userId,
      owner,
      now: at,
      expiresAt: new Date(now.getTime() + RELEASE_LEASE_MS).toISOString(),
      takeOverFrom: CART_HOLD_OWNER,
    }),
  );
  // A checkout (or the customer's own cart request) took the holds first.
  if (!claimed) throw new AppError('stock_hold_busy');
  const actor = staff.email || 'Staff';
  const released = await releaseAllHeld(orderId, { reason: `Cart hold of order ${orderId} released by ${actor}`, actor }, now);
  // Lost to the sweeper (this release outlived its lease): it ends the record.
  await wonRace(moveOrderStock({ orderId, from: ['reserving'], owner, to: 'released', newExpiresAt: at, at }));
  return { order_id: orderId, parts_released: released };
}
