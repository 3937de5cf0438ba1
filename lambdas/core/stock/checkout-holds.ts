import { randomUUID } from 'node:crypto';
import { wonRace } from '../db/conditional-failure.ts';
import { releaseReservations, reserveParts, type HoldShortage } from '../db/stock-part-holds.ts';
import {
  claimOrderStock,
  getOrderStock,
  listReservations,
  moveOrderStock,
  type OrderStockState,
  type ReservationRecord,
} from '../db/stock-reservations.ts';
import { takeAllHeld } from './take-held.ts';
import type { StockReservation } from '#contracts/schemas/stored-order.ts';

// The stock side of a checkout, as steps around the order's own transaction:
// claim the order id's lease, hold each part (one conditional update each, a
// few at a time, the items around them in batches), and after the order — take the holds, or on any failure release
// them. See docs/checkout.md and lambdas/core/checkout/README.md for the
// failure cases.

/** How long a checkout's holds live unclaimed; far above any API request's life (29 s), so no attempt outlives its lease. */
export const HOLD_LEASE_MS = 15 * 60_000;
/** The lease owner of holds the cart parked between requests (cart-holds.ts); a checkout takes them over. */
export const CART_HOLD_OWNER = 'cart';

export type StockLease = { orderId: string; userId: string; owner: string; leaseMs: number };

export type ReservationChanges = {
  /** Reserved for this order exactly as wanted by an earlier attempt (re-used: never decremented twice). */
  keep: StockReservation[];
  /** To hold now. */
  reserve: StockReservation[];
  /** Held by an earlier attempt but no longer wanted as they are (the cart changed): give back first. */
  release: Pick<ReservationRecord, 'orderId' | 'partId' | 'quantity'>[];
};

/** What to hold and give back, from what is held for the order and what it needs now (pure). */
export function planReservationChanges(
  existing: readonly Pick<ReservationRecord, 'orderId' | 'partId' | 'quantity'>[],
  wanted: readonly StockReservation[],
): ReservationChanges {
  const held = new Map(existing.map((r) => [r.partId, r]));
  const wantedIds = new Set(wanted.map((w) => w.partId));
  const keep: StockReservation[] = [];
  const reserve: StockReservation[] = [];
  const release: ReservationChanges['release'] = existing.filter((r) => !wantedIds.has(r.partId));
  for (const w of wanted) {
    const h = held.get(w.partId);
    if (h && h.quantity === w.quantity) keep.push(w);
    else {
      if (h) release.push(h);
      reserve.push(w);
    }
  }
  return { keep, reserve, release };
}

export type ClaimOutcome = { ok: true; lease: StockLease } | { ok: false; state: OrderStockState };

export async function claimStockLease(orderId: string, userId: string, now: Date, leaseMs = HOLD_LEASE_MS): Promise<ClaimOutcome> {
  const lease = { orderId, userId, owner: randomUUID(), leaseMs };
  const claimed = await wonRace(
    claimOrderStock({
      orderId,
      userId,
      owner: lease.owner,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + leaseMs).toISOString(),
      takeOverFrom: CART_HOLD_OWNER,
    }),
  );
  if (claimed) return { ok: true, lease };
  // Another attempt holds it, or placed the order: what holds it now.
  return { ok: false, state: (await getOrderStock(orderId))?.state ?? 'reserving' };
}

export type Shortage = HoldShortage;

/**
 * Holds every wanted part for the lease's order, re-using what an earlier
 * attempt of the same order already holds. Stops at the first part that is
 * short and answers it (what was held stays held: the caller releases).
 */
export async function reserveStock(lease: StockLease, wanted: readonly StockReservation[], now: Date): Promise<Shortage | null> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + lease.leaseMs).toISOString();
  const changes = planReservationChanges(await listReservations(lease.orderId), wanted);
  await releaseReservations(changes.release, { reason: `Order ${lease.orderId} changed before it was placed`, actor: lease.userId, at });
  // A kept hold whose part records the order is complete; the others are asked again: an earlier attempt may have died
  // between the reservation item and the decrement (the part's heldBy makes a repeat a no-op).
  const [shortage] = await reserveParts({
    orderId: lease.orderId,
    userId: lease.userId,
    parts: changes.keep.concat(changes.reserve),
    at,
    expiresAt,
    stopAtFirstShortage: true,
  });
  return shortage ?? null;
}

/** Gives back everything held for the order; true when stock moved or nothing was held, whoever ran it (idempotent). */
export async function releaseAllHeld(orderId: string, why: { reason: string; actor: string }, at = new Date()): Promise<number> {
  return releaseReservations(await listReservations(orderId), { ...why, at: at.toISOString() });
}

/**
 * The compensation of a checkout that did not place its order: only while
 * this attempt still holds the lease (another attempt that took it over owns
 * the holds), move to releasing, give everything back, and end released.
 */
export async function releaseLease(lease: StockLease, reason: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + lease.leaseMs).toISOString();
  const mine = await wonRace(
    moveOrderStock({ orderId: lease.orderId, from: ['reserving'], owner: lease.owner, to: 'releasing', newExpiresAt: expiresAt, at }),
  );
  if (!mine) return false;
  await releaseAllHeld(lease.orderId, { reason, actor: lease.userId }, now);
  // Lost to the sweeper (this attempt outlived its lease): it ends the record.
  await wonRace(moveOrderStock({ orderId: lease.orderId, from: ['releasing'], owner: lease.owner, to: 'released', newExpiresAt: at, at }));
  return true;
}

/** After the order's transaction (which moved the record to taking): take the holds and end taken. A failure is left to the sweeper. */
export async function finishTaking(lease: StockLease, now = new Date()): Promise<void> {
  await takeAllHeld(lease.orderId);
  // Lost to the sweeper (it took over after the lease ended): it ends the record.
  await wonRace(
    moveOrderStock({
      orderId: lease.orderId,
      from: ['taking'],
      owner: lease.owner,
      to: 'taken',
      newExpiresAt: now.toISOString(),
      at: now.toISOString(),
    }),
  );
}
