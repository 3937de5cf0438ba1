import { describe, expect, it } from 'vitest';
import { StoredPricingConfigSchema } from '#contracts/schemas/pricing.ts';
import { BoardOptionsSchema, DEFAULT_BOARD_OPTIONS, type BoardFacts, type BoardOptions } from '#contracts/schemas/quote.ts';
import { optionChoices } from '#lambdas/core/quote/option-choices.ts';
import { featureLimits, optionProblems, optionWarnings } from '#lambdas/core/quote/option-rules.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { quoteInput, TEST_PRICING, testPricing } from '../../support/quote-factories.ts';

// Board options worked by hand against TEST_PRICING (2 layers $10.00 setup +
// $0.05/cm²; ENIG $8.00 + $0.012345/cm²; Black mask $2.50; Express +50 %)
// and, for the options it does not list, the added defaults every older
// pricing version reads (inner copper 1 oz $15.00 + $0.01/cm²; plugged vias
// $25.00 + $0.02/cm²; leaded HASL and silkscreen colours free).
// The board: 100 × 80 mm = 8,000 mm² = 80 cm², 10 boards.

const twoLayer: BoardFacts = {
  width_mm: 100,
  height_mm: 80,
  area_mm2: 8_000,
  copper_layers: 2,
  min_trace_mm: 0.15,
  min_clearance_mm: 0.15,
};
const fourLayer: BoardFacts = { ...twoLayer, copper_layers: 4, min_trace_mm: 0.25, min_clearance_mm: 0.25 };
const standard = TEST_PRICING.lead_times.find((t) => t.id === 'standard')!;
const express = TEST_PRICING.lead_times.find((t) => t.id === 'express')!;
const opts = (o: Partial<BoardOptions> = {}): BoardOptions => BoardOptionsSchema.parse(o);

function choice(groups: ReturnType<typeof optionChoices>, key: string, value: string | number) {
  const found = groups.find((g) => g.key === key)?.choices.find((c) => c.value === value);
  if (!found) throw new Error(`no choice ${key}=${value}`);
  return found;
}

