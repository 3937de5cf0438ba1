import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, type QuoteStatus } from '#contracts/schemas/quote.ts';
import { CUSTOM_PART_NEEDS_ENGINEER, DISCONTINUED_PART, INSUFFICIENT_INVENTORY, NO_PART_SELECTED } from '#lambdas/core/bom/populate-row.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { moveQuote, QUOTE_TRANSITIONS, requestCustomQuote, settledStatus, startRefresh } from '#lambdas/core/quote/quote-status.ts';
import { finalStates, statesLeadingTo } from '#lambdas/core/state-machine.ts';
import { expectExactly } from '../../support/transition-tables.ts';
import { assembledBoard, mcu, resistor } from '../../support/quote-examples.ts';
import { bomLine, manualPart, quoteInput, testPricing } from '../../support/quote-factories.ts';

describe('quote statuses (docs/states.md#quote-status) as a transition table', () => {
  it('allows exactly: every change refreshes, a refresh settles, a required custom quote may be requested', () => {
    expectExactly<QuoteStatus>(QUOTE_TRANSITIONS, QUOTE_STATUSES, [
      ['Refreshing quote', 'Cannot quote'],
      ['Refreshing quote', 'Has instant quote'],
      ['Refreshing quote', 'Requires custom quote'],
      ['Refreshing quote', 'Awaiting custom quote'],
      ['Refreshing quote', 'Received custom quote'],
      ['Cannot quote', 'Refreshing quote'],
      ['Has instant quote', 'Refreshing quote'],
      ['Requires custom quote', 'Refreshing quote'],
      ['Requires custom quote', 'Awaiting custom quote'],
      ['Awaiting custom quote', 'Refreshing quote'],
      ['Received custom quote', 'Refreshing quote'],
    ]);
  });

  it('has no dead end, and only a refresh or a customer request leads anywhere', () => {
    expect(finalStates(QUOTE_TRANSITIONS)).toEqual([]);
    expect(statesLeadingTo(QUOTE_TRANSITIONS, 'Awaiting custom quote').sort()).toEqual(['Refreshing quote', 'Requires custom quote']);
    expect(statesLeadingTo(QUOTE_TRANSITIONS, 'Has instant quote')).toEqual(['Refreshing quote']);
  });

  it('moves by the table and refuses the rest with a 409', () => {
    expect(startRefresh('Has instant quote')).toBe('Refreshing quote');
    expect(startRefresh('Refreshing quote')).toBe('Refreshing quote');
    expect(requestCustomQuote('Requires custom quote')).toBe('Awaiting custom quote');
    expect(() => requestCustomQuote('Has instant quote')).toThrow(
      'A quote that is "Has instant quote" cannot become "Awaiting custom quote".',
    );
    expect(() => moveQuote('Cannot quote', 'Has instant quote')).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'quote_status_conflict' }),
    );
  });
});

describe('the status a refresh settles in', () => {
  const outcome = { cannotQuote: false, needsEngineer: false, usesConfirmedCustomParts: false };
  it.each([
    [{}, false, 'Has instant quote'],
    [{ cannotQuote: true, needsEngineer: true }, true, 'Cannot quote'],
    [{ needsEngineer: true }, false, 'Requires custom quote'],
    [{ needsEngineer: true }, true, 'Awaiting custom quote'],
    [{ usesConfirmedCustomParts: true }, true, 'Received custom quote'],
    [{ usesConfirmedCustomParts: true }, false, 'Has instant quote'],
  ] as const)('%o, requested %s → %s', (change, requested, status) => {
    const settled = settledStatus({ ...outcome, ...change }, requested);
    expect(settled).toBe(status);
    expect(QUOTE_TRANSITIONS['Refreshing quote']).toContain(settled);
  });
});

