import { describe, expect, it } from 'vitest';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard, connector, mcu, resistor } from '../../support/quote-examples.ts';
import { bomLine, catalogPart, quoteInput, testPricing } from '../../support/quote-factories.ts';

// Suggestions: each saving is the difference of two full quotes, checked here
// by hand against the worked example (12,473 ¢ for 20 boards, 624 ¢ a board).

const withAlternatives = (alternatives: ReturnType<typeof catalogPart>[]) => {
  const input = assembledBoard();
  input.lines![1] = bomLine(['U1'], mcu, { side: 'Bottom', alternatives });
  return input;
};

describe('a part with the same parameters', () => {
  it('suggests a basic part instead of an extended one, saving its price difference and the extended-part fee', () => {
    const basic = catalogPart({
      part_id: 'ATMEGA328P-B',
      name: 'ATMEGA328P-B',
      price_breaks: [{ min_qty: 1, unit_price_micros: 2_000_000 }],
      stock: 100,
    });
    const quote = quoteBoard({ ...withAlternatives([basic]), lead_time_id: 'economy' }, testPricing());
    // U1 now: 25 × $2.00 = $50.00 instead of 25 × $2.10 = $52.50 → 250 ¢
    // no extended part left to buy: the $3.00 fee goes → 300 ¢; distinct parts stay 3
    // saving 250 + 300 = 550 ¢
    expect(quote.suggestions.filter((s) => s.saving_basis === 'order')).toEqual([
      {
        kind: 'basic_part',
        text: 'Use ATMEGA328P-B (basic) instead of ATMEGA328P (extended) for U1: same parameters, saves $5.50.',
        saving_cents: 550,
        saving_basis: 'order',
        element_ids: ['U1'],
        part_id: 'ATMEGA328P',
        alternative_part_id: 'ATMEGA328P-B',
        lead_time_id: null,
        quantity: null,
      },
    ]);
  });

  it('suggests a cheaper part of the same kind, picks the best, and ignores dearer or short ones', () => {
    const cheaper = catalogPart({
      part_id: 'MCU-CHEAP',
      library_type: 'extended',
      price_breaks: [{ min_qty: 1, unit_price_micros: 2_060_000 }],
      stock: 100,
    });
    const cheapest = catalogPart({
      part_id: 'MCU-CHEAPEST',
      library_type: 'extended',
      price_breaks: [{ min_qty: 1, unit_price_micros: 2_020_000 }],
      stock: 100,
    });
    const dearer = catalogPart({
      part_id: 'MCU-DEAR',
      library_type: 'basic',
      price_breaks: [{ min_qty: 1, unit_price_micros: 9_000_000 }],
      stock: 100,
    });
    const short = catalogPart({
      part_id: 'MCU-SHORT',
      library_type: 'basic',
      price_breaks: [{ min_qty: 1, unit_price_micros: 1_000_000 }],
      stock: 3,
    });
    const quote = quoteBoard(withAlternatives([cheaper, dearer, cheapest, short]), testPricing());
    // 25 × ($2.10 − $2.02) = 25 × 80,000 µ$ = 2,000,000 µ$ = 200 ¢ (both extended: the fee stays)
    expect(quote.suggestions.filter((s) => s.kind === 'cheaper_part' || s.kind === 'basic_part')).toMatchObject([
      {
        kind: 'cheaper_part',
        alternative_part_id: 'MCU-CHEAPEST',
        saving_cents: 200,
        text: 'Use MCU-CHEAPEST (extended) instead of ATMEGA328P (extended) for U1: same parameters, saves $2.00.',
      },
    ]);
  });

  it('suggests nothing for consigned lines', () => {
    const input = assembledBoard();
    input.lines![2] = bomLine(['J1'], connector, {
      placement_method: 'Machine through hole',
      consigned: true,
      alternatives: [catalogPart({ part_id: 'CONN-CHEAP', price_breaks: [{ min_qty: 1, unit_price_micros: 1 }] })],
    });
    expect(quoteBoard(input, testPricing()).suggestions.map((s) => s.kind)).not.toContain('cheaper_part');
  });
});

describe('a slower lead time', () => {
  it('suggests the cheapest slower lead time that is not at capacity', () => {
    // Standard: 5,000 ¢. Economy −20 % of the 50,000,000 µ$ fabrication = −1,000 ¢ → 4,000 ¢; saving 1,000 ¢.
    expect(quoteBoard(quoteInput(), testPricing()).suggestions).toEqual([
      {
        kind: 'slower_lead_time',
        text: 'Choose Economy (10 days) instead of Standard (5 days): saves $10.00.',
        saving_cents: 1_000,
        saving_basis: 'order',
        element_ids: [],
        part_id: null,
        alternative_part_id: null,
        lead_time_id: 'economy',
        quantity: null,
      },
    ]);
  });

  it('suggests none when the slower one is full or when the slowest is chosen', () => {
    expect(
      quoteBoard(quoteInput({ load: [{ lead_time_id: 'economy', capacity_per_day: 10, booked: 1 }] }), testPricing()).suggestions,
    ).toEqual([]);
    expect(quoteBoard(quoteInput({ lead_time_id: 'economy' }), testPricing()).suggestions).toEqual([]);
  });
});

