import { describe, expect, it } from 'vitest';
import type { LabeledCharacter } from '#contracts/parts.ts';
import {
  DEFAULT_STAGED_PARAMETERS,
  initialPartsStoreState as initial,
  labeledValueText,
  labelsOfPart,
  partsStoreReducer as reduce,
  type PartsStoreAction,
  type PartsStoreState,
} from '../../../web/src/features/parts/labeling/parts-store.ts';
import { createPart } from '../parts/catalogue-factory.ts';

// "Parts store" (docs/data-model.md#parts-store) and "Parts labelling" (docs/states.md#parts-labelling), action by action.

const none = (character: string): LabeledCharacter => ({ character, noop: true, parameter_id: 'none' });
const as =
  (parameter_id: string) =>
  (character: string): LabeledCharacter => ({ character, noop: false, parameter_id });

const plain = createPart({ supplier_code: 'C1', value_text: '10k' });
const labelled = createPart({
  supplier_code: 'C2',
  value_text: '1µF',
  labeled: true,
  labeled_value_text: [as('capacitance')('1'), as('capacitance')('µ'), as('capacitance')('F')],
});
const other = createPart({ supplier_code: 'C3', value_text: 'X7R 25V' });

const run = (state: PartsStoreState, ...actions: PartsStoreAction[]) => actions.reduce(reduce, state);
const loaded = run(initial, { type: 'loadStarted' }, { type: 'loadSucceeded', parts: [plain, labelled, other], append: false });
const selected = reduce(loaded, { type: 'selectPart', part: plain });

