import type { LabeledCharacter } from '#contracts/parts.ts';
import { labelsSpell } from '#contracts/schemas/labeling.ts';

// What makes a set of labels acceptable for a part: one label per character
// of its value text, in order, each naming a parameter that exists (the
// placeholder "none" included).

export type LabelProblem = { code: 'labels_do_not_match' | 'unknown_parameter'; message: string };

export function checkLabels(
  valueText: string,
  labels: readonly LabeledCharacter[],
  parameterIds: ReadonlySet<string>,
): LabelProblem | null {
  if (!labelsSpell(valueText, labels)) {
    return { code: 'labels_do_not_match', message: 'The labels must spell out the part’s value text, one label per character.' };
  }
  const unknown = labels.find((label) => !parameterIds.has(label.parameter_id));
  if (unknown) return { code: 'unknown_parameter', message: `There is no parameter ${unknown.parameter_id}.` };
  return null;
}

/** Where a labelling list left off: still in the unlabelled parts, or into the labelled ones. */
export type LabelingCursor = { phase: 'unlabeled' | 'labeled'; cursor: string | null };

export function encodeLabelingCursor(cursor: LabelingCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeLabelingCursor(text: string | undefined): LabelingCursor | null {
  if (text === undefined || text === '') return { phase: 'unlabeled', cursor: null };
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<LabelingCursor>;
    if ((value.phase === 'unlabeled' || value.phase === 'labeled') && (value.cursor === null || typeof value.cursor === 'string')) {
      return { phase: value.phase, cursor: value.cursor };
    }
  } catch {
    // fall through: not one of ours
  }
  return null;
}
