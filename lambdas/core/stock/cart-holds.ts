import { randomUUID } from 'node:crypto';
import { wonRace } from '../db/conditional-failure.ts';
import { releaseReservations, reserveParts } from '../db/stock-part-holds.ts';
import { claimOrderStock, getOrderStock, listReservations, moveOrderStock, type ReservationRecord } from '../db/stock-reservations.ts';
import type { StockReservation } from '#contracts/schemas/stored-order.ts';
import { CART_HOLD_OWNER, planReservationChanges, type Shortage } from './checkout-holds.ts';
import { holdTotals } from './hold-limits.ts';
import type { WantedHold } from './parts-to-hold.ts';

// Stock held from the cart: the same reservations a checkout makes, under the
// cart's next order id, parked between requests under the owner CART_HOLD_OWNER
// with the hold's expiry. A cart change or a checkout step renews the expiry
// (or re-holds what changed), never a read of the cart; the checkout takes the
// lease over from that owner and re-uses the holds; the sweeper releases a
// parked hold once it expires, like any abandoned checkout's. What to hold is
// already within the cart's limits (hold-limits.ts). See docs/checkout.md#cart-holds.

/** How long a cart write may work on the holds before another request or the sweeper may take them over. */
const WORKING_LEASE_MS = 2 * 60_000;

/** What the cart holds now and until when (null: nothing held), and the parts it could not hold. */
export type CartHolds = { heldUntil: string | null; held: StockReservation[]; notHeld: Shortage[] };

function holdsOf(
  held: readonly Pick<ReservationRecord, 'partId' | 'quantity'>[],
  heldUntil: string | null,
  shortages: readonly Shortage[],
): CartHolds {
  return {
    heldUntil: held.length > 0 ? heldUntil : null,
    held: held.map((r) => ({ partId: r.partId, quantity: r.quantity })),
    notHeld: [...shortages],
  };
}

/**
 * What the cart holds now, read only (a read of the cart renews nothing):
 * nothing once the hold ended or while a checkout works on it. `reserved`:
 * the units still set aside under the order id all the same (a hold ended but
 * not yet swept), which no other customer can have.
 */
export async function readCartHolds(orderId: string, now: Date): Promise<CartHolds & { reserved: ReadonlyMap<string, number> }> {
  const [record, existing] = await Promise.all([getOrderStock(orderId), listReservations(orderId)]);
  const parked = record?.state === 'reserving' && record.owner === CART_HOLD_OWNER && record.expiresAt > now.toISOString();
  const reserved = new Map(existing.map((r) => [r.partId, r.quantity]));
  return { ...(parked ? holdsOf(existing, record.expiresAt, []) : holdsOf([], null, [])), reserved };
}

/**
 * Makes the order id's holds match what the cart's quotes need now, for
 * `holdMs` from `now`. Unchanged holds only have their expiry renewed. A part
 * that cannot be held does not stop the others (the cart lists it). While a
 * checkout of this order id holds the lease, nothing is touched.
 */
export async function syncCartHolds(
  orderId: string,
  userId: string,
  wanted: readonly WantedHold[],
  now: Date,
  holdMs: number,
): Promise<CartHolds> {
  const at = now.toISOString();
  const heldUntil = new Date(now.getTime() + holdMs).toISOString();
  const [record, existing] = await Promise.all([getOrderStock(orderId), listReservations(orderId)]);
  const changes = planReservationChanges(existing, wanted);
  const parked = record?.state === 'reserving' && record.owner === CART_HOLD_OWNER;
  if (parked && changes.reserve.length === 0 && changes.release.length === 0) {
    const renewed = await wonRace(
      moveOrderStock({ orderId, from: ['reserving'], owner: CART_HOLD_OWNER, to: 'reserving', newExpiresAt: heldUntil, at }),
    );
    if (renewed) return holdsOf(existing, heldUntil, []);
  }
  if (wanted.length === 0 && existing.length === 0) return holdsOf([], null, []);

  const working = `cart-${randomUUID()}`;
  const claimed = await wonRace(
    claimOrderStock({
      orderId,
      userId,
      owner: working,
      now: at,
      expiresAt: new Date(now.getTime() + WORKING_LEASE_MS).toISOString(),
      takeOverFrom: CART_HOLD_OWNER,
    }),
  );
  if (!claimed) return holdsOf([], null, []); // a checkout (or another cart request) is working on them

  await releaseReservations(changes.release, { reason: `Cart of order ${orderId} changed: hold released`, actor: userId, at });
  const shortages: Shortage[] = await reserveParts({
    orderId,
    userId,
    parts: changes.keep.concat(changes.reserve),
    at,
    expiresAt: heldUntil,
    stopAtFirstShortage: false,
  });
  const held = await listReservations(orderId);
  // Nothing left to hold ends the lease; otherwise it is parked for the cart until the hold expires.
  const parkedNow = await wonRace(
    held.length === 0
      ? moveOrderStock({ orderId, from: ['reserving'], owner: working, to: 'released', newExpiresAt: at, at })
      : moveOrderStock({
          orderId,
          from: ['reserving'],
          owner: working,
          to: 'reserving',
          newOwner: CART_HOLD_OWNER,
          newExpiresAt: heldUntil,
          at,
          summary: summaryOf(held, wanted),
        }),
  );
  return holdsOf(held, parkedNow ? heldUntil : null, shortages);
}

/** The parked hold's parts, units and value, for the staff view of holds. */
function summaryOf(held: readonly Pick<ReservationRecord, 'partId' | 'quantity'>[], wanted: readonly WantedHold[]) {
  const value = new Map(wanted.map((w) => [w.partId, w]));
  const totals = holdTotals(
    held.map((r) => ({ partId: r.partId, quantity: r.quantity, valueMicros: value.get(r.partId)?.valueMicros ?? 0 })),
  );
  return { heldParts: totals.parts, heldUnits: totals.units, heldValueCents: totals.valueCents };
}
