import { MANUAL_ENTRY, type Part } from '#contracts/parts.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { toPart, toStoredPart } from './parts.ts';
import { db } from './service.ts';

// Manually entered parts: listed through their own sparse index, edited only
// while they are still manual entries.

/** Every manually entered part, newest first. */
export async function listManualEntryParts(): Promise<Part[]> {
  const { data } = await db().entities.part.query.manualEntry({}).go({ order: 'desc', pages: 'all' });
  return data.map(toPart);
}

/**
 * Replaces the staff-edited fields of a manual part (never its stock, which
 * changes only by movements). Conditioned on the part still being a manual
 * entry with the value text the edit was based on: labels are kept or
 * dropped by comparing with that text. ConflictError: it changed meanwhile.
 */
export async function updateManualEntryPart(part: Part, basedOnValueText: string): Promise<void> {
  const stored = toStoredPart(part);
  await conflictOnFailure(() =>
    db()
      .entities.part.patch({ id: part.id })
      .set({
        supplier_code: stored.supplier_code,
        mpn: stored.mpn,
        manufacturer: stored.manufacturer,
        category_id: stored.category_id,
        description: stored.description,
        package: stored.package,
        datasheet: stored.datasheet,
        moq: stored.moq,
        price_breaks_json: stored.price_breaks_json,
        parameters_json: stored.parameters_json,
        value_text: stored.value_text,
        labeled_value_text: stored.labeled_value_text,
        labeled: stored.labeled,
      })
      .where(({ source, value_text }, { eq }) => `${eq(source, MANUAL_ENTRY as string)} AND ${eq(value_text, basedOnValueText)}`)
      .go({ response: 'none' }),
  );
}
