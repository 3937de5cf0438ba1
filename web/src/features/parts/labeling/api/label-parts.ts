import type { LabeledCharacter } from '#contracts/parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';

// The character labeler's calls. Its state lives in the parts store reducer
// (docs/data-model.md#parts-store), so these are plain fetchers rather than cached queries.

export function fetchPartsToLabel(categoryId: string, cursor: string | null) {
  return callApi('listLabelingParts', { query: { category_id: categoryId, ...(cursor ? { cursor } : {}) } });
}

/** Saves labels unless someone else changed the part's labels since `previous` (then a 409 `labels_changed`). */
export function saveLabels(partId: string, labels: LabeledCharacter[], previous: LabeledCharacter[]) {
  return callApi('savePartLabels', { params: { partId }, body: { labeled_value_text: labels, previous_labeled_value_text: previous } });
}

export function fetchPart(partId: string) {
  return callApi('getPart', { params: { partId } });
}
