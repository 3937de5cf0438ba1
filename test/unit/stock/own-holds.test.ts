import { describe, expect, it } from 'vitest';
import { withOwnHolds } from '#lambdas/core/stock/index.ts';
import type { BoardAssemblyForQuote } from '#lambdas/core/quote/board-quote.ts';

const part = (part_id: string, stock: number) => ({
  part_id,
  name: part_id,
  source: 'JLCPCB/LCSC catalogue' as const,
  library_type: 'basic' as const,
  price_breaks: [{ min_qty: 1, unit_price_micros: 1_000 }],
  stock,
  moq: 1,
  engineer_confirmed: null,
});

const assembly: BoardAssemblyForQuote = {
  customQuoteRequested: false,
  lines: [
    {
      element_ids: ['C1'],
      part_id: 'p1',
      part: part('p1', 0),
      quantity_per_board: 1,
      placement_method: 'Hand place',
      alternatives: [part('p2', 5)],
    },
    { element_ids: ['R1'], part_id: 'p3', part: part('p3', 7), quantity_per_board: 1, placement_method: 'Hand place' },
    { element_ids: ['J1'], part_id: null, part: null, quantity_per_board: 1, placement_method: 'Hand place' },
  ],
};

describe('the cart counts its own holds as stock', () => {
  it('adds the held units to the held parts only, alternatives included', () => {
    const seen = withOwnHolds(
      assembly,
      new Map([
        ['p1', 4],
        ['p2', 2],
      ]),
    );
    expect(seen.lines.map((l) => l.part?.stock ?? null)).toEqual([4, 7, null]);
    expect(seen.lines[0]!.alternatives?.map((a) => a.stock)).toEqual([7]);
    // The port's answer is not changed in place.
    expect(assembly.lines[0]!.part?.stock).toBe(0);
  });

  it('holds nothing: the same answer', () => {
    expect(withOwnHolds(assembly, new Map())).toBe(assembly);
  });

  it('works over a board of 3,000 lines (10× a large BOM) without spreading', () => {
    const big: BoardAssemblyForQuote = {
      customQuoteRequested: false,
      lines: Array.from({ length: 3_000 }, (_, i) => ({
        element_ids: [`U${i}`],
        part_id: `p${i}`,
        part: part(`p${i}`, i),
        quantity_per_board: 1,
        placement_method: 'Hand place' as const,
      })),
    };
    const own = new Map(Array.from({ length: 3_000 }, (_, i) => [`p${i}`, 1]));
    expect(withOwnHolds(big, own).lines.map((l) => l.part!.stock)).toEqual(Array.from({ length: 3_000 }, (_, i) => i + 1));
  });
});

describe('the hold minutes (a shipping setting)', () => {
  it('is 30 for settings saved before it existed; an Admin may choose 1 to 1,440 whole minutes', async () => {
    const { ShippingSettingsSchema } = await import('#contracts/schemas/shipping.ts');
    const { DEFAULT_SHIPPING } = await import('#lambdas/core/shipping/default-shipping.ts');
    const { cart_hold_minutes: _dropped, ...older } = DEFAULT_SHIPPING;
    expect(ShippingSettingsSchema.parse(older).cart_hold_minutes).toBe(30);
    expect(ShippingSettingsSchema.parse({ ...DEFAULT_SHIPPING, cart_hold_minutes: 5 }).cart_hold_minutes).toBe(5);
    const messages = (count: number) =>
      ShippingSettingsSchema.safeParse({ ...DEFAULT_SHIPPING, cart_hold_minutes: count }).error?.issues.map((i) => i.message);
    expect(messages(0)).toEqual(['At least 1 minute']);
    expect(messages(2.5)).toEqual(['Whole minutes']);
    expect(messages(2_000)).toEqual(['At most 1,440 minutes (a day)']);
  });
});
