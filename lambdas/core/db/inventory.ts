import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { ConflictError } from './conditional-failure.ts';
import type { InventoryMovementEntity } from './entities/inventory-movement.ts';
import type { StoredPart } from './parts.ts';
import { withRetries } from './retry.ts';
import { db } from './service.ts';

// Stock changes: each one is a conditional write of the new figure together
// with its movement (who, when, delta, reason) in one transaction, so stock
// never goes below zero and never changes without a trace.

export type InventoryMovement = EntityItem<typeof InventoryMovementEntity>;

export type StockChange = { partId: string; delta: number; reason: string; actor: string };

export type StockChangeOutcome =
  { ok: true; movement: InventoryMovement } | { ok: false; problem: 'part_not_found' | 'insufficient_stock'; stock?: number };

const MAX_ATTEMPTS = 5;

/**
 * Applies `delta` to a part's stock. The write is conditioned on the stock
 * read just before (optimistic), so concurrent changes retry instead of
 * overwriting each other and the movement records the exact figure after.
 * ConflictError when it kept changing through every attempt.
 */
export async function changePartStock(change: StockChange): Promise<StockChangeOutcome> {
  return withRetries(
    async () => {
      const { data: part } = await db()
        .entities.part.get({ id: change.partId })
        .go({ attributes: ['id', 'stock'] });
      if (!part) return { ok: false, problem: 'part_not_found' };
      const after = part.stock + change.delta;
      if (after < 0) return { ok: false, problem: 'insufficient_stock', stock: part.stock };
      const movement: InventoryMovement = {
        partId: change.partId,
        movementId: randomUUID(),
        at: new Date().toISOString(),
        delta: change.delta,
        reason: change.reason,
        actor: change.actor,
        after,
      };
      const result = await db()
        .transaction.write(({ part: parts, inventoryMovement }) => [
          parts
            .patch({ id: change.partId })
            .set({ stock: after })
            .where(({ stock }, { eq }) => eq(stock, part.stock))
            .commit(),
          inventoryMovement.create(movement).commit(),
        ])
        .go();
      if (result.canceled) throw new ConflictError('The stock kept changing');
      return { ok: true, movement };
    },
    { attempts: MAX_ATTEMPTS },
  );
}

/** A part's movements, newest first. */
export async function listMovementsOfPart(partId: string, limit = 100): Promise<InventoryMovement[]> {
  const { data } = await db().entities.inventoryMovement.query.byPart({ partId }).go({ order: 'desc', limit });
  return data;
}

/**
 * Stores a new part (it must not exist) together with the movement that
 * explains its opening stock, in one transaction: a part never has stock that
 * its movements do not account for. No movement is written for zero units.
 */
export async function createPartWithOpeningStock(
  part: StoredPart,
  opening: { reason: string; actor: string },
): Promise<InventoryMovement | null> {
  const movement: InventoryMovement | null =
    part.stock > 0
      ? {
          partId: part.id,
          movementId: randomUUID(),
          at: new Date().toISOString(),
          delta: part.stock,
          reason: opening.reason,
          actor: opening.actor,
          after: part.stock,
        }
      : null;
  const result = await db()
    .transaction.write(({ part: parts, inventoryMovement }) => [
      parts.create(part).commit(),
      ...(movement ? [inventoryMovement.create(movement).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new Error(`Could not create part ${part.id}: ${JSON.stringify(result.data.map((d) => d.code))}`);
  return movement;
}
