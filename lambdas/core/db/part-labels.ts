import { createConversions } from 'electrodb';
import type { LabeledCharacter, Part } from '#contracts/parts.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { encodeLabels, toPart } from './parts.ts';
import { db } from './service.ts';

// The labelling tool's reads and writes on parts.

/**
 * How much of a category one call reads at most: DynamoDB pages of `pageItems`
 * items before the filter, `pages` of them. A category of 150,000 parts whose
 * unlabelled (or labelled) ones are few is then listed over several calls,
 * each short, instead of one that reads the whole category and outlasts its
 * Lambda. see docs/parts.md#the-character-labeler
 */
export type LabelListingBudget = { pageItems: number; pages: number };
export const LABEL_LISTING_BUDGET: LabelListingBudget = { pageItems: 1000, pages: 10 };

/**
 * Parts of a category with (`labeled`) or without labels, in supplier-code
 * order, skipping parts with no value text. `count` parts at most, fewer when
 * the budget ran out first; the cursor continues where this call stopped (null:
 * nothing more).
 */
export async function listCategoryPartsByLabelState(
  categoryId: string,
  labeled: boolean,
  cursor: string | null,
  count: number,
  budget: LabelListingBudget = LABEL_LISTING_BUDGET,
): Promise<{ parts: Part[]; cursor: string | null }> {
  const parts: Part[] = [];
  let next = cursor;
  for (let page = 0; page < budget.pages && parts.length < count; page++) {
    const result = await db()
      .entities.part.query.byCategory({ category_id: categoryId })
      .where(({ labeled: isLabeled, value_text }, { eq, ne }) => `${eq(isLabeled, labeled)} AND ${ne(value_text, '')}`)
      .go({ cursor: next, limit: budget.pageItems, pages: 1 });
    const room = count - parts.length;
    if (result.data.length > room) {
      // More than asked for: keep `room` and continue after the last one kept.
      const kept = result.data.slice(0, room);
      for (const item of kept) parts.push(toPart(item));
      const last = kept[kept.length - 1]!;
      const after = createConversions(db().entities.part).byAccessPattern.byCategory.fromComposite.toCursor({
        id: last.id,
        category_id: last.category_id,
        supplier_code: last.supplier_code,
      });
      return { parts, cursor: after };
    }
    for (const item of result.data) parts.push(toPart(item));
    next = result.cursor;
    if (!next) break;
  }
  return { parts, cursor: next };
}

/**
 * Stores a part's labels and marks it labelled, only if its value text and
 * labels are still those the labeller started from: of two people saving the
 * same part, the second is told instead of silently replacing the first.
 * ConflictError: they changed meanwhile (or the part is gone).
 */
export async function savePartLabels(
  partId: string,
  change: { valueText: string; previous: readonly LabeledCharacter[]; labels: readonly LabeledCharacter[] },
): Promise<void> {
  const previous = encodeLabels(change.previous);
  await conflictOnFailure(() =>
    db()
      .entities.part.patch({ id: partId })
      .set({ labeled_value_text: encodeLabels(change.labels), labeled: true })
      .where(({ value_text, labeled_value_text }, { eq, notExists }) => {
        const sameLabels =
          previous === '' ? `(${eq(labeled_value_text, '')} OR ${notExists(labeled_value_text)})` : eq(labeled_value_text, previous);
        return `${eq(value_text, change.valueText)} AND ${sameLabels}`;
      })
      .go({ response: 'none' }),
  );
}
