import type { QuoteInput } from '#contracts/schemas/quote.ts';
import { bomLine, catalogPart, quoteInput } from './quote-factories.ts';

// The worked example of test/unit/quote/assembly-parts-quote.test.ts, shared
// with the status and suggestion tests.

export const resistor = catalogPart({
  part_id: 'C25744',
  price_breaks: [
    { min_qty: 1, unit_price_micros: 5_000 },
    { min_qty: 100, unit_price_micros: 2_000 },
    { min_qty: 1_000, unit_price_micros: 1_000 },
  ],
  stock: 10_000,
});
export const mcu = catalogPart({
  part_id: 'ATMEGA328P',
  library_type: 'extended',
  price_breaks: [
    { min_qty: 1, unit_price_micros: 2_500_000 },
    { min_qty: 10, unit_price_micros: 2_100_000 },
  ],
  stock: 50,
});
export const connector = catalogPart({ part_id: 'CONN-2x5', library_type: 'extended', stock: 0 });

/** 20 boards of 50 × 40 mm (2,000 mm² = 20 cm²) with four BOM lines. */
export function assembledBoard(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return quoteInput({
    board: { width_mm: 50, height_mm: 40, area_mm2: 2_000, copper_layers: 2 },
    quantity: 20,
    lines: [
      bomLine(['R1', 'R2', 'R3', 'R4'], resistor),
      bomLine(['U1'], mcu, { side: 'Bottom' }),
      bomLine(['J1'], connector, { placement_method: 'Machine through hole', consigned: true }),
      bomLine(['C9'], resistor, { do_not_populate: true }),
    ],
    ...overrides,
  });
}