describe('statuses of real quotes', () => {
  const custom = manualPart({ part_id: 'CUSTOM-COIL', name: 'Custom coil' });

  it('Cannot quote when a catalogue part is short for the board quantity: its price info is null', () => {
    // U1 needs 20 + 5 spares = 25; only 24 in stock.
    const input = assembledBoard();
    input.lines![1] = bomLine(['U1'], { ...mcu, stock: 24 }, { side: 'Bottom' });
    const quote = quoteBoard(input, testPricing());
    expect(quote.status).toBe('Cannot quote');
    expect(quote.quoted_parts[1]).toMatchObject({ element_ids: ['U1'], price_info: null, unpriced_reason: 'insufficient_stock' });
    expect(quote.reasons).toEqual([`U1: ${INSUFFICIENT_INVENTORY} (needs 25, 24 in stock)`]);
    // The rest is still priced, without U1: 12,473 − 5,250 = 7,223 ¢
    expect(quote.totals!.total_cents).toBe(7_223);
  });

  it('Cannot quote a discontinued catalogue part, however much stock it shows', () => {
    const input = assembledBoard();
    input.lines![1] = bomLine(['U1'], { ...mcu, stock: 1_000_000, discontinued: true }, { side: 'Bottom' });
    const quote = quoteBoard(input, testPricing());
    expect(quote.status).toBe('Cannot quote');
    expect(quote.quoted_parts[1]).toMatchObject({ element_ids: ['U1'], price_info: null, unpriced_reason: 'discontinued' });
    expect(quote.reasons).toEqual([`U1: ${mcu.name} ${DISCONTINUED_PART}`]);
  });

  it('Cannot quote when a populated line has no part; a not-populated one without a part is fine', () => {
    const missing = quoteBoard(quoteInput({ lines: [bomLine(['R7', 'R8'], null)] }), testPricing());
    expect(missing.status).toBe('Cannot quote');
    expect(missing.reasons).toEqual([`R7, R8: ${NO_PART_SELECTED}`]);
    const skipped = quoteBoard(quoteInput({ lines: [bomLine(['R7'], null, { do_not_populate: true })] }), testPricing());
    expect(skipped.status).toBe('Has instant quote');
    expect(skipped.quoted_parts).toEqual([]);
  });

  it('Requires custom quote for an unconfirmed manual-entry part, Awaiting once requested', () => {
    const input = quoteInput({ lines: [bomLine(['L1'], custom), bomLine(['R1'], resistor)] });
    const required = quoteBoard(input, testPricing());
    expect(required.status).toBe('Requires custom quote');
    expect(required.quoted_parts[0]).toMatchObject({ price_info: null, unpriced_reason: 'custom_part_unconfirmed' });
    expect(required.reasons).toEqual([`L1: ${CUSTOM_PART_NEEDS_ENGINEER}`]);
    expect(quoteBoard({ ...input, custom_quote_requested: true }, testPricing()).status).toBe('Awaiting custom quote');
  });

  it('prices a confirmed manual part from the engineer’s figures: instant, or Received when it was requested', () => {
    const confirmed = { ...custom, engineer_confirmed: { unit_price_micros: 1_250_000, stock: 100 } };
    const input = quoteInput({ lines: [bomLine(['L1'], confirmed)] });
    const quote = quoteBoard(input, testPricing());
    expect(quote.status).toBe('Has instant quote');
    // 10 needed + 5 spares = 15 × $1.25 = $18.75
    expect(quote.quoted_parts[0]!.price_info).toMatchObject({
      basis: 'engineer_confirmed',
      purchase_quantity: 15,
      unit_price_micros: 1_250_000,
      amount_cents: 1_875,
    });
    expect(quoteBoard({ ...input, custom_quote_requested: true }, testPricing()).status).toBe('Received custom quote');
  });

  it('keeps a confirmed manual part custom when its confirmed inventory is short', () => {
    const short = { ...custom, engineer_confirmed: { unit_price_micros: 1_250_000, stock: 14 } };
    const quote = quoteBoard(quoteInput({ lines: [bomLine(['L1'], short)] }), testPricing());
    expect(quote.status).toBe('Requires custom quote');
    expect(quote.reasons).toEqual([`L1: ${CUSTOM_PART_NEEDS_ENGINEER} (needs 15, 14 confirmed)`]);
  });

  it('Cannot quote wins over a custom part, and both reasons are given', () => {
    const quote = quoteBoard(quoteInput({ lines: [bomLine(['L1'], custom), bomLine(['R9'], null)] }), testPricing());
    expect(quote.status).toBe('Cannot quote');
    expect(quote.reasons).toHaveLength(2);
  });

  it('Cannot quote an unknown lead time or a chosen one at capacity', () => {
    expect(quoteBoard(quoteInput({ lead_time_id: 'overnight' }), testPricing()).reasons).toEqual([
      'The lead time "overnight" is not offered.',
    ]);
    const full = quoteBoard(quoteInput({ load: [{ lead_time_id: 'standard', capacity_per_day: 100, booked: 95 }] }), testPricing());
    expect(full.status).toBe('Cannot quote');
    expect(full.reasons).toEqual(['Standard (5 days) is currently at capacity; choose another lead time.']);
  });
});
