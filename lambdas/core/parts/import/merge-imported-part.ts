import { MANUAL_ENTRY, type Part } from '#contracts/parts.ts';
import type { ImportDecision, StoredLabelling } from '../../db/catalogue-writes.ts';

// What a catalogue re-import may change on a part that is already stored.
// The catalogue owns the supplier's fields (prices, stock, parameters…); the
// labelling tool owns the labels and the value text they index into; staff own
// manually entered parts outright.

export function hasLabels(stored: Pick<StoredLabelling, 'labeled' | 'labeled_value_text'>): boolean {
  return stored.labeled || stored.labeled_value_text.length > 0;
}

export function mergeImportedPart(imported: Part, stored: StoredLabelling | undefined): ImportDecision {
  if (!stored) return { write: true, part: imported };
  if (stored.source === MANUAL_ENTRY) return { write: false, reason: 'manual_entry' };
  if (!hasLabels(stored)) return { write: true, part: imported };
  // Labels point at characters of the value text they were made on, so that text stays too.
  return {
    write: true,
    part: { ...imported, value_text: stored.value_text, labeled_value_text: stored.labeled_value_text, labeled: stored.labeled },
  };
}
