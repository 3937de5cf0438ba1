import { describe, expect, it } from 'vitest';
import { attritionQuantity, chooseBreak } from '#lambdas/core/quote/parts-price.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard } from '../../support/quote-examples.ts';
import { bomLine, catalogPart, quoteInput, testPricing } from '../../support/quote-factories.ts';

// Assembly and parts, worked by hand against TEST_PRICING: assembly setup
// $15.00, stencil $10.00 a side, $1.00 per distinct part, $3.00 per distinct
// extended part; surface mount $0.002 a placement with 2 % spares (at least
// 5), through hole $0.03 with 1 % (at least 1).

describe('an assembled board', () => {
  const quote = quoteBoard(assembledBoard(), testPricing());
  const cents = Object.fromEntries(quote.lines.map((l) => [l.id, l.amount_cents]));

  it('prices fabrication, assembly and parts line by line', () => {
    // Fabrication: setup $10.00; boards 2,000 × 50,000 ÷ 100 = 1,000,000 µ$ = $1.00 × 20 = $20.00
    expect(cents['fabrication.setup']).toBe(1_000);
    expect(cents['fabrication.boards']).toBe(2_000);
    // Assembly: setup $15.00
    //   stencils: surface mount on Top (R1–R4) and Bottom (U1) = 2 × $10.00 = $20.00
    //   surface mount: 20 boards × (4 + 1) placements = 100 × 2,000 µ$ = 200,000 µ$ = $0.20
    //   through hole:  20 boards × 1 placement = 20 × 30,000 µ$ = 600,000 µ$ = $0.60
    //   distinct parts: C25744, ATMEGA328P, CONN-2x5 (C9 is not populated) = 3 × $1.00
    //   extended parts: ATMEGA328P (the consigned connector is not bought) = 1 × $3.00
    expect(cents).toMatchObject({
      'assembly.setup': 1_500,
      'assembly.stencil': 2_000,
      'assembly.placements.machine_surface_mount': 20,
      'assembly.placements.machine_through_hole': 60,
      'assembly.unique_parts': 300,
      'assembly.extended_parts': 300,
    });
    // Parts:
    //   R1–R4: needed 4 × 20 = 80; spares max(5, ⌈80 × 2 %⌉ = 2) = 5; buy 85 → break 1+ at 5,000 µ$
    //          85 × 5,000 = 425,000 µ$ = 42.5 ¢ → 43 ¢ (halves away from zero)
    //   U1:    needed 20; spares max(5, ⌈0.4⌉ = 1) = 5; buy 25 → break 10+ at 2,100,000 µ$
    //          25 × 2,100,000 = 52,500,000 µ$ = $52.50
    //   J1:    consigned: 20 needed + max(1, ⌈0.2⌉) = 1 spare = 21 sent, $0.00
    expect(cents).toMatchObject({ 'parts.0': 43, 'parts.1': 5_250, 'parts.2': 0 });
    expect(quote.lines.find((l) => l.id === 'parts.0')!.arithmetic).toBe(
      '85 × $0.005 (price break 1+; 80 needed + 5 spare; spares: 2%, at least 5) = $0.43',
    );
    expect(quote.lines.find((l) => l.id === 'parts.2')!.arithmetic).toBe('21 × $0.00 (consigned: you send 20 needed + 1 spare) = $0.00');
    expect(quote.lines.find((l) => l.id === 'assembly.placements.machine_surface_mount')!.arithmetic).toBe(
      '20 boards × 5 placements = 100 × $0.002 = $0.20',
    );
  });

  it('adds the lines into section totals: 3,000 + 4,180 + 5,293 = 12,473 ¢', () => {
    // assembly 1,500 + 2,000 + 20 + 60 + 300 + 300 = 4,180; parts 43 + 5,250 + 0 = 5,293
    // per board 12,473 ÷ 20 = 623.65 → 624 ¢
    expect(quote.totals).toEqual({
      fabrication_cents: 3_000,
      assembly_cents: 4_180,
      parts_cents: 5_293,
      total_cents: 12_473,
      per_board_cents: 624,
    });
    expect(quote.status).toBe('Has instant quote');
  });

  it('lists a quoted part per placed line, with its price info; the not-populated line is not quoted', () => {
    expect(quote.quoted_parts.map((q) => q.element_ids)).toEqual([['R1', 'R2', 'R3', 'R4'], ['U1'], ['J1']]);
    expect(quote.quoted_parts[1]).toEqual({
      element_ids: ['U1'],
      part_id: 'ATMEGA328P',
      unpriced_reason: null,
      price_info: {
        basis: 'price_break',
        needed_quantity: 20,
        attrition_quantity: 5,
        purchase_quantity: 25,
        price_break_min_qty: 10,
        unit_price_micros: 2_100_000,
        amount_micros: 52_500_000,
        amount_cents: 5_250,
      },
    });
    // Consigned: priced at zero, not null (docs/validation.md#populate-row-rule: a consigned row has no error).
    expect(quote.quoted_parts[2]!.price_info).toMatchObject({
      basis: 'consigned',
      unit_price_micros: 0,
      amount_cents: 0,
      purchase_quantity: 21,
    });
  });
});

