import { randomUUID } from 'node:crypto';
import { runBounded } from '../bounded.ts';
import { moveOrderStock, returnPartStock, type ReturnOutcome } from '../db/stock-reservations.ts';
import type { StockReservation } from '#contracts/schemas/stored-order.ts';
import { STOCK_CONCURRENCY, takeAllHeld } from './order-stock-holds.ts';

// A canceled order's parts go back to stock one part at a time, after the
// cancel's transaction set the order's stock record to "returning": each
// part's give-back is keyed by the cancel, so running this again (the
// sweeper, after an interruption) returns nothing twice.
// See docs/checkout.md#cancel.

/** How long a give-back may run before the sweeper resumes it. */
export const RETURN_LEASE_MS = 5 * 60_000;

export const newStockOwner = () => randomUUID();

export type GiveBack = { orderId: string; parts: readonly StockReservation[]; at: string; actor: string; owner: string };

/** Gives every part back; ends the record "returned" unless a part stayed busy (then the sweeper finishes). */
export async function giveBackStock(g: GiveBack): Promise<Record<ReturnOutcome, number>> {
  // Holds the checkout had not yet turned into the order's (an interrupted take) are only markers now.
  await takeAllHeld(g.orderId);
  const counts: Record<ReturnOutcome, number> = { returned: 0, already_returned: 0, part_missing: 0, busy: 0 };
  await runBounded(g.parts, STOCK_CONCURRENCY, async (p) => {
    counts[await returnPartStock({ orderId: g.orderId, partId: p.partId, quantity: p.quantity, at: g.at, actor: g.actor })]++;
  });
  if (counts.busy === 0) {
    const now = new Date().toISOString();
    await moveOrderStock({ orderId: g.orderId, from: ['returning'], owner: g.owner, to: 'returned', newExpiresAt: now, at: g.at });
  }
  return counts;
}
