import { describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { DEFAULT_FOOTPRINT_CHECK, type BoardElement, type PartCandidate } from '#contracts/schemas/bom.ts';
import { assemblyLinesOf, partIdsForLines } from '#lambdas/core/quote/assembly-lines.ts';
import { refreshingWhileChecking } from '#lambdas/core/quote/board-quote.ts';
import { customPartsOf } from '#lambdas/core/quote/parts-to-price.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { quoteInput, testPricing } from '../../support/quote-factories.ts';

// A board's populate rows (one per designator) become the quote's lines: rows
// with the same part, method, side, consignment and populate choice are one
// line; parametric candidates of the BOM line travel as alternatives for the
// suggestions; manual-entry parts carry only what an engineer confirmed.

function element(id: string, overrides: Partial<BoardElement> = {}): BoardElement {
  return {
    id,
    designator: id,
    footprint: 'R_0402',
    value: '10k',
    side: 'top',
    x: 0,
    y: 0,
    rotation: 0,
    position_source: 'board',
    part_id: 'C25744',
    do_not_populate: false,
    is_consignment: false,
    placement_method: 'Machine surface mount',
    processing: 'Complete',
    bom_row: 2,
    footprint_check: DEFAULT_FOOTPRINT_CHECK,
    orientation: { confidence: 'high', score: 1, pin1: null, reasons: [] },
    ...overrides,
  };
}

function part(id: string, overrides: Partial<Part> = {}): Part {
  return {
    id,
    supplier_code: id,
    mpn: `MPN-${id}`,
    manufacturer: 'Maker',
    category_id: 'resistors',
    description: `part ${id}`,
    package: '0402',
    datasheet: '',
    stock: 50_000,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: 1_000 }],
    library_type: 'basic',
    parameters: {},
    value_text: '10k',
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
    ...overrides,
  };
}

const candidate = (part_id: string, kind: PartCandidate['kind'], rank: number): PartCandidate => ({
  part_id,
  supplier_code: part_id,
  mpn: '',
  manufacturer: '',
  package: '0402',
  stock: 1,
  library_type: 'basic',
  rank,
  kind,
  score: 50 - rank,
  reasons: [],
});

const parts = new Map([
  ['C25744', part('C25744', { library_type: 'extended', price_breaks: [{ min_qty: 1, unit_price_micros: 5_000 }] })],
  ['C11702', part('C11702', { library_type: 'basic' })],
  ['C99', part('C99')],
  ['COIL', part('COIL', { source: 'Manual entry', library_type: 'extended', price_breaks: [], stock: 0, description: 'hand-wound coil' })],
]);

