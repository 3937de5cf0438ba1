import type {
  CreateCustomPartBody,
  CustomPartBody,
  CustomPartResponse,
  CustomPartsResponse,
  PartCategoriesResponse,
} from '#contracts/schemas/custom-parts.ts';
import { MANUAL_ENTRY, type Part } from '#contracts/parts.ts';
import type { Actor } from '../actor.ts';
import { requestPartsIndexRebuild } from '../aws/parts-index-queue.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { createPartWithOpeningStock } from '../db/inventory.ts';
import { listManualEntryParts, updateManualEntryPart } from '../db/manual-parts.ts';
import { getPartById, listCategories, toStoredPart } from '../db/parts.ts';
import { AppError, notFound } from '../errors.ts';
import { newCatalogueId } from './catalogue-ids.ts';
import { editedCustomPart, newCustomPart, readCustomParameters, type FieldProblems } from './custom-part-rules.ts';
import { actorName } from './inventory.ts';
import { parameterSet } from './parameter-set.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Staff create and edit manual-entry parts. Opening stock is the part's first
// inventory movement; later changes go through the stock adjustments. After
// each write a rebuild of the search snapshot is queued, so the part becomes
// searchable like any catalogue part (see README.md, "Custom parts in search").

function invalid(problems: FieldProblems): AppError {
  const [field, messages] = Object.entries(problems)[0]!;
  return new AppError('validation_failed', `${field}: ${messages[0]}`, problems);
}

async function readBody(body: CustomPartBody) {
  const [categories, parameters] = await Promise.all([listCategories(), parameterSet()]);
  const problems: FieldProblems = {};
  if (!categories.some((c) => c.id === body.category_id)) problems.category_id = ['Choose a category'];
  const read = readCustomParameters(body.parameters, new Map(parameters.map((p) => [p.id, p])));
  Object.assign(problems, read.problems);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return read.parameters;
}

async function queueIndexRebuild(reason: string): Promise<CustomPartResponse['search_index']> {
  try {
    await requestPartsIndexRebuild(reason);
    return 'rebuild_requested';
  } catch (error) {
    // The part is stored either way; the next rebuild (any later edit, an import or `npm run rebuild-parts-index`) picks it up.
    logEvent('error', 'could not queue a parts index rebuild', { reason, error: String(error) });
    return 'rebuild_request_failed';
  }
}

export async function createCustomPart(actor: Actor, body: CreateCustomPartBody): Promise<CustomPartResponse> {
  const parameters = await readBody(body);
  const part = newCustomPart(newCatalogueId(), body, parameters, body.initial_stock);
  await createPartWithOpeningStock(
    { ...toStoredPart(part), entered_at: new Date().toISOString() },
    { reason: 'Opening stock of a manually entered part', actor: actorName(actor) },
  );
  return { part, search_index: await queueIndexRebuild(`custom part ${part.id} created`) };
}

export async function updateCustomPart(partId: string, body: CustomPartBody): Promise<CustomPartResponse> {
  const existing = await getPartById(partId);
  if (!existing) throw notFound('The part');
  if (existing.source !== MANUAL_ENTRY) throw new AppError('not_manual_entry');
  const parameters = await readBody(body);
  const part: Part = editedCustomPart(existing, body, parameters);
  try {
    await updateManualEntryPart(part, existing.value_text);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new AppError('part_changed');
  }
  const stored = (await getPartById(partId)) ?? part;
  return { part: stored, search_index: await queueIndexRebuild(`custom part ${partId} edited`) };
}

export async function listCustomParts(): Promise<CustomPartsResponse> {
  return { parts: await listManualEntryParts() };
}

export async function listPartCategories(): Promise<PartCategoriesResponse> {
  const categories = await listCategories();
  return { categories: categories.sort((a, b) => a.name.localeCompare(b.name)) };
}
