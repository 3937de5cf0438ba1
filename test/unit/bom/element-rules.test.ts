import { describe, expect, it } from 'vitest';
import { ELEMENT_PROCESSING_STATES } from '#contracts/schemas/bom.ts';
import type { ElementProcessing } from '#contracts/schemas/bom.ts';
import type { Quote } from '#contracts/schemas/quote.ts';
import { canTransition, finalStates } from '#lambdas/core/state-machine.ts';
import { ELEMENT_TRANSITIONS, isElementInProgress, isElementSettled } from '#lambdas/core/bom/element-transitions.ts';
import { CUSTOM_PART_NEEDS_ENGINEER, INSUFFICIENT_INVENTORY, NO_PART_SELECTED, populateRowError } from '#lambdas/core/bom/populate-row.ts';
import type { PopulateRow } from '#lambdas/core/bom/populate-row.ts';

describe('element processing (docs/states.md#element-processing)', () => {
  it('allows exactly the listed moves, every pair checked', () => {
    const allowed = new Set([
      'Unprocessed→Processing',
      'Processing→Checking',
      'Processing→Needs attention',
      'Processing→Complete',
      'Checking→Needs attention',
      'Checking→Complete',
      'Needs attention→Updating',
      'Needs attention→Processing',
      'Complete→Updating',
      'Complete→Processing',
      'Updating→Checking',
      'Updating→Needs attention',
      'Updating→Complete',
    ]);
    expect(Object.keys(ELEMENT_TRANSITIONS).sort()).toEqual([...ELEMENT_PROCESSING_STATES].sort());
    for (const from of ELEMENT_PROCESSING_STATES) {
      for (const to of ELEMENT_PROCESSING_STATES)
        expect(canTransition(ELEMENT_TRANSITIONS, from, to), `${from} → ${to}`).toBe(allowed.has(`${from}→${to}`));
    }
    expect(finalStates(ELEMENT_TRANSITIONS)).toEqual([]);
  });

  it('groups Unprocessed, Processing, Checking as in progress and Needs attention, Complete as settled', () => {
    const inProgress = ELEMENT_PROCESSING_STATES.filter(isElementInProgress);
    const settled = ELEMENT_PROCESSING_STATES.filter(isElementSettled);
    expect(inProgress).toEqual<ElementProcessing[]>(['Unprocessed', 'Processing', 'Checking']);
    expect(settled).toEqual<ElementProcessing[]>(['Needs attention', 'Complete']);
    // Every settled state can be re-entered from an in-progress one.
    for (const s of settled) expect(inProgress.some((p) => canTransition(ELEMENT_TRANSITIONS, p, s))).toBe(true);
  });
});

describe('populate row rule (docs/validation.md#populate-row-rule), in order', () => {
  const row = (overrides: Partial<PopulateRow> = {}): PopulateRow => ({
    id: 'R1',
    part_id: 'p'.repeat(24),
    do_not_populate: false,
    is_consignment: false,
    ...overrides,
  });
  const unpriced: Pick<Quote, 'quoted_parts'> = {
    quoted_parts: [{ part_id: 'p'.repeat(24), element_ids: ['R1', 'R2'], price_info: null, unpriced_reason: 'insufficient_stock' }],
  };
  const priced: Pick<Quote, 'quoted_parts'> = {
    quoted_parts: [
      {
        part_id: 'p'.repeat(24),
        element_ids: ['R1'],
        unpriced_reason: null,
        price_info: {
          basis: 'price_break',
          needed_quantity: 10,
          attrition_quantity: 0,
          purchase_quantity: 10,
          price_break_min_qty: 1,
          unit_price_micros: 1200,
          amount_micros: 12000,
          amount_cents: 1,
        },
      },
    ],
  };

  it('the messages are the words (docs/validation.md#populate-row-rule)', () => {
    expect(NO_PART_SELECTED).toBe('No part is selected but the part is populated. Either uncheck the populate checkbox or select a part');
    expect(CUSTOM_PART_NEEDS_ENGINEER).toBe('This custom part requires an engineer of the company to confirm inventory and pricing info');
    expect(INSUFFICIENT_INVENTORY).toBe('Selected part has insufficient inventory for board quantity');
  });

  it('1. do not populate: no error, whatever else holds', () => {
    expect(populateRowError(row({ do_not_populate: true, part_id: null }), unpriced, null)).toBeNull();
    expect(populateRowError(row({ do_not_populate: true }), unpriced, 'Manual entry')).toBeNull();
  });

  it('2. populated with no part: the no-part error, even for consignment', () => {
    expect(populateRowError(row({ part_id: null }), null, null)).toBe(NO_PART_SELECTED);
    expect(populateRowError(row({ part_id: null, is_consignment: true }), unpriced, null)).toBe(NO_PART_SELECTED);
  });

  it('3. consignment with a part: no error, even when the quote cannot price it', () => {
    expect(populateRowError(row({ is_consignment: true }), unpriced, 'Manual entry')).toBeNull();
  });

  it('4. a quoted part covering the row with null price_info: custom part or insufficient inventory', () => {
    expect(populateRowError(row(), unpriced, 'Manual entry')).toBe(CUSTOM_PART_NEEDS_ENGINEER);
    expect(populateRowError(row(), unpriced, 'JLCPCB/LCSC catalogue')).toBe(INSUFFICIENT_INVENTORY);
    expect(populateRowError(row(), unpriced, null)).toBe(INSUFFICIENT_INVENTORY);
  });

  it('no error when the quote prices the row, does not cover it, or there is no quote yet', () => {
    expect(populateRowError(row(), priced, 'Manual entry')).toBeNull();
    expect(populateRowError(row({ id: 'R9' }), unpriced, 'Manual entry')).toBeNull();
    expect(populateRowError(row(), null, 'Manual entry')).toBeNull();
  });
});