describe('the parts store state', () => {
  it('has exactly the fields (docs/data-model.md#parts-store), with keys 0–9 staged and nothing selected', () => {
    expect(Object.keys(initial).sort()).toEqual(
      ['dirty', 'errored', 'labeledCharacters', 'loading', 'parts', 'selectedCharacterIndex', 'selectedPart', 'stagedParameters'].sort(),
    );
    expect(initial).toMatchObject({
      loading: false,
      errored: false,
      parts: [],
      selectedPart: null,
      selectedCharacterIndex: 0,
      labeledCharacters: {},
      dirty: false,
    });
    expect(Object.keys(initial.stagedParameters).map(Number).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(initial.stagedParameters[0]).toBe('none');
  });
});

describe('loading parts', () => {
  it('sets loading and clears an earlier error; success stores the parts and ends loading', () => {
    const started = reduce({ ...initial, errored: true }, { type: 'loadStarted' });
    expect(started).toMatchObject({ loading: true, errored: false });
    expect(reduce(started, { type: 'loadSucceeded', parts: [plain], append: false })).toMatchObject({
      loading: false,
      errored: false,
      parts: [plain],
    });
  });

  it('appends a further page without repeating a part already listed', () => {
    const more = reduce(loaded, { type: 'loadSucceeded', parts: [other, createPart({ supplier_code: 'C4' })], append: true });
    expect(more.parts.map((p) => p.supplier_code)).toEqual(['C1', 'C2', 'C3', 'C4']);
  });

  it('a failure sets errored and ends loading, keeping what was listed', () => {
    const failed = run(loaded, { type: 'loadStarted' }, { type: 'loadFailed' });
    expect(failed).toMatchObject({ loading: false, errored: true, parts: [plain, labelled, other] });
  });
});

describe('selecting a part', () => {
  it('clears the dirty flag, loads its labels and starts at the first character', () => {
    const dirty = run(loaded, { type: 'selectPart', part: other }, { type: 'moveCharacter', by: 3 }, { type: 'labelWithStaged', key: 7 });
    expect(dirty.dirty).toBe(true);
    const s = reduce(dirty, { type: 'selectPart', part: labelled });
    expect(s).toMatchObject({
      selectedPart: labelled,
      dirty: false,
      selectedCharacterIndex: 0,
      labeledCharacters: { 0: 'capacitance', 1: 'capacitance', 2: 'capacitance' },
    });
    expect(reduce(s, { type: 'selectPart', part: plain }).labeledCharacters).toEqual({});
  });
});

describe('moving between characters', () => {
  it('selects a character and moves by steps, never past either end', () => {
    expect(reduce(selected, { type: 'selectCharacter', index: 2 }).selectedCharacterIndex).toBe(2);
    expect(reduce(selected, { type: 'selectCharacter', index: 9 }).selectedCharacterIndex).toBe(2);
    expect(reduce(selected, { type: 'selectCharacter', index: -1 }).selectedCharacterIndex).toBe(0);
    expect(
      run(selected, { type: 'moveCharacter', by: 1 }, { type: 'moveCharacter', by: 1 }, { type: 'moveCharacter', by: 1 })
        .selectedCharacterIndex,
    ).toBe(2);
    expect(reduce(selected, { type: 'moveCharacter', by: -1 }).selectedCharacterIndex).toBe(0);
  });

  it('does nothing without a part or with an empty value text', () => {
    expect(reduce(loaded, { type: 'moveCharacter', by: 1 })).toBe(loaded);
    const empty = reduce(loaded, { type: 'selectPart', part: createPart({ value_text: '' }) });
    expect(reduce(empty, { type: 'selectCharacter', index: 0 })).toBe(empty);
    expect(reduce(empty, { type: 'labelCharacter', parameterId: 'resistance' })).toBe(empty);
  });
});

describe('labelling a character', () => {
  it('sets dirty, labels the selected character and advances the index', () => {
    const s = reduce(selected, { type: 'labelCharacter', parameterId: 'resistance' });
    expect(s).toMatchObject({ dirty: true, labeledCharacters: { 0: 'resistance' }, selectedCharacterIndex: 1 });
    expect(s.selectedPart).toBe(plain);
  });

  it('stays on the last character instead of advancing past it', () => {
    const s = run(
      selected,
      { type: 'selectCharacter', index: 2 },
      { type: 'labelCharacter', parameterId: 'resistance' },
      { type: 'labelCharacter', parameterId: 'none' },
    );
    expect(s).toMatchObject({ selectedCharacterIndex: 2, labeledCharacters: { 2: 'none' } });
  });

  it('labels with the parameter staged on a number key; an empty key changes nothing', () => {
    const s = run(selected, { type: 'labelWithStaged', key: 1 }, { type: 'labelWithStaged', key: 1 }, { type: 'labelWithStaged', key: 0 });
    expect(s.labeledCharacters).toEqual({ 0: DEFAULT_STAGED_PARAMETERS[1], 1: DEFAULT_STAGED_PARAMETERS[1], 2: 'none' });
    const noKey = { ...selected, stagedParameters: { 1: 'resistance' } };
    expect(reduce(noKey, { type: 'labelWithStaged', key: 5 })).toBe(noKey);
  });

  it('stages another parameter on a key, leaving the labels alone', () => {
    const s = reduce(selected, { type: 'stageParameter', key: 1, parameterId: 'frequency' });
    expect(s.stagedParameters[1]).toBe('frequency');
    expect(s.stagedParameters[2]).toBe(DEFAULT_STAGED_PARAMETERS[2]);
    expect(s.dirty).toBe(false);
    expect(reduce(s, { type: 'labelWithStaged', key: 1 }).labeledCharacters).toEqual({ 0: 'frequency' });
  });
});

describe('clearing labels', () => {
  it('resets them, goes back to the first character and leaves the part dirty', () => {
    const fromSaved = run(loaded, { type: 'selectPart', part: labelled }, { type: 'selectCharacter', index: 2 }, { type: 'clearLabels' });
    expect(fromSaved).toMatchObject({ labeledCharacters: {}, selectedCharacterIndex: 0, dirty: true });
  });

  it('changes nothing but the position when there is nothing to clear', () => {
    const s = run(selected, { type: 'selectCharacter', index: 2 }, { type: 'clearLabels' });
    expect(s).toMatchObject({ labeledCharacters: {}, selectedCharacterIndex: 0, dirty: false });
  });
});

describe('saving', () => {
  const labelledTwice = run(selected, { type: 'labelWithStaged', key: 1 }, { type: 'labelWithStaged', key: 1 });

  it('marks the part labelled and clean, in the list too, with every character labelled ("none" where unlabelled)', () => {
    const s = reduce(labelledTwice, { type: 'saveStarted' });
    const expected = [as('resistance')('1'), as('resistance')('0'), none('k')];
    expect(s.dirty).toBe(false);
    expect(s.selectedPart).toMatchObject({ id: plain.id, labeled: true, labeled_value_text: expected });
    expect(s.parts.find((p) => p.id === plain.id)).toMatchObject({ labeled: true, labeled_value_text: expected });
    expect(s.labeledCharacters).toEqual(labelledTwice.labeledCharacters);
  });

  it('takes the stored part when the save succeeds, keeping a label made meanwhile dirty', () => {
    const saving = reduce(labelledTwice, { type: 'saveStarted' });
    const stored = { ...saving.selectedPart!, labeled_value_text: [...saving.selectedPart!.labeled_value_text] };
    const after = run(saving, { type: 'labelCharacter', parameterId: 'tolerance' }, { type: 'saveSucceeded', part: stored });
    expect(after.selectedPart).toBe(stored);
    expect(after.dirty).toBe(true);
    expect(reduce(saving, { type: 'saveSucceeded', part: stored }).dirty).toBe(false);
  });

  it('a failed save restores the part as it was and marks it dirty again, keeping the labels made', () => {
    const saving = reduce(labelledTwice, { type: 'saveStarted' });
    const failed = reduce(saving, { type: 'saveFailed', part: plain });
    expect(failed.dirty).toBe(true);
    expect(failed.selectedPart).toBe(plain);
    expect(failed.parts.find((p) => p.id === plain.id)).toBe(plain);
    expect(failed.labeledCharacters).toEqual({ 0: 'resistance', 1: 'resistance' });
  });

  it('a failed save of a part no longer selected restores it without touching the selection', () => {
    const moved = run(labelledTwice, { type: 'saveStarted' }, { type: 'selectPart', part: other });
    const failed = reduce(moved, { type: 'saveFailed', part: plain });
    expect(failed.dirty).toBe(false);
    expect(failed.selectedPart).toBe(other);
    expect(failed.parts.find((p) => p.id === plain.id)).toBe(plain);
  });

  it('does nothing with no part selected', () => {
    expect(reduce(loaded, { type: 'saveStarted' })).toBe(loaded);
  });
});

describe('labels between the store and a part', () => {
  it('round-trip through labelsOfPart and labeledValueText', () => {
    expect(labeledValueText(labelled.value_text, labelsOfPart(labelled))).toEqual(labelled.labeled_value_text);
    expect(labeledValueText('ab', {})).toEqual([none('a'), none('b')]);
    expect(labeledValueText('4Ω', { 0: 'resistance', 1: 'resistance' })).toEqual([as('resistance')('4'), as('resistance')('Ω')]);
  });
});
