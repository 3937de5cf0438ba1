import { createConversions } from 'electrodb';
import type { LabeledCharacter, Part } from '#contracts/parts.ts';
import { boundedPage, type ReadBudget } from './bounded-page.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { encodeLabels, toPart } from './parts.ts';
import { db } from './service.ts';

// The labelling tool's reads and writes on parts.

/**
 * Parts of a category with (`labeled`) or without labels, in supplier-code
 * order, skipping parts with no value text. `count` parts at most, fewer (or
 * none) when the read budget ran out first: once most of a 150,000-part
 * category is labelled, the next unlabelled ones are found over several
 * calls, each short. The cursor continues where this call stopped (null:
 * nothing more). see docs/parts.md#the-character-labeler
 */
export async function listCategoryPartsByLabelState(
  categoryId: string,
  labeled: boolean,
  cursor: string | null,
  count: number,
  budget?: ReadBudget,
): Promise<{ parts: Part[]; cursor: string | null }> {
  const part = db().entities.part;
  const query = part.query
    .byCategory({ category_id: categoryId })
    .where(({ labeled: isLabeled, value_text }, { eq, ne }) => `${eq(isLabeled, labeled)} AND ${ne(value_text, '')}`);
  const after = createConversions(part).byAccessPattern.byCategory.fromComposite;
  const page = await boundedPage(
    (from, limit) => query.go({ cursor: from, limit, pages: 1 }),
    (item) => after.toCursor(item),
    {
      cursor,
      count,
      budget,
    },
  );
  return { parts: page.items.map(toPart), cursor: page.cursor };
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
