import type { Bin, BinsResponse, CreateBinBody, StockAdjustmentBody } from '#contracts/schemas/inventory.ts';
import type { Actor } from '../actor.ts';
import { changeBinQuantity, createBin as storeBin, listBinsByLocation, type BinRecord } from '../db/bins.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { getPartById } from '../db/parts.ts';
import { AppError, notFound } from '../errors.ts';
import { newCatalogueId } from './catalogue-ids.ts';
import { actorName } from './inventory.ts';

// Staff bins: create a bin for a part at a location (empty), list them by
// location, and change a bin's quantity with a reason (a movement each).

const view = (b: BinRecord): Bin => ({ bin_id: b.binId, location: b.location, part_id: b.partId, quantity: b.quantity });

export async function createBin(body: CreateBinBody): Promise<Bin> {
  if (!(await getPartById(body.part_id))) throw notFound('The part');
  return view(await storeBin({ binId: newCatalogueId(), location: body.location, partId: body.part_id }));
}

export async function listBins(): Promise<BinsResponse> {
  return { bins: (await listBinsByLocation()).map(view) };
}

export async function adjustBin(actor: Actor, binId: string, body: StockAdjustmentBody): Promise<Bin> {
  const outcome = await changeBinQuantity({ binId, delta: body.delta, reason: body.reason, actor: actorName(actor) }).catch(
    (error: unknown) => {
      if (error instanceof ConflictError) throw new AppError('bin_changed');
      throw error;
    },
  );
  if (outcome.ok) return view(outcome.bin);
  if (outcome.problem === 'bin_not_found') throw notFound('The bin');
  throw new AppError('insufficient_quantity', `Only ${outcome.quantity ?? 0} in the bin: it cannot go below zero.`);
}