describe('option prices: the difference against the current selection', () => {
  it('shows ENIG and a black mask at what they add to the defaults, and the way back as negative', () => {
    const atDefaults = optionChoices(twoLayer, opts(), 10, standard, TEST_PRICING);
    // ENIG: $8.00 per order + 8,000 mm² × 12,345 µ$ ÷ 100 = 987,600 µ$ a board × 10 = 9,876,000 µ$ → 988 ¢; 800 + 988 = 1,788 ¢
    expect(choice(atDefaults, 'finish', 'ENIG')).toMatchObject({ selected: false, allowed: true, price_change_cents: 1_788 });
    // Black mask: $2.50 per order = 250 ¢
    expect(choice(atDefaults, 'colour', 'Black')).toMatchObject({ price_change_cents: 250 });
    expect(choice(atDefaults, 'finish', 'HASL (lead-free)')).toMatchObject({ selected: true, price_change_cents: 0 });

    const withEnig = optionChoices(twoLayer, opts({ finish: 'ENIG' }), 10, standard, TEST_PRICING);
    expect(choice(withEnig, 'finish', 'HASL (lead-free)').price_change_cents).toBe(-1_788);
    expect(choice(withEnig, 'colour', 'Black').price_change_cents).toBe(250);

    // The quote moves by exactly the amounts shown: 5,000 → 6,788 → 7,038 ¢.
    const total = (o: Partial<BoardOptions>) => quoteBoard(quoteInput({ board: twoLayer, options: o }), testPricing()).totals!.total_cents;
    expect(total({})).toBe(5_000);
    expect(total({ finish: 'ENIG' })).toBe(6_788);
    expect(total({ finish: 'ENIG', colour: 'Black' })).toBe(7_038);
  });

  it('includes the lead time’s share: at Express +50 % ENIG adds 2,682 ¢', () => {
    const groups = optionChoices(twoLayer, opts(), 10, express, TEST_PRICING);
    // defaults: 10,000,000 + 40,000,000 = 50,000,000 µ$; +50 % = 25,000,000 µ$ → 2,500 ¢; fabrication 1,000 + 4,000 + 2,500 = 7,500 ¢
    // ENIG: base 50,000,000 + 8,000,000 + 9,876,000 = 67,876,000 µ$; +50 % = 33,938,000 µ$ → 3,394 ¢
    //       1,000 + 4,000 + 800 + 988 + 3,394 = 10,182 ¢; 10,182 − 7,500 = 2,682 ¢
    expect(choice(groups, 'finish', 'ENIG').price_change_cents).toBe(2_682);
    expect(
      quoteBoard(quoteInput({ board: twoLayer, options: { finish: 'ENIG' }, lead_time_id: 'express' }), testPricing()).totals!.total_cents,
    ).toBe(10_182);
  });

  it('prices inner copper and plugged vias on a 4-layer board from the added defaults an older pricing version lacks', () => {
    expect(TEST_PRICING.fabrication.inner_copper_weight.map((r) => r.copper_oz)).toEqual([0.5, 1, 2]);
    const groups = optionChoices(fourLayer, opts(), 10, standard, TEST_PRICING);
    // inner 1 oz: $15.00 + 80 cm² × $0.01 = 800,000 µ$ a board × 10 = 800 ¢; 1,500 + 800 = 2,300 ¢
    expect(choice(groups, 'inner_copper_oz', 1)).toMatchObject({ allowed: true, price_change_cents: 2_300 });
    // plugged: $25.00 + 80 cm² × $0.02 = 1,600,000 µ$ a board × 10 = 1,600 ¢; 2,500 + 1,600 = 4,100 ¢
    expect(choice(groups, 'via_treatment', 'Plugged')).toMatchObject({ allowed: true, price_change_cents: 4_100 });
    const quote = quoteBoard(quoteInput({ board: fourLayer, options: { inner_copper_oz: 1, via_treatment: 'Plugged' } }), testPricing());
    expect(Object.fromEntries(quote.lines.map((l) => [l.id, l.amount_cents]))).toMatchObject({
      'fabrication.inner_copper.order': 1_500,
      'fabrication.inner_copper.area': 800,
      'fabrication.vias.order': 2_500,
      'fabrication.vias.area': 1_600,
    });
    expect(quote.options).toMatchObject({ inner_copper_oz: 1, via_treatment: 'Plugged' });
  });

  it('shows a free non-default choice as its own line, and none for the defaults', () => {
    const quote = quoteBoard(quoteInput({ board: twoLayer, options: { finish: 'HASL (leaded)' } }), testPricing());
    expect(quote.lines.find((l) => l.id === 'fabrication.finish.included')).toMatchObject({
      label: 'HASL (leaded) finish',
      amount_cents: 0,
      arithmetic: expect.stringContaining('no extra charge'),
    });
    const plain = quoteBoard(quoteInput({ board: twoLayer }), testPricing());
    expect(plain.lines.map((l) => l.id)).toEqual(['fabrication.setup', 'fabrication.boards']);
  });

  it('reads a pricing version saved before the new options with every offered value priced', () => {
    const old = {
      ...TEST_PRICING,
      fabrication: { ...TEST_PRICING.fabrication, finish: [{ finish: 'ENIG', order_cents: 1, per_cm2_micros: 0 }] },
    };
    const { inner_copper_weight: _i, silkscreen_colour: _s, via_treatment: _v, ...oldFabrication } = old.fabrication;
    const parsed = StoredPricingConfigSchema.parse({ ...old, fabrication: oldFabrication });
    expect(parsed.fabrication.finish.map((r) => r.finish)).toEqual(['ENIG', 'HASL (leaded)']);
    expect(parsed.fabrication.via_treatment.map((r) => r.treatment)).toEqual(['Tented', 'Plugged']);
  });
});

