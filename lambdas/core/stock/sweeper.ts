import { randomUUID } from 'node:crypto';
import { getOrderRecord } from '../db/orders.ts';
import { wonRace } from '../db/conditional-failure.ts';
import { expiredOrderStock, moveOrderStock, type OrderStockRecord, type OrderStockState } from '../db/stock-reservations.ts';
import { giveBackStock, RETURN_LEASE_MS } from './give-back.ts';
import { HOLD_LEASE_MS, releaseAllHeld } from './checkout-holds.ts';
import { partsHeldByOrder } from './parts-to-hold.ts';
import { takeAllHeld } from './take-held.ts';

// Finishes what an interrupted checkout or cancel left behind, once its lease
// ran out: holds of an order never placed are released, holds of a placed
// order become the order's, a canceled order's give-back is completed. Each
// record is taken over first (conditional on the expiry it read), so a
// retried checkout and the sweeper never work on the same holds at once.
// Runs every few minutes (CDK: an EventBridge schedule; locally an interval).
// See docs/checkout.md#the-sweeper.

export type SweepReport = { released: number; taken: number; returned: number; partsReleased: number };

const BATCH = 50;

/** Takes the record's lease (only if still as read); `at` is kept, since a give-back's movements are keyed by it. */
async function takeOver(record: OrderStockRecord, to: OrderStockState, leaseMs: number, now: Date): Promise<string | null> {
  const owner = `sweeper-${randomUUID()}`;
  const moved = await wonRace(
    moveOrderStock({
      orderId: record.orderId,
      from: [record.state],
      expiresAt: record.expiresAt,
      to,
      newOwner: owner,
      newExpiresAt: new Date(now.getTime() + leaseMs).toISOString(),
      at: record.at,
    }),
  );
  return moved ? owner : null;
}

/** One pass over every expired unfinished record (a batch of each state at a time, until none is left). */
export async function sweepOrderStock(now = new Date()): Promise<SweepReport> {
  const report: SweepReport = { released: 0, taken: 0, returned: 0, partsReleased: 0 };
  const nowIso = now.toISOString();
  const seen = new Set<string>();
  for (const state of ['reserving', 'releasing', 'taking', 'returning'] as const) {
    for (;;) {
      const batch = (await expiredOrderStock(state, nowIso, BATCH)).filter((r) => !seen.has(`${state}:${r.orderId}`));
      if (batch.length === 0) break;
      for (const record of batch) {
        seen.add(`${state}:${record.orderId}`);
        await sweepOne(record, now, report);
      }
    }
  }
  return report;
}

async function sweepOne(record: OrderStockRecord, now: Date, report: SweepReport): Promise<void> {
  const at = now.toISOString();
  switch (record.state) {
    case 'reserving':
    case 'releasing': {
      const owner = await takeOver(record, 'releasing', HOLD_LEASE_MS, now);
      if (!owner) return;
      report.partsReleased += await releaseAllHeld(
        record.orderId,
        { reason: `Order ${record.orderId} was not placed: hold expired`, actor: 'System' },
        now,
      );
      if (await wonRace(moveOrderStock({ orderId: record.orderId, from: ['releasing'], owner, to: 'released', newExpiresAt: at, at })))
        report.released++;
      return;
    }
    case 'taking': {
      const owner = await takeOver(record, 'taking', HOLD_LEASE_MS, now);
      if (!owner) return;
      await takeAllHeld(record.orderId);
      if (await wonRace(moveOrderStock({ orderId: record.orderId, from: ['taking'], owner, to: 'taken', newExpiresAt: at, at })))
        report.taken++;
      return;
    }
    case 'returning': {
      const order = await getOrderRecord(record.orderId);
      const owner = await takeOver(record, 'returning', RETURN_LEASE_MS, now);
      if (!owner || !order) return;
      const counts = await giveBackStock({
        orderId: record.orderId,
        parts: partsHeldByOrder(order),
        at: record.at,
        actor: record.actor ?? 'System',
        owner,
      });
      if (counts.busy === 0) report.returned++;
      return;
    }
    default:
      return;
  }
}
