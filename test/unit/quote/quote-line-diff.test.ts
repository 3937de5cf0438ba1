import { describe, expect, it } from 'vitest';
import type { Quote, QuoteLine } from '#contracts/schemas/quote.ts';
import { diffQuoteLines } from '#lambdas/core/quote/quote-line-diff.ts';

// The price part of a revision's diff (docs/revisions.md#the-price).

const line = (id: string, section: QuoteLine['section'], label: string, quantity: number, cents: number): QuoteLine => ({
  id,
  section,
  label,
  quantity,
  unit_price_micros: quantity ? Math.round((cents * 10_000) / quantity) : 0,
  amount_micros: cents * 10_000,
  amount_cents: cents,
  arithmetic: `${quantity} × … = ${cents}`,
});
const quote = (lines: QuoteLine[], total: number | null) =>
  ({ lines, totals: total === null ? null : { total_cents: total } }) as unknown as Quote;

describe('diffQuoteLines', () => {
  it('pairs lines by section and label (part lines by their part, not their position) and says each change', () => {
    // The same two lines open both quotes; the part lines sit at other positions.
    const boards = line('fabrication.boards', 'Fabrication', 'Boards', 5, 1000);
    const capacitors = (id: string) => line(id, 'Parts', 'C 100n 0402', 40, 16);
    const unique = (count: number) => line('assembly.unique_parts', 'Assembly', 'Distinct parts loaded', count, count * 50);
    const before = quote([boards, unique(10), line('parts.0', 'Parts', 'R 10k 0402', 50, 20), capacitors('parts.1')], 1536);
    const after = quote([boards, unique(14), capacitors('parts.0'), line('parts.1', 'Parts', 'LED red 0603', 15, 45)], 1761);
    const diff = diffQuoteLines(before, after);
    expect(diff).toMatchObject({ before_total_cents: 1536, after_total_cents: 1761, total_delta_cents: 225 });
    expect(diff.lines.map((l) => [l.label, l.change])).toEqual([
      ['Boards', 'same'],
      ['Distinct parts loaded', 'changed'],
      ['C 100n 0402', 'same'],
      ['LED red 0603', 'added'],
      ['R 10k 0402', 'removed'],
    ]);
    const uniqueChange = diff.lines[1]!;
    expect(uniqueChange).toMatchObject({ quantity_delta: 4, amount_delta_cents: 200 });
    expect(uniqueChange.text).toBe('Distinct parts loaded: +4 → +$2.00');
    expect(diff.lines[4]).toMatchObject({ after: null, quantity_delta: -50, amount_delta_cents: -20 });
    expect(diff.lines[4]!.text).toBe('R 10k 0402: gone, −50 → −$0.20');
  });

  it('has no total change when a revision cannot be priced', () => {
    const diff = diffQuoteLines(null, quote([line('fabrication.boards', 'Fabrication', 'Boards', 1, 300)], 300));
    expect(diff).toMatchObject({ before_total_cents: null, after_total_cents: 300, total_delta_cents: null });
    expect(diff.lines[0]!.change).toBe('added');
  });
});
