import type { Part } from '#contracts/parts.ts';
import {
  LABELING_PAGE_SIZE,
  type LabelingPartsQuery,
  type LabelingPartsResponse,
  type SavePartLabelsBody,
} from '#contracts/schemas/labeling.ts';
import type { PartParametersResponse } from '#contracts/schemas/custom-parts.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { listCategoryPartsByLabelState, savePartLabels as storeLabels } from '../db/part-labels.ts';
import { getPartById } from '../db/parts.ts';
import { AppError, notFound } from '../errors.ts';
import { checkLabels, decodeLabelingCursor, encodeLabelingCursor } from './label-rules.ts';
import { parameterSet } from './parameter-set.ts';

// The character labeler's calls: the parts of a category still to label
// (then those already labelled), the Parameter set, and saving a part's labels.

export async function listPartsToLabel(query: LabelingPartsQuery): Promise<LabelingPartsResponse> {
  const position = decodeLabelingCursor(query.cursor);
  if (!position) throw new AppError('invalid_cursor');
  const parts: Part[] = [];
  let { phase, cursor } = position;
  for (;;) {
    const page = await listCategoryPartsByLabelState(query.category_id, phase === 'labeled', cursor, LABELING_PAGE_SIZE - parts.length);
    parts.push(...page.parts);
    cursor = page.cursor;
    if (cursor || phase === 'labeled') break;
    // Every unlabelled part has been listed: go on with the labelled ones.
    phase = 'labeled';
    if (parts.length === LABELING_PAGE_SIZE) return { parts, next_cursor: encodeLabelingCursor({ phase, cursor: null }) };
  }
  return { parts, next_cursor: cursor ? encodeLabelingCursor({ phase, cursor }) : null };
}

export async function listPartParameters(): Promise<PartParametersResponse> {
  return { parameters: await parameterSet() };
}

export async function savePartLabels(partId: string, body: SavePartLabelsBody): Promise<Part> {
  const part = await getPartById(partId);
  if (!part) throw notFound('The part');
  const parameters = await parameterSet();
  const problem = checkLabels(part.value_text, body.labeled_value_text, new Set(parameters.map((p) => p.id)));
  if (problem) throw new AppError(problem.code, problem.message, { labeled_value_text: [problem.message] });
  try {
    await storeLabels(partId, { valueText: part.value_text, previous: body.previous_labeled_value_text, labels: body.labeled_value_text });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new AppError('labels_changed');
  }
  return { ...part, labeled_value_text: body.labeled_value_text, labeled: true };
}