describe('a larger quantity', () => {
  it('suggests the next board quantity at which a part reaches a lower price break, with the saving per board', () => {
    const quote = quoteBoard(assembledBoard({ lead_time_id: 'economy' }), testPricing());
    // R1–R4 buy 85 at 20 boards; the 100+ break needs 4q + max(5, ⌈0.08q⌉) ≥ 100 → q = 24 (96 + 5 = 101).
    // Economy at 20 boards: fabrication 3,000 − 20 % of 30,000,000 µ$ = 3,000 − 600 = 2,400 ¢; total 12,473 − 600 = 11,873 ¢;
    //   per board 11,873 ÷ 20 = 593.65 → 594 ¢.
    // At 24 boards: fabrication 1,000 + 24 × 100 = 3,400, −20 % = −680 → 2,720 ¢
    //   assembly 1,500 + 2,000 + (120 × 2,000 µ$ = 24) + (24 × 30,000 µ$ = 72) + 300 + 300 = 4,196 ¢
    //   parts: R 101 × 2,000 µ$ = 202,000 µ$ → 20 ¢; U1 24 + 5 = 29 × $2.10 = 6,090 ¢ → 6,110 ¢
    //   total 2,720 + 4,196 + 6,110 = 13,026 ¢; per board 13,026 ÷ 24 = 542.75 → 543 ¢; saving 594 − 543 = 51 ¢ a board.
    expect(quote.totals!.per_board_cents).toBe(594);
    expect(quote.suggestions).toEqual([
      {
        kind: 'larger_quantity',
        text: 'Order 24 boards instead of 20: C25744 reaches its 100+ price break and each board costs $5.43 instead of $5.94, saving $0.51 per board.',
        saving_cents: 51,
        saving_basis: 'per_board',
        element_ids: ['R1', 'R2', 'R3', 'R4'],
        part_id: 'C25744',
        alternative_part_id: null,
        lead_time_id: null,
        quantity: 24,
      },
    ]);
  });

  it('suggests no quantity when no part has a higher break within stock', () => {
    const single = catalogPart({ part_id: 'ONE-PRICE', price_breaks: [{ min_qty: 1, unit_price_micros: 5_000 }] });
    expect(quoteBoard(quoteInput({ lead_time_id: 'economy', lines: [bomLine(['R1'], single)] }), testPricing()).suggestions).toEqual([]);
    // A higher break exists, but at that quantity the part is out of stock.
    const scarce = catalogPart({
      part_id: 'SCARCE',
      price_breaks: [
        { min_qty: 1, unit_price_micros: 5_000 },
        { min_qty: 1_000, unit_price_micros: 1 },
      ],
      stock: 500,
    });
    expect(quoteBoard(quoteInput({ lead_time_id: 'economy', lines: [bomLine(['R1'], scarce)] }), testPricing()).suggestions).toEqual([]);
  });

  it('orders suggestions: order savings first, largest first, then per-board ones', () => {
    const basic = catalogPart({ part_id: 'ATMEGA328P-B', price_breaks: [{ min_qty: 1, unit_price_micros: 2_000_000 }], stock: 100 });
    const input = withAlternatives([basic]);
    input.lines![0] = bomLine(['R1', 'R2', 'R3', 'R4'], resistor, {
      alternatives: [catalogPart({ part_id: 'R-CHEAP', price_breaks: [{ min_qty: 1, unit_price_micros: 1_000 }] })],
    });
    const quote = quoteBoard(input, testPricing());
    // Standard, 20 boards: 12,473 ¢, 624 ¢ a board.
    // Economy: −20 % of the 30,000,000 µ$ fabrication = −600 ¢                         → saves 600 ¢
    // ATMEGA328P-B: 550 ¢ (above)
    // R-CHEAP: 85 × $0.001 = 85,000 µ$ = 8.5 → 9 ¢ instead of 43 ¢                     → saves 34 ¢
    // 24 boards (Standard): 3,400 + 4,196 + 6,110 = 13,706 ¢ ÷ 24 = 571.08 → 571 ¢ a board → saves 53 ¢ a board
    expect(quote.suggestions.map((s) => [s.kind, s.saving_cents, s.saving_basis])).toEqual([
      ['slower_lead_time', 600, 'order'],
      ['basic_part', 550, 'order'],
      ['cheaper_part', 34, 'order'],
      ['larger_quantity', 53, 'per_board'],
    ]);
  });
});
