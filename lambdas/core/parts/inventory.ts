import type { InventoryMovementView, PartMovementsResponse, StockAdjustmentBody } from '#contracts/schemas/inventory.ts';
import type { Actor } from '../actor.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { changePartStock, listMovementsOfPart, type InventoryMovement } from '../db/inventory.ts';
import { getPartById } from '../db/parts.ts';
import { AppError, notFound } from '../errors.ts';

// Staff stock adjustments: each one a movement with who, when, delta and
// reason; stock never goes below zero. Group checks happen at the route.

function view(item: InventoryMovement): InventoryMovementView {
  return {
    part_id: item.partId,
    movement_id: item.movementId,
    at: item.at,
    delta: item.delta,
    reason: item.reason,
    actor: item.actor,
    bin_id: item.binId ?? null,
    after: item.after,
  };
}

export function actorName(actor: Actor): string {
  return actor.kind === 'identity' ? actor.email || actor.userId || actor.sub : 'anonymous';
}

export async function adjustPartStock(actor: Actor, partId: string, body: StockAdjustmentBody): Promise<InventoryMovementView> {
  const outcome = await changePartStock({ partId, delta: body.delta, reason: body.reason, actor: actorName(actor) }).catch(
    (error: unknown) => {
      if (error instanceof ConflictError) throw new AppError('stock_changed');
      throw error;
    },
  );
  if (outcome.ok) return view(outcome.movement);
  if (outcome.problem === 'part_not_found') throw notFound('The part');
  throw new AppError('insufficient_stock', `Only ${outcome.stock ?? 0} in stock: stock cannot go below zero.`);
}

export async function partMovements(partId: string): Promise<PartMovementsResponse> {
  const part = await getPartById(partId);
  if (!part) throw notFound('The part');
  return { stock: part.stock, movements: (await listMovementsOfPart(partId)).map(view) };
}
