import { describe, expect, it } from 'vitest';
import { BoardOptionsSchema, type BoardFacts, type BoardOptions } from '#contracts/schemas/quote.ts';
import { checkBoard, checkBoardWithOptionLimits } from '#lambdas/cad/check-board.ts';
import { optionChoices } from '#lambdas/core/quote/option-choices.ts';
import { addedOptionFindings, optionFindings, raisingCopper } from '#lambdas/core/quote/option-findings.ts';
import { TEST_PRICING } from '../../support/quote-factories.ts';
import { boardZip, cleanBoard } from '../cad/synthetic-gerber.ts';

// Choosing heavier copper on the review page: the places its wider traces and
// clearances would not let through, each where it is with what was measured
// and what the choice requires, from the places the upload processing stored
// (the design-rule check at the heaviest option limits).

const opts = (o: Partial<BoardOptions> = {}): BoardOptions => BoardOptionsSchema.parse(o);
const standard = TEST_PRICING.lead_times.find((t) => t.id === 'standard')!;

/** A 20 × 20 mm two-layer board with a 0.15 mm trace and a 0.15 mm gap between nets: fine for the shop, not for 2 oz copper. */
async function processed() {
  const b = cleanBoard();
  b.top.flashes.push({ x: 3, y: 12, d: 1.2 }, { x: 8, y: 10, d: 1.0 }, { x: 9.15, y: 10, d: 1.0 });
  b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.15 });
  b.plated.push({ x: 8, y: 10, d: 0.5 }, { x: 9.15, y: 10, d: 0.5 });
  const { board } = await checkBoard({ name: 'heavy.zip', bytes: boardZip(b) });
  const { report, optionFindings: stored } = checkBoardWithOptionLimits(board!);
  const m = report.metrics!;
  const facts: BoardFacts = {
    width_mm: m.widthMm,
    height_mm: m.heightMm,
    area_mm2: m.areaMm2,
    copper_layers: m.copperLayers,
    min_trace_mm: m.minTraceMm,
    min_clearance_mm: m.minClearanceMm,
  };
  return { stored, facts };
}

describe('located findings of a board option', () => {
  it('choosing 2 oz outer copper shows each trace and gap it would not fit, measured against required', async () => {
    const { stored, facts } = await processed();
    expect(stored.length).toBe(2);
    const groups = optionChoices(facts, opts(), 10, standard, TEST_PRICING, stored);
    const twoOz = groups.find((g) => g.key === 'copper_oz')!.choices.find((c) => c.value === 2)!;
    expect(twoOz).toMatchObject({ allowed: false, selected: false });
    expect(twoOz.reason).toMatch(/needs traces of at least 0\.2 mm; this board's narrowest is 0\.15 mm/);
    expect(twoOz.findings).toHaveLength(2);
    const trace = twoOz.findings.find((f) => f.check === 'min-trace-width')!;
    expect(trace).toMatchObject({
      measured_mm: 0.15,
      required_mm: 0.2,
      layer: 'top-copper',
      y: 12,
      message: 'Trace is 0.15 mm wide; 2 oz outer copper needs traces of at least 0.2 mm.',
    });
    const gap = twoOz.findings.find((f) => f.check === 'copper-clearance')!;
    expect(gap).toMatchObject({
      measured_mm: 0.15,
      required_mm: 0.2,
      layer: 'top-copper',
      message: 'Copper of different nets is 0.15 mm apart; 2 oz outer copper needs clearances of at least 0.2 mm.',
    });
    // The default weight and every other option add nothing.
    for (const group of groups)
      for (const c of group.choices)
        if (!(group.key === 'copper_oz' && c.value === 2)) expect(c.findings, `${group.key}=${c.value}`).toEqual([]);
  });

  it('the chosen options list their places (a stored choice the rule set no longer allows); the default options none', async () => {
    const { stored } = await processed();
    expect(optionFindings(stored, opts(), 2)).toEqual([]);
    const chosen = optionFindings(stored, opts({ copper_oz: 2, thickness_mm: 1.6 }), 2);
    expect(chosen.map((f) => [f.check, f.measured_mm, f.required_mm])).toEqual([
      ['min-trace-width', 0.15, 0.2],
      ['copper-clearance', 0.15, 0.2],
    ]);
    // Once 2 oz is chosen, going back adds nothing; inner copper does not exist on two layers.
    expect(addedOptionFindings(stored, opts({ copper_oz: 2 }), opts(), 2)).toEqual([]);
    expect(raisingCopper(opts({ inner_copper_oz: 2 }), 2)).toBeNull();
    expect(raisingCopper(opts({ copper_oz: 2, inner_copper_oz: 2 }), 4)).toBe('2 oz outer and 2 oz inner copper');
  });

  it('a board processed before the places were stored has none: the reason alone says why', async () => {
    const { facts } = await processed();
    const twoOz = optionChoices(facts, opts(), 10, standard, TEST_PRICING)
      .find((g) => g.key === 'copper_oz')!
      .choices.find((c) => c.value === 2)!;
    expect(twoOz.allowed).toBe(false);
    expect(twoOz.findings).toEqual([]);
  });
});
