import { randomUUID } from 'node:crypto';
import { runBounded } from '../bounded.ts';
import { ConflictError, wonRace } from '../db/conditional-failure.ts';
import { withRetries } from '../db/retry.ts';
import { moveOrderStock, returnPartStock, type ReturnOutcome } from '../db/stock-reservations.ts';
import type { StockReservation } from '#contracts/schemas/stored-order.ts';
import { STOCK_CONCURRENCY, takeAllHeld } from './take-held.ts';

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

/** One part back, read again and retried while its stock moves between the read and the write. */
async function returnPart(partReturn: Parameters<typeof returnPartStock>[0]): Promise<PartReturn> {
  return withRetries<PartReturn>(() => returnPartStock(partReturn), { attempts: RETURN_ATTEMPTS, waitMs: 10, maxWaitMs: 320 }).catch(
    (error: unknown) => {
      if (error instanceof ConflictError) return 'busy';
      throw error;
    },
  );
}

/** Gives every part back; ends the record "returned" unless a part stayed busy (then the sweeper finishes). */
export async function giveBackStock(giveBack: GiveBack): Promise<Record<PartReturn, number>> {
  // Holds the checkout had not yet turned into the order's (an interrupted take) are only markers now.
  await takeAllHeld(giveBack.orderId);
  const counts: Record<PartReturn, number> = { returned: 0, already_returned: 0, part_missing: 0, busy: 0 };
  await runBounded(giveBack.parts, STOCK_CONCURRENCY, async (part) => {
    counts[
      await returnPart({ orderId: giveBack.orderId, partId: part.partId, quantity: part.quantity, at: giveBack.at, actor: giveBack.actor })
    ]++;
  });
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