describe('assemblyLinesOf', () => {
  const elements = [
    element('R1'),
    element('R2'),
    element('R3', { side: 'bottom' }),
    element('R4', { is_consignment: true }),
    element('TP1', { part_id: null, do_not_populate: true, bom_row: 5 }),
    element('L1', { part_id: 'COIL', bom_row: 7, placement_method: 'Hand place' }),
    element('U9', { part_id: 'GONE', bom_row: 9 }),
  ];
  const candidatesByRow = new Map([
    [2, [candidate('C25744', 'parameters', 1), candidate('C11702', 'parameters', 2), candidate('C99', 'text_search', 3)]],
  ]);

  it('groups rows by part, method, side, consignment and populate choice, in the order the rows come', () => {
    const lines = assemblyLinesOf({ elements, parts, candidatesByRow, confirmed: new Map() });
    expect(
      lines.map((l) => [l.element_ids, l.part_id, l.quantity_per_board, l.side, l.consigned, l.do_not_populate, l.placement_method]),
    ).toEqual([
      [['R1', 'R2'], 'C25744', 2, 'Top', false, false, 'Machine surface mount'],
      [['R3'], 'C25744', 1, 'Bottom', false, false, 'Machine surface mount'],
      [['R4'], 'C25744', 1, 'Top', true, false, 'Machine surface mount'],
      [['TP1'], null, 1, 'Top', false, true, 'Machine surface mount'],
      [['L1'], 'COIL', 1, 'Top', false, false, 'Hand place'],
      // A part gone from the catalogue is no selection: the quote asks for one.
      [['U9'], null, 1, 'Top', false, false, 'Machine surface mount'],
    ]);
  });

  it('names the rows by designator in the quote’s words, while element_ids stay the rows’ ids', () => {
    const ids = elements.map((e) => ({ ...e, id: `id-${e.designator}` }));
    const lines = assemblyLinesOf({ elements: ids, parts, candidatesByRow, confirmed: new Map() });
    expect(lines[0]).toMatchObject({ element_ids: ['id-R1', 'id-R2'], designators: ['R1', 'R2'] });
    const quote = quoteBoard(quoteInput({ lines }), testPricing());
    expect(quote.reasons.find((r) => r.includes('No part is selected'))).toMatch(/^U9: /);
    expect(quote.lines.find((l) => l.section === 'Parts')!.label).toMatch(/^R1, R2 · /);
  });

  it('carries the line’s parametric equivalents (not text-search hits, not the chosen part) and none for consigned rows', () => {
    const lines = assemblyLinesOf({ elements, parts, candidatesByRow, confirmed: new Map() });
    expect(lines[0]!.alternatives!.map((a) => a.part_id)).toEqual(['C11702']);
    expect(lines[2]!.alternatives).toEqual([]);
    expect(partIdsForLines(elements, candidatesByRow).sort()).toEqual(['C11702', 'C25744', 'COIL', 'GONE']);
  });

  it('gives a manual-entry part only what an engineer confirmed', () => {
    const unconfirmed = assemblyLinesOf({ elements, parts, candidatesByRow, confirmed: new Map() });
    expect(unconfirmed[4]!.part!.engineer_confirmed).toBeNull();
    const confirmed = assemblyLinesOf({
      elements,
      parts,
      candidatesByRow,
      confirmed: new Map([['COIL', { unit_price_micros: 2_500_000, stock: 40 }]]),
    });
    expect(confirmed[4]!.part!.engineer_confirmed).toEqual({ unit_price_micros: 2_500_000, stock: 40 });
  });

  it('prices as the quote core does: the basic equivalent is suggested, the custom part waits for an engineer', () => {
    const rows = elements.filter((e) => e.id !== 'U9');
    const lines = assemblyLinesOf({ elements: rows, parts, candidatesByRow, confirmed: new Map() });
    const quote = quoteBoard(quoteInput({ lines }), testPricing());
    expect(quote.status).toBe('Requires custom quote');
    expect(quote.suggestions.find((s) => s.kind === 'basic_part')).toMatchObject({ part_id: 'C25744', alternative_part_id: 'C11702' });

    const custom = customPartsOf(lines, 10, rows, new Map([['COIL', 'hand-wound coil']]), {});
    expect(custom).toEqual([
      { part_id: 'COIL', name: 'COIL', description: 'hand-wound coil', designators: ['L1'], needed_quantity: 10, confirmed: null },
    ]);

    const priced = assemblyLinesOf({
      elements: rows,
      parts,
      candidatesByRow,
      confirmed: new Map([['COIL', { unit_price_micros: 2_500_000, stock: 40 }]]),
    });
    const asked = quoteBoard({ ...quoteInput({ lines: priced }), custom_quote_requested: true }, testPricing());
    expect(asked.status).toBe('Received custom quote');
    const coil = asked.quoted_parts.find((p) => p.part_id === 'COIL')!;
    // Hand placement takes no spares: 10 boards × 1 = 10 coils at $2.50.
    expect(coil.price_info).toMatchObject({
      basis: 'engineer_confirmed',
      purchase_quantity: 10,
      unit_price_micros: 2_500_000,
      amount_cents: 2_500,
    });
  });
});

describe('refreshingWhileChecking', () => {
  it('says Refreshing quote while the BOM is checked, and leaves a settled quote alone', () => {
    const quote = quoteBoard(quoteInput({}), testPricing());
    expect(refreshingWhileChecking({ bomState: 'CHECKING' }, quote)).toMatchObject({ status: 'Refreshing quote', totals: quote.totals });
    expect(refreshingWhileChecking({ bomState: 'COMPLETE' }, quote)).toBe(quote);
  });
});