describe('option rules: each value only where this board can have it', () => {
  it('refuses 2 oz outer copper when the measured traces or clearances are narrower than it holds', () => {
    const groups = optionChoices(twoLayer, opts(), 10, standard, TEST_PRICING);
    expect(choice(groups, 'copper_oz', 2)).toMatchObject({
      allowed: false,
      reason: "2 oz outer copper needs traces of at least 0.2 mm; this board's narrowest is 0.15 mm.",
    });
    const wide = optionChoices({ ...twoLayer, min_trace_mm: 0.3, min_clearance_mm: 0.3 }, opts(), 10, standard, TEST_PRICING);
    expect(choice(wide, 'copper_oz', 2)).toMatchObject({ allowed: true, reason: null, price_change_cents: 1_000 + 1_600 });
    // Not measured (e.g. a Gerber without nets): offered; the CLI's DRC checks the copper at the heavier limit.
    const unmeasured = { ...twoLayer, min_trace_mm: 0.3, min_clearance_mm: null };
    expect(choice(optionChoices(unmeasured, opts(), 10, standard, TEST_PRICING), 'copper_oz', 2).allowed).toBe(true);
    // … and the limit it could not verify is a warning once chosen.
    expect(optionWarnings(unmeasured, opts())).toEqual([]);
    expect(optionWarnings(unmeasured, opts({ copper_oz: 2 }))).toEqual([
      'The smallest clearance could not be measured: the copper chosen needs clearances of at least 0.2 mm.',
    ]);
  });

  it('raises the trace and clearance limits with heavier copper', () => {
    expect(featureLimits(opts(), 2)).toEqual({ minTraceMm: 0.1, minClearanceMm: 0.1 });
    expect(featureLimits(opts({ copper_oz: 2 }), 2)).toEqual({ minTraceMm: 0.2, minClearanceMm: 0.2 });
    expect(featureLimits(opts({ inner_copper_oz: 2 }), 2)).toEqual({ minTraceMm: 0.1, minClearanceMm: 0.1 });
    expect(featureLimits(opts({ inner_copper_oz: 2 }), 4)).toEqual({ minTraceMm: 0.2, minClearanceMm: 0.2 });
  });

  it('limits thin boards by layer count and by size, and heavy copper by thickness', () => {
    const four = optionChoices(fourLayer, opts(), 10, standard, TEST_PRICING);
    expect(choice(four, 'thickness_mm', 0.6)).toMatchObject({ allowed: false, reason: '4-layer boards are made 0.8 mm thick or more.' });
    expect(choice(four, 'thickness_mm', 0.8).allowed).toBe(true);
    const long = optionChoices({ ...twoLayer, width_mm: 350, area_mm2: 28_000 }, opts(), 10, standard, TEST_PRICING);
    expect(choice(long, 'thickness_mm', 0.6).reason).toBe('Boards thinner than 0.8 mm are made up to 300 mm long; this board is 350 mm.');
    const heavy = optionChoices(fourLayer, opts({ copper_oz: 2 }), 10, standard, TEST_PRICING);
    expect(choice(heavy, 'thickness_mm', 0.8).reason).toBe('2 oz outer copper is made on boards 1 mm thick or more.');
  });

  it('offers inner copper and plugged vias only on multilayer boards, and no via choice on 1 layer', () => {
    const two = optionChoices(twoLayer, opts(), 10, standard, TEST_PRICING);
    expect(two.find((g) => g.key === 'inner_copper_oz')).toMatchObject({
      applies: false,
      reason: 'Only boards with 4 or more copper layers have inner layers; this one has 2.',
    });
    expect(choice(two, 'via_treatment', 'Plugged')).toMatchObject({
      allowed: false,
      reason: 'Plugged vias are made on boards with 4 or more layers; this board has 2.',
    });
    const one = optionChoices({ ...twoLayer, copper_layers: 1 }, opts(), 10, standard, TEST_PRICING);
    expect(one.find((g) => g.key === 'via_treatment')).toMatchObject({ applies: false, reason: 'A 1-layer board has no vias.' });
    expect(optionProblems(twoLayer, opts({ inner_copper_oz: 2 })).map((p) => p.reason)).toEqual([
      'Inner copper is chosen only for boards with 4 or more layers; this board has 2.',
    ]);
  });

  it('keeps the silkscreen visible on the mask', () => {
    const groups = optionChoices(twoLayer, opts(), 10, standard, TEST_PRICING);
    expect(choice(groups, 'colour', 'White')).toMatchObject({
      allowed: false,
      reason: 'A White solder mask takes Black silkscreen; White would not show on it.',
    });
    expect(choice(groups, 'silkscreen_colour', 'Black').allowed).toBe(false);
    const onWhite = optionChoices(twoLayer, opts({ colour: 'White', silkscreen_colour: 'Black' }), 10, standard, TEST_PRICING);
    expect(choice(onWhite, 'silkscreen_colour', 'White').allowed).toBe(false);
    expect(choice(onWhite, 'colour', 'Yellow').allowed).toBe(true);
  });

  it('makes a stored combination the board cannot have a reason the quote cannot be given', () => {
    const quote = quoteBoard(quoteInput({ board: fourLayer, options: { thickness_mm: 0.6 } }), testPricing());
    expect(quote.status).toBe('Cannot quote');
    expect(quote.reasons).toContain('4-layer boards are made 0.8 mm thick or more.');
    expect(quote.totals).toBeNull();
  });

  it('defaults every option a stored choice lacks', () => {
    expect(BoardOptionsSchema.parse({ finish: 'ENIG' })).toEqual({ ...DEFAULT_BOARD_OPTIONS, finish: 'ENIG' });
    expect(BoardOptionsSchema.safeParse({ finish: 'Gold leaf' }).error?.issues[0]?.message).toBe('That finish is not offered');
  });
});
