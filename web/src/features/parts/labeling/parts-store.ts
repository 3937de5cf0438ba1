import { NONE_PARAMETER, valueTextCharacters, type LabeledCharacter, type Part } from '#contracts/parts.ts';

// "Parts store" (docs/data-model.md#parts-store) and "Parts labelling" (docs/states.md#parts-labelling): the character labeler's
// state as a pure reducer. Characters are labelled one at a time, usually with
// a number key: each key 0–9 holds a staged parameter.

export type PartsStoreState = {
  loading: boolean;
  errored: boolean;
  parts: Part[];
  selectedPart: Part | null;
  selectedCharacterIndex: number;
  /** Number key (0–9) → parameter id. */
  stagedParameters: Record<number, string>;
  /** Character index → parameter id. */
  labeledCharacters: Record<number, string>;
  /** The labels differ from the part's saved ones. */
  dirty: boolean;
};

export type PartsStoreAction =
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; parts: Part[]; append: boolean }
  | { type: 'loadFailed' }
  | { type: 'selectPart'; part: Part }
  | { type: 'selectCharacter'; index: number }
  | { type: 'moveCharacter'; by: number }
  | { type: 'stageParameter'; key: number; parameterId: string }
  | { type: 'labelCharacter'; parameterId: string }
  | { type: 'labelWithStaged'; key: number }
  | { type: 'clearLabels' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; part: Part }
  | { type: 'saveFailed'; part: Part };

/** What the number keys hold until someone stages something else: 0 is "none", 1–9 the parameters BOM values spell most. */
export const DEFAULT_STAGED_PARAMETERS: Record<number, string> = {
  0: NONE_PARAMETER.id,
  1: 'resistance',
  2: 'capacitance',
  3: 'inductance',
  4: 'voltage_rating',
  5: 'tolerance',
  6: 'power',
  7: 'temperature_coefficient',
  8: 'package',
  9: 'rated_current',
};

export const initialPartsStoreState: PartsStoreState = {
  loading: false,
  errored: false,
  parts: [],
  selectedPart: null,
  selectedCharacterIndex: 0,
  stagedParameters: DEFAULT_STAGED_PARAMETERS,
  labeledCharacters: {},
  dirty: false,
};

/** A part's saved labels as the store keeps them. */
export function labelsOfPart(part: Part): Record<number, string> {
  return Object.fromEntries(part.labeled_value_text.map((label, i) => [i, label.parameter_id]));
}

/** The store's labels as a part carries them: every character, unlabelled ones as "none". */
export function labeledValueText(valueText: string, labeledCharacters: Record<number, string>): LabeledCharacter[] {
  return valueTextCharacters(valueText).map((character, i) => {
    const parameter_id = labeledCharacters[i] ?? NONE_PARAMETER.id;
    return { character, noop: parameter_id === NONE_PARAMETER.id, parameter_id };
  });
}

function characterCount(state: PartsStoreState): number {
  return state.selectedPart ? valueTextCharacters(state.selectedPart.value_text).length : 0;
}

function clampIndex(state: PartsStoreState, index: number): number {
  return Math.max(0, Math.min(index, characterCount(state) - 1));
}

function replacePart(state: PartsStoreState, part: Part): Pick<PartsStoreState, 'parts' | 'selectedPart'> {
  return {
    parts: state.parts.map((p) => (p.id === part.id ? part : p)),
    selectedPart: state.selectedPart?.id === part.id ? part : state.selectedPart,
  };
}

function label(state: PartsStoreState, parameterId: string): PartsStoreState {
  const count = characterCount(state);
  if (count === 0) return state;
  const index = state.selectedCharacterIndex;
  return {
    ...state,
    labeledCharacters: { ...state.labeledCharacters, [index]: parameterId },
    dirty: true,
    // Advances to the next character unless this was the last one.
    selectedCharacterIndex: index < count - 1 ? index + 1 : index,
  };
}

export function partsStoreReducer(state: PartsStoreState, action: PartsStoreAction): PartsStoreState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, loading: true, errored: false };
    case 'loadSucceeded':
      return {
        ...state,
        loading: false,
        errored: false,
        parts: action.append ? [...state.parts, ...action.parts.filter((p) => !state.parts.some((q) => q.id === p.id))] : action.parts,
      };
    case 'loadFailed':
      return { ...state, loading: false, errored: true };
    case 'selectPart':
      // Clears the dirty flag and loads the part's labels.
      return { ...state, selectedPart: action.part, selectedCharacterIndex: 0, labeledCharacters: labelsOfPart(action.part), dirty: false };
    case 'selectCharacter':
      return characterCount(state) === 0 ? state : { ...state, selectedCharacterIndex: clampIndex(state, action.index) };
    case 'moveCharacter':
      return characterCount(state) === 0
        ? state
        : { ...state, selectedCharacterIndex: clampIndex(state, state.selectedCharacterIndex + action.by) };
    case 'stageParameter':
      return { ...state, stagedParameters: { ...state.stagedParameters, [action.key]: action.parameterId } };
    case 'labelCharacter':
      return label(state, action.parameterId);
    case 'labelWithStaged': {
      const parameterId = state.stagedParameters[action.key];
      return parameterId === undefined ? state : label(state, parameterId);
    }
    case 'clearLabels':
      // Resets the labels; the part's saved ones now differ, unless there were none.
      if (Object.keys(state.labeledCharacters).length === 0) return { ...state, selectedCharacterIndex: 0 };
      return { ...state, labeledCharacters: {}, selectedCharacterIndex: 0, dirty: true };
    case 'saveStarted': {
      // Saving marks the part labelled and clean; a failure undoes both (saveFailed).
      const part = state.selectedPart;
      if (!part) return state;
      const saved: Part = { ...part, labeled: true, labeled_value_text: labeledValueText(part.value_text, state.labeledCharacters) };
      return { ...state, ...replacePart(state, saved), dirty: false };
    }
    case 'saveSucceeded':
      return { ...state, ...replacePart(state, action.part) };
    case 'saveFailed': {
      // `part` is the part as it was before the save: it is restored and, if still selected, marked dirty again.
      const restored = replacePart(state, action.part);
      return { ...state, ...restored, dirty: state.selectedPart?.id === action.part.id ? true : state.dirty };
    }
  }
}
