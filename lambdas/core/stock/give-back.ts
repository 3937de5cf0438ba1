import { randomUUID } from 'node:crypto';
import { runBounded } from '../bounded.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { STOCK_CONCURRENCY } from '../db/stock-part-holds.ts';
import { moveOrderStock, returnPartStock, stockOfParts, type ReturnOutcome } from '../db/stock-reservations.ts';
import type { StockReservation } from '#contracts/schemas/stored-order.ts';
import { takeAllHeld } from './take-held.ts';

// A canceled order's parts go back to stock one part at a time, after the
// cancel's transaction set the order's stock record to "returning": each
// part's give-back is keyed by the cancel, so running this again (the
// sweeper, after an interruption) returns nothing twice.
// See docs/checkout.md#cancel.

/** How long a give-back may run before the sweeper resumes it. */
export const RETURN_LEASE_MS = 5 * 60_000;

export const newStockOwner = () => randomUUID();

export type GiveBack = { orderId: string; parts: readonly StockReservation[]; at: string; actor: string; owner: string };

/** 'busy': the part's stock kept moving for every attempt (the sweeper finishes it). */
export type PartReturn = ReturnOutcome | 'busy';

const RETURN_ATTEMPTS = 8;

/** Parts whose stock is read in one request before they go back. */
const READ_AHEAD = 100;

/** One part back, from the figure read with its neighbours; read again and retried while its stock moves meanwhile. */
async function returnPart(partReturn: Parameters<typeof returnPartStock>[0]): Promise<PartReturn> {
  const { read, ...fresh } = partReturn;
  return withRetries<PartReturn>((tryNumber) => returnPartStock(tryNumber === 1 ? { ...fresh, read } : fresh), {
    attempts: RETURN_ATTEMPTS,
    waitMs: 10,
    maxWaitMs: 320,
  }).catch((error: unknown) => {
    if (error instanceof ConflictError) return 'busy';
    throw error;
  });
}

/** Gives every part back; ends the record "returned" unless a part stayed busy (then the sweeper finishes). */
export async function giveBackStock(giveBack: GiveBack): Promise<Record<PartReturn, number>> {
  // Holds the checkout had not yet turned into the order's (an interrupted take) are only markers now.
  await takeAllHeld(giveBack.orderId);
  const counts: Record<PartReturn, number> = { returned: 0, already_returned: 0, part_missing: 0, busy: 0 };
  for (let start = 0; start < giveBack.parts.length; start += READ_AHEAD) {
    const parts = giveBack.parts.slice(start, start + READ_AHEAD);
    const stock = await stockOfParts(parts.map((p) => p.partId));
    await runBounded(parts, STOCK_CONCURRENCY, async (part) => {
      const { orderId, at, actor } = giveBack;
      counts[
        await returnPart({ orderId, partId: part.partId, quantity: part.quantity, at, actor, read: stock.get(part.partId) ?? null })
      ]++;
    });
  }
  if (counts.busy === 0) {
    const now = new Date().toISOString();
    // Lost to the sweeper (this give-back outlived its lease): it ends the record.
    await wonRace(
      moveOrderStock({
        orderId: giveBack.orderId,
        from: ['returning'],
        owner: giveBack.owner,
        to: 'returned',
        newExpiresAt: now,
        at: giveBack.at,
      }),
    );
  }
  return counts;
}
