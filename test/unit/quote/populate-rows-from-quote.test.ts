import { describe, expect, it } from 'vitest';
import { CUSTOM_PART_NEEDS_ENGINEER, INSUFFICIENT_INVENTORY, NO_PART_SELECTED, populateRowError } from '#lambdas/core/bom/populate-row.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { connector, mcu, resistor } from '../../support/quote-examples.ts';
import { bomLine, manualPart, quoteInput, testPricing } from '../../support/quote-factories.ts';

// The quote's quoted_parts are what the populate-row rule (docs/validation.md#populate-row-rule) reads: run the
// BOM core's rule over a real quote and get the message per row (docs/validation.md#populate-row-rule).

describe('populate rows read the quote', () => {
  const coil = manualPart({ part_id: 'CUSTOM-COIL' });
  const lines = [
    bomLine(['R1', 'R2'], resistor),
    bomLine(['U1'], { ...mcu, stock: 3 }), // 10 boards need 10 + 5 spares
    bomLine(['L1'], coil),
    bomLine(['J1'], connector, { consigned: true, placement_method: 'Machine through hole' }),
    bomLine(['TP1'], null, { do_not_populate: true }),
    bomLine(['R9'], null),
  ];
  const quote = quoteBoard(quoteInput({ lines }), testPricing());
  const rowError = (id: string) => {
    const line = lines.find((l) => l.element_ids.includes(id))!;
    return populateRowError(
      { id, part_id: line.part_id, do_not_populate: line.do_not_populate ?? false, is_consignment: line.consigned ?? false },
      quote,
      line.part?.source ?? null,
    );
  };

  it('gives each row the docs/validation.md#populate-row-rule message its quoted part implies', () => {
    expect(Object.fromEntries(['R1', 'R2', 'U1', 'L1', 'J1', 'TP1', 'R9'].map((id) => [id, rowError(id)]))).toEqual({
      R1: null,
      R2: null,
      U1: INSUFFICIENT_INVENTORY,
      L1: CUSTOM_PART_NEEDS_ENGINEER,
      J1: null, // consigned: priced at zero, and the rule stops before the quote anyway
      TP1: null,
      R9: NO_PART_SELECTED,
    });
    expect(quote.status).toBe('Cannot quote');
  });

  it('clears the row once the quote can price it', () => {
    const fixed = quoteBoard(quoteInput({ lines: [bomLine(['U1'], mcu)] }), testPricing());
    expect(
      populateRowError({ id: 'U1', part_id: mcu.part_id, do_not_populate: false, is_consignment: false }, fixed, mcu.source),
    ).toBeNull();
  });
});
