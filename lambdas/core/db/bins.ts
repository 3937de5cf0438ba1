import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { ConflictError } from './conditional-failure.ts';
import type { BinEntity } from './entities/bin.ts';
import type { InventoryMovement } from './inventory.ts';
import { withRetries } from './retry.ts';
import { db } from './service.ts';

// Bins: a location holding units of one part. Quantities change like part
// stock: a conditional write and a movement (with the bin id) in one transaction.

export type BinRecord = Omit<EntityItem<typeof BinEntity>, 'updatedAt'>;

export async function createBin(bin: Omit<BinRecord, 'quantity' | 'createdAt'>): Promise<BinRecord> {
  const record = { ...bin, quantity: 0, createdAt: new Date().toISOString() };
  await db().entities.bin.create(record).go();
  return record;
}

export async function listBinsByLocation(): Promise<BinRecord[]> {
  const { data } = await db().entities.bin.query.byLocation({}).go({ pages: 'all' });
  return data;
}

export type BinChangeOutcome =
  | { ok: true; movement: InventoryMovement; bin: BinRecord }
  | { ok: false; problem: 'bin_not_found' | 'insufficient_quantity'; quantity?: number };

/** Applies `delta` to a bin, conditioned on the quantity read; ConflictError when it kept changing through every attempt. */
export async function changeBinQuantity(change: {
  binId: string;
  delta: number;
  reason: string;
  actor: string;
}): Promise<BinChangeOutcome> {
  return withRetries(
    async () => {
      const { data } = await db().entities.bin.get({ binId: change.binId }).go();
      if (!data) return { ok: false, problem: 'bin_not_found' };
      const bin: BinRecord = data;
      const after = bin.quantity + change.delta;
      if (after < 0) return { ok: false, problem: 'insufficient_quantity', quantity: bin.quantity };
      const movement: InventoryMovement = {
        partId: bin.partId,
        movementId: randomUUID(),
        at: new Date().toISOString(),
        delta: change.delta,
        reason: change.reason,
        actor: change.actor,
        binId: bin.binId,
        after,
      };
      const result = await db()
        .transaction.write(({ bin: bins, inventoryMovement }) => [
          bins
            .patch({ binId: bin.binId })
            .set({ quantity: after })
            .where(({ quantity }, { eq }) => eq(quantity, bin.quantity))
            .commit(),
          inventoryMovement.create(movement).commit(),
        ])
        .go();
      if (result.canceled) throw new ConflictError('The bin kept changing');
      return { ok: true, movement, bin: { ...bin, quantity: after } };
    },
    { attempts: 5 },
  );
}
