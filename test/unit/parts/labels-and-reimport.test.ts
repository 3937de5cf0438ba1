import { describe, expect, it } from 'vitest';
import { labeledCharacter, part as partSchema, type LabeledCharacter } from '#contracts/parts.ts';
import { labelsSpell } from '#contracts/schemas/labeling.ts';
import type { StoredLabelling } from '#lambdas/core/db/catalogue-writes.ts';
import { decodeLabels, encodeLabels } from '#lambdas/core/db/parts.ts';
import { mergeImportedPart } from '#lambdas/core/parts/import/merge-imported-part.ts';
import { checkLabels, decodeLabelingCursor, encodeLabelingCursor } from '#lambdas/core/parts/label-rules.ts';
import { CLOCK_MARGIN_MS, latestRequest, snapshotCovers } from '#lambdas/core/parts/search-snapshot.ts';
import { createPart } from './catalogue-factory.ts';

const none = (character: string): LabeledCharacter => ({ character, noop: true, parameter_id: 'none' });
const as =
  (parameter_id: string) =>
  (character: string): LabeledCharacter => ({ character, noop: false, parameter_id });

describe('labelled characters', () => {
  it('are one character each, noop exactly when the parameter is "none"', () => {
    expect(labeledCharacter.safeParse(none('Ω')).success).toBe(true);
    expect(labeledCharacter.safeParse(as('resistance')('4')).success).toBe(true);
    expect(labeledCharacter.safeParse({ character: '4k', noop: false, parameter_id: 'resistance' }).success).toBe(false);
    expect(labeledCharacter.safeParse({ character: '', noop: true, parameter_id: 'none' }).success).toBe(false);
    expect(labeledCharacter.safeParse({ character: '4', noop: true, parameter_id: 'resistance' }).success).toBe(false);
    expect(labeledCharacter.safeParse({ character: '4', noop: false, parameter_id: 'none' }).success).toBe(false);
  });

  it('spell the value text in code points', () => {
    expect(labelsSpell('4k7Ω', [...'4k7Ω'].map(none))).toBe(true);
    expect(labelsSpell('4k7Ω', [...'4k7'].map(none))).toBe(false);
    expect(labelsSpell('4k7', [...'4K7'].map(none))).toBe(false);
    expect(labelsSpell('', [])).toBe(true);
  });

  it('encode to one canonical string, so a stored copy compares equal to a fresh one', () => {
    const labels = [as('resistance')('4'), none(' ')];
    const shuffled = labels.map((l) => ({ parameter_id: l.parameter_id, character: l.character, noop: l.noop }));
    expect(encodeLabels(shuffled)).toBe(encodeLabels(labels));
    expect(encodeLabels([])).toBe('');
    expect(decodeLabels(encodeLabels(labels))).toEqual(labels);
    expect(decodeLabels('')).toEqual([]);
    expect(decodeLabels(undefined)).toEqual([]);
  });

  it('are checked against the value text and the parameter set', () => {
    const ids = new Set(['none', 'resistance']);
    expect(checkLabels('4k7', [...'4k7'].map(as('resistance')), ids)).toBeNull();
    expect(checkLabels('4k7', [...'4k7 '].map(none), ids)?.code).toBe('labels_do_not_match');
    expect(checkLabels('4k7', [...'4k7'].map(as('capacitance')), ids)).toEqual({
      code: 'unknown_parameter',
      message: 'There is no parameter capacitance.',
    });
  });

  it('travel inside a part, which accepts no other shape', () => {
    expect(
      partSchema.safeParse(
        createPart({ value_text: '1k', labeled: true, labeled_value_text: [as('resistance')('1'), as('resistance')('k')] }),
      ).success,
    ).toBe(true);
    expect(partSchema.safeParse({ ...createPart(), labeled_value_text: '' }).success).toBe(false);
  });
});

describe('labelling cursor', () => {
  it('round-trips and starts with the unlabelled parts; anything else is refused', () => {
    expect(decodeLabelingCursor(undefined)).toEqual({ phase: 'unlabeled', cursor: null });
    const c = { phase: 'labeled' as const, cursor: 'abc' };
    expect(decodeLabelingCursor(encodeLabelingCursor(c))).toEqual(c);
    expect(decodeLabelingCursor('bm90LW91cnM')).toBeNull();
    expect(decodeLabelingCursor(Buffer.from(JSON.stringify({ phase: 'all', cursor: null })).toString('base64url'))).toBeNull();
    expect(decodeLabelingCursor(Buffer.from(JSON.stringify({ phase: 'labeled', cursor: 5 })).toString('base64url'))).toBeNull();
  });
});

describe('mergeImportedPart (re-import over stored parts)', () => {
  const imported = createPart({ supplier_code: 'C1', mpn: 'NEW', stock: 7, value_text: '10k 1%' });
  const stored: StoredLabelling = { source: 'JLCPCB/LCSC catalogue', value_text: '10k 5%', labeled_value_text: [], labeled: false };

  it('writes a new part, and an unlabelled one with everything from the file', () => {
    expect(mergeImportedPart(imported, undefined)).toEqual({ write: true, part: imported });
    expect(mergeImportedPart(imported, stored)).toEqual({ write: true, part: imported });
  });

  it('keeps the value text and labels of a labelled part and takes the rest from the file', () => {
    const labels = [...'10k 5%'].map(none);
    const decision = mergeImportedPart(imported, { ...stored, labeled: true, labeled_value_text: labels });
    expect(decision).toEqual({ write: true, part: { ...imported, value_text: '10k 5%', labeled: true, labeled_value_text: labels } });
    // Labels saved but not yet marked (or marked with no labels) count too.
    expect(mergeImportedPart(imported, { ...stored, labeled_value_text: labels })).toMatchObject({ part: { value_text: '10k 5%' } });
    expect(mergeImportedPart(imported, { ...stored, labeled: true })).toMatchObject({ part: { value_text: '10k 5%', labeled: true } });
  });

  it('never writes over a manual-entry part', () => {
    expect(mergeImportedPart(imported, { ...stored, source: 'Manual entry' })).toEqual({ write: false, reason: 'manual_entry' });
  });
});

describe('snapshot rebuild requests', () => {
  it('are covered only by a scan that started at least the clock margin after them', () => {
    const t = '2026-05-01T10:00:00.000Z';
    const plus = (ms: number) => new Date(Date.parse(t) + ms).toISOString();
    expect(snapshotCovers(null, t)).toBe(false);
    expect(snapshotCovers(plus(CLOCK_MARGIN_MS), t)).toBe(true);
    expect(snapshotCovers(plus(CLOCK_MARGIN_MS - 1), t)).toBe(false);
    expect(snapshotCovers(plus(-5_000), t)).toBe(false);
  });

  it('are answered for the latest of a batch', () => {
    expect(latestRequest([])).toBeUndefined();
    expect(latestRequest(['2026-05-01T10:00:00.000Z', '2026-05-01T10:00:02.000Z', '2026-05-01T10:00:01.000Z'])).toBe(
      '2026-05-01T10:00:02.000Z',
    );
  });
});
