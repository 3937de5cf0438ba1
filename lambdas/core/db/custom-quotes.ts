import type { EntityItem } from 'electrodb';
import { PartConfirmationsSchema, type PartConfirmation } from '#contracts/schemas/stored-custom-quote.ts';
import { ConflictError, conflictOnFailure, isConditionalFailure } from './conditional-failure.ts';
import type { CustomQuoteEntity } from './entities/custom-quote.ts';
import { db } from './service.ts';

// Custom-quote requests and the engineers' confirmations (entity
// custom-quote.ts). A request is written once per board; each confirmation is
// conditional on the request's version the engineer saw.

/** A request, its confirmations parsed (contracts/schemas/stored-custom-quote.ts). */
export type CustomQuoteRecord = Omit<EntityItem<typeof CustomQuoteEntity>, 'updatedAt'>;

function toCustomQuoteRecord(item: CustomQuoteRecord): CustomQuoteRecord {
  return { ...item, confirmations: PartConfirmationsSchema.parse(item.confirmations ?? {}) };
}

export async function getCustomQuote(boardId: string): Promise<CustomQuoteRecord | null> {
  const { data } = await db().entities.customQuote.get({ boardId }).go();
  return data ? toCustomQuoteRecord(data) : null;
}

/** Writes the request once; false when the board already has one. */
export async function createCustomQuote(request: Omit<CustomQuoteRecord, 'confirmations' | 'version'>): Promise<boolean> {
  try {
    await db()
      .entities.customQuote.create({ ...request, confirmations: {}, version: 0 })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

const CHANGED = 'The custom quote request changed meanwhile';

/** Records one part's confirmation on `expected`; ConflictError when the request changed meanwhile (or is gone). */
export async function confirmCustomPart(boardId: string, expected: number, partId: string, confirmation: PartConfirmation): Promise<void> {
  const current = await getCustomQuote(boardId);
  if (!current || current.version !== expected) throw new ConflictError(CHANGED);
  await conflictOnFailure(
    () =>
      db()
        .entities.customQuote.patch({ boardId })
        .set({ confirmations: { ...current.confirmations, [partId]: confirmation } })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, expected))
        .go(),
    CHANGED,
  );
}

/** Requests, newest first, a page at a time. */
export async function listCustomQuotes(
  limit: number,
  cursor: string | null,
): Promise<{ requests: CustomQuoteRecord[]; cursor: string | null }> {
  const { data, cursor: next } = await db().entities.customQuote.query.byRequested({}).go({ order: 'desc', limit, cursor });
  return { requests: data.map(toCustomQuoteRecord), cursor: next ?? null };
}
