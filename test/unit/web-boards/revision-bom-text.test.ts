import { describe, expect, it } from 'vitest';
import type { BomRowChange, PartMarketChange } from '#contracts/schemas/board-revision-diff.ts';
import { assemblyChoiceText, bomRowChangeText, partMarketChangeText } from '../../../web/src/features/boards/revision-bom-text.ts';
import { choiceText } from '../../../web/src/features/boards/revision-diff-text.ts';

const row = (overrides: Partial<BomRowChange['before']> = {}): BomRowChange['before'] => ({
  part_id: 'p1',
  mpn: 'RC0402FR-07100KL',
  do_not_populate: false,
  is_consignment: false,
  ...overrides,
});

const market = (overrides: Partial<PartMarketChange>): PartMarketChange => ({
  part_id: 'p9',
  mpn: 'STM32F103C8T6',
  changes: [],
  stock_before: 1200,
  stock_after: 1200,
  price_breaks_before: [
    { min_qty: 10, unit_price_micros: 1_100_000 },
    { min_qty: 1, unit_price_micros: 1_200_000 },
  ],
  price_breaks_after: [{ min_qty: 1, unit_price_micros: 1_450_000 }],
  ...overrides,
});

describe('the BOM choices of a revision, in words', () => {
  it('says what changed on a designator: part, populate and consigned', () => {
    expect(
      bomRowChangeText({
        designator: 'R7',
        changes: ['part', 'populate'],
        before: row(),
        after: row({ mpn: 'RC0603FR-07100KL', do_not_populate: true }),
      }),
    ).toBe('R7: part RC0402FR-07100KL → RC0603FR-07100KL, populate → do not populate');
    expect(
      bomRowChangeText({
        designator: 'U1',
        changes: ['part', 'consigned'],
        before: row({ part_id: null, mpn: null }),
        after: row({ mpn: null, is_consignment: true }),
      }),
    ).toBe('U1: part no part → a part no longer in the catalogue, from the shop → consigned');
  });

  it("says how a part's stock and first price moved, or that it left the catalogue", () => {
    expect(partMarketChangeText(market({ changes: ['stock', 'price'], stock_after: 40 }))).toBe(
      'STM32F103C8T6: stock 1,200 → 40, price $1.20 → $1.45',
    );
    expect(partMarketChangeText(market({ changes: ['gone'], stock_after: null, price_breaks_after: null }))).toBe(
      'STM32F103C8T6: no longer in the catalogue',
    );
  });

  it('names the assembly choices a revision carried over, and leaves the others to choiceText', () => {
    expect(assemblyChoiceText('bom')).toBe('BOM');
    expect(assemblyChoiceText('placement:RVPC_Rev_B-all-pos.csv')).toBe('Placement file RVPC_Rev_B-all-pos.csv');
    expect(assemblyChoiceText('part:R7')).toBe('Part choice for R7');
    expect(assemblyChoiceText('do_not_populate:SPK1')).toBe('Do not populate SPK1');
    expect(assemblyChoiceText('consigned:T1')).toBe('Consigned T1');
    expect(assemblyChoiceText('quantity')).toBeNull();
    expect(choiceText('part:R7')).toBe('Part choice for R7');
    expect(choiceText('quantity')).toBe('Quantity');
  });
});
