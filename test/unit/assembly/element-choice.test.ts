import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTPRINT_CHECK, type BoardElement, type BomMismatch } from '#contracts/schemas/bom.ts';
import {
  applyElementChoice,
  ElementStateError,
  mergeOverrides,
  overriddenFields,
  passThrough,
  settledBomState,
  summarizeElements,
} from '#lambdas/core/assembly/element-choice.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';

// A row as the BOM and matching made it, with overrides for the case at hand.
function row(overrides: Partial<BoardElement> = {}): BoardElement {
  return {
    id: 'e'.repeat(24),
    designator: 'C1',
    footprint: 'C_0402_1005Metric',
    value: '100nF',
    side: 'top',
    x: 10,
    y: 5,
    rotation: 0,
    position_source: 'board',
    part_id: null,
    do_not_populate: false,
    is_consignment: false,
    placement_method: 'Machine surface mount',
    processing: 'Needs attention',
    bom_row: 2,
    footprint_check: DEFAULT_FOOTPRINT_CHECK,
    orientation: { confidence: 'high', score: 1, pin1: null, reasons: [] },
    ...overrides,
  };
}

// An 0402 land pattern: two SMD pads 1 mm apart.
const PADS_0402: Pad[] = [
  { name: '1', x: 9.5, y: 5, mount: 'smd' },
  { name: '2', x: 10.5, y: 5, mount: 'smd' },
];
const CAP_0402 = { package: '0402', source: 'JLCPCB/LCSC catalogue' as const };
const TRANSISTOR_SOT23 = { package: 'SOT-23', source: 'JLCPCB/LCSC catalogue' as const };

describe('a customer’s choice on a row', () => {
  it('picking a part checks the footprint against it and settles the row Complete', () => {
    const chosen = applyElementChoice(row(), PADS_0402, { part_id: 'p'.repeat(24) }, CAP_0402);
    expect(chosen).toMatchObject({
      part_id: 'p'.repeat(24),
      processing: 'Complete',
      footprint_check: { state: 'Passed' },
      placement_method: 'Machine surface mount',
    });
  });

  it('a part whose package does not fit the pads (a SOT-23 on two pads) fails the check and needs attention', () => {
    const chosen = applyElementChoice(row(), PADS_0402, { part_id: 'p'.repeat(24) }, TRANSISTOR_SOT23);
    expect(chosen.footprint_check.state).toBe('Failed');
    expect(chosen.processing).toBe('Needs attention');
  });

  it('keeps the matched part unless the customer chose one, and a chosen null removes it', () => {
    const matched = row({ part_id: 'm'.repeat(24) });
    expect(applyElementChoice(matched, PADS_0402, {}, CAP_0402).part_id).toBe('m'.repeat(24));
    const cleared = applyElementChoice(matched, PADS_0402, { part_id: null }, null);
    expect(cleared).toMatchObject({ part_id: null, processing: 'Needs attention', footprint_check: DEFAULT_FOOTPRINT_CHECK });
  });

  it('not populated needs no part and no check; consigned without a part still needs one (order (docs/validation.md#populate-row-rule))', () => {
    expect(applyElementChoice(row(), PADS_0402, { do_not_populate: true }, null)).toMatchObject({
      do_not_populate: true,
      processing: 'Complete',
      footprint_check: { state: 'Need not check' },
    });
    expect(applyElementChoice(row(), PADS_0402, { is_consignment: true }, null)).toMatchObject({
      is_consignment: true,
      processing: 'Needs attention',
    });
  });

  it('a row without a position needs attention once it has a part (Missing placement info)', () => {
    const unplaced = applyElementChoice(row({ x: null, y: null, position_source: null }), [], { part_id: 'p'.repeat(24) }, CAP_0402);
    expect(unplaced).toMatchObject({ processing: 'Needs attention', footprint_check: { state: 'Missing placement info' } });
  });

  it('merges changes into what the customer set before, and names the fields set', () => {
    const first = mergeOverrides({}, { part_id: 'p'.repeat(24) });
    const second = mergeOverrides(first, { do_not_populate: false, is_consignment: undefined });
    expect(second).toEqual({ part_id: 'p'.repeat(24), do_not_populate: false });
    expect(overriddenFields(second)).toEqual(['part_id', 'do_not_populate']);
    expect(overriddenFields(mergeOverrides(second, { part_id: null }))).toEqual(['part_id', 'do_not_populate']);
  });
});

describe('element processing through docs/states.md#element-processing', () => {
  it('a settled row goes through Updating or Processing to a settled state', () => {
    expect(passThrough('Complete', 'Updating', 'Needs attention')).toBe('Needs attention');
    expect(passThrough('Needs attention', 'Processing', 'Complete')).toBe('Complete');
    expect(passThrough('Unprocessed', 'Processing', 'Complete')).toBe('Complete');
  });

  it('refuses steps the table does not allow', () => {
    expect(() => passThrough('Unprocessed', 'Updating', 'Complete')).toThrow(ElementStateError);
    expect(() => passThrough('Processing', 'Processing', 'Complete')).toThrow(ElementStateError);
    expect(() => passThrough('Complete', 'Updating', 'Processing')).toThrow(ElementStateError);
  });
});

describe('the board’s BOM state', () => {
  const warning: BomMismatch = { kind: 'board_designator_not_in_bom', severity: 'Warning', designators: ['FID1'], message: '' };
  const error: BomMismatch = { kind: 'bom_designator_not_on_board', severity: 'Error', designators: ['R99'], message: '' };

  it('is COMPLETE when every row is settled Complete, whatever the warnings', () => {
    expect(settledBomState({ elements: [{ processing: 'Complete' }], needsMapping: false, mismatches: [warning] })).toBe('COMPLETE');
  });

  it('needs attention for a row that does, an unconfirmed column mapping, or an Error mismatch', () => {
    expect(
      settledBomState({ elements: [{ processing: 'Complete' }, { processing: 'Needs attention' }], needsMapping: false, mismatches: [] }),
    ).toBe('NEEDS_ATTENTION');
    expect(settledBomState({ elements: [{ processing: 'Complete' }], needsMapping: true, mismatches: [] })).toBe('NEEDS_ATTENTION');
    expect(settledBomState({ elements: [{ processing: 'Complete' }], needsMapping: false, mismatches: [error] })).toBe('NEEDS_ATTENTION');
  });

  it('counts rows, populated ones, those with a part and those needing attention', () => {
    const counted = summarizeElements([
      { do_not_populate: true, part_id: null, processing: 'Complete' },
      { do_not_populate: false, part_id: 'p', processing: 'Complete' },
      { do_not_populate: false, part_id: null, processing: 'Needs attention' },
    ]);
    expect(counted).toEqual({ elements: 3, populated: 2, with_part: 1, needs_attention: 1 });
  });
});
