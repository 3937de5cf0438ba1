import * as z from 'zod/mini';
import { catalogueId, labeledCharacter, part, valueTextCharacters, type LabeledCharacter } from '../parts.ts';

// The character labeler ("Part (labelling tool)" (docs/data-model.md#part-labelling-tool), docs/states.md#parts-labelling "Parts
// labelling"): staff map each character of a part's value text to a parameter.

/** Parts of one category, those still unlabelled first, a page at a time. */
export const labelingPartsQuery = z.object({
  category_id: catalogueId,
  /** Opaque; from the previous page's `next_cursor`. */
  cursor: z.optional(z.string().check(z.maxLength(4000))),
});
export type LabelingPartsQuery = z.infer<typeof labelingPartsQuery>;

export const LABELING_PAGE_SIZE = 25;

export const labelingPartsResponse = z.object({
  parts: z.array(part),
  next_cursor: z.nullable(z.string()),
});
export type LabelingPartsResponse = z.infer<typeof labelingPartsResponse>;

export const savePartLabelsBody = z.object({
  labeled_value_text: z.array(labeledCharacter).check(z.maxLength(500)),
  /** The labels the client started from: the save is refused (409) when someone changed them meanwhile. */
  previous_labeled_value_text: z.array(labeledCharacter).check(z.maxLength(500)),
});
export type SavePartLabelsBody = z.infer<typeof savePartLabelsBody>;

/** Whether labels spell out the value text exactly, one label per character. */
export function labelsSpell(valueText: string, labels: readonly LabeledCharacter[]): boolean {
  const characters = valueTextCharacters(valueText);
  return characters.length === labels.length && labels.every((label, i) => label.character === characters[i]);
}

export const labelingPartParams = z.object({ partId: catalogueId });
