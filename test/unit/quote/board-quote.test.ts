import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_OPTIONS } from '#contracts/schemas/quote.ts';
import { boardQuoteInput, boardThicknessMm } from '#lambdas/core/quote/board-quote.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { bomLine } from '../../support/quote-factories.ts';
import { resistor } from '../../support/quote-examples.ts';
import { MONDAY_MORNING, testPricing } from '../../support/quote-factories.ts';

// The one place a stored board becomes the quote core's input.

const board = { metrics: { widthMm: 100, heightMm: 80, areaMm2: 8_000, copperLayers: 2 } };
const terms = { quantity: 10, leadTimeId: null, load: [], assemblyLines: [], now: MONDAY_MORNING };

describe('boardQuoteInput', () => {
  it("takes the board's measured facts, the shop's default options and the order's terms; no lead time means the pricing's default", () => {
    expect(boardQuoteInput(board, terms)).toEqual({
      board: { width_mm: 100, height_mm: 80, area_mm2: 8_000, copper_layers: 2 },
      options: DEFAULT_BOARD_OPTIONS,
      quantity: 10,
      lines: [],
      load: [],
      now: MONDAY_MORNING,
      custom_quote_requested: false,
    });
    expect(boardQuoteInput(board, { ...terms, customQuoteRequested: true }).custom_quote_requested).toBe(true);
    expect(boardQuoteInput({ ...board, options: { finish: 'ENIG' } }, { ...terms, leadTimeId: 'express' })).toMatchObject({
      options: { ...DEFAULT_BOARD_OPTIONS, finish: 'ENIG' },
      lead_time_id: 'express',
    });
    expect(boardThicknessMm(board)).toBe(DEFAULT_BOARD_OPTIONS.thickness_mm);
  });

  it('prices fabrication only without assembly lines, and assembly and parts with the lines the BOM integration supplies', () => {
    const bare = quoteBoard(boardQuoteInput(board, terms), testPricing());
    expect(bare.totals).toMatchObject({ fabrication_cents: 5_000, assembly_cents: 0, parts_cents: 0 });
    const assembled = quoteBoard(boardQuoteInput(board, { ...terms, assemblyLines: [bomLine(['R1', 'R2'], resistor)] }), testPricing());
    expect(assembled.totals!.assembly_cents).toBeGreaterThan(0);
    expect(assembled.totals!.parts_cents).toBeGreaterThan(0);
    expect(assembled.quoted_parts.map((p) => p.part_id)).toEqual(['C25744']);
  });
});