describe('part quantities', () => {
  it('buys spares as a share rounded up, at least the minimum, none when nothing is needed', () => {
    const smt = { attrition_bp: 200, attrition_min_extra: 5 };
    expect(attritionQuantity(80, smt)).toBe(5); // ⌈1.6⌉ = 2 < 5
    expect(attritionQuantity(1_000, smt)).toBe(20); // 2 % of 1,000
    expect(attritionQuantity(1_001, smt)).toBe(21); // ⌈20.02⌉
    expect(attritionQuantity(0, smt)).toBe(0);
  });

  it('reaches the highest break at or below the quantity; below the first break it buys the first break', () => {
    const breaks = [
      { min_qty: 100, unit_price_micros: 2_000 },
      { min_qty: 10, unit_price_micros: 4_000 },
    ];
    expect(chooseBreak(breaks, 99)).toEqual({ purchase: 99, chosen: { min_qty: 10, unit_price_micros: 4_000 } });
    expect(chooseBreak(breaks, 100)).toEqual({ purchase: 100, chosen: { min_qty: 100, unit_price_micros: 2_000 } });
    expect(chooseBreak(breaks, 3)).toEqual({ purchase: 10, chosen: { min_qty: 10, unit_price_micros: 4_000 } });
    expect(chooseBreak([], 3)).toBeNull();
  });

  it('raises the purchase to the minimum order quantity and says so', () => {
    const reel = catalogPart({ part_id: 'C1525', moq: 500, price_breaks: [{ min_qty: 1, unit_price_micros: 300 }] });
    const quote = quoteBoard(quoteInput({ lines: [bomLine(['C1', 'C2'], reel)] }), testPricing());
    // needed 2 × 10 = 20; spares 5; 25 → MOQ 500 × 300 µ$ = 150,000 µ$ = 15 ¢
    expect(quote.quoted_parts[0]!.price_info).toMatchObject({
      needed_quantity: 20,
      attrition_quantity: 5,
      purchase_quantity: 500,
      amount_cents: 15,
    });
    expect(quote.lines.find((l) => l.id === 'parts.0')!.arithmetic).toContain('raised to the minimum order of 500');
  });

  it('prices hand placement without spares', () => {
    const quote = quoteBoard(
      quoteInput({ lines: [bomLine(['T1'], catalogPart({ part_id: 'HEATSINK' }), { placement_method: 'Hand place' })] }),
      testPricing(),
    );
    // 10 boards × 1 placement × $0.20 = $2.00; no stencil (nothing surface-mounted); 10 parts × $0.01 = $0.10
    expect(Object.fromEntries(quote.lines.filter((l) => l.section !== 'Fabrication').map((l) => [l.id, l.amount_cents]))).toEqual({
      'assembly.setup': 1_500,
      'assembly.placements.hand_place': 200,
      'assembly.unique_parts': 100,
      'parts.0': 10,
    });
    expect(quote.quoted_parts[0]!.price_info!.attrition_quantity).toBe(0);
  });
});
