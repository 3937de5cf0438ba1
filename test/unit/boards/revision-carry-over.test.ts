import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { DEFAULT_BOARD_OPTIONS, type BoardFacts } from '#contracts/schemas/quote.ts';
import { carryOverBoardChoices } from '#lambdas/core/boards/revision-carry-over.ts';
import { optionProblems } from '#lambdas/core/quote/option-rules.ts';

// Board-level choices carried to a new revision (docs/revisions.md#carry-over).

const twoLayer: BoardFacts = { width_mm: 50, height_mm: 40, area_mm2: 2000, copper_layers: 2 } as BoardFacts;
const sixLayer: BoardFacts = { ...twoLayer, copper_layers: 6 };

describe('carryOverBoardChoices', () => {
  it('keeps the quantity and every option the new board can still be made with', () => {
    const previous = { quantity: 25, options: { ...DEFAULT_BOARD_OPTIONS, colour: 'Black', finish: 'ENIG' } };
    expect(optionProblems(twoLayer, previous.options)).toEqual([]);
    const carried = carryOverBoardChoices(previous, twoLayer);
    expect(carried.quantity).toBe(25);
    expect(carried.options).toMatchObject({ colour: 'Black', finish: 'ENIG' });
    expect(carried.notCarried).toEqual([]);
    expect(carried.carried).toEqual(expect.arrayContaining(['quantity', 'options.colour', 'options.finish']));
  });

  it('sends an option the new board breaks a rule with back to the default, and says why', () => {
    // The thinnest board the shop offers is too thin for six layers.
    const thin = Math.min(...capabilities.thicknessesMm);
    expect(thin).toBeLessThan(1);
    const previous = { quantity: 3, options: { ...DEFAULT_BOARD_OPTIONS, thickness_mm: thin } };
    expect(optionProblems(twoLayer, previous.options)).toEqual([]);
    const carried = carryOverBoardChoices(previous, sixLayer);
    expect(carried.options!.thickness_mm).toBe(DEFAULT_BOARD_OPTIONS.thickness_mm);
    expect(carried.notCarried).toEqual([
      {
        what: 'options.thickness_mm',
        designator: null,
        was: expect.stringContaining(String(thin)),
        reason: expect.stringMatching(/6-layer/),
      },
    ]);
    expect(carried.carried).not.toContain('options.thickness_mm');
  });

  it('drops an option the shop no longer offers', () => {
    const previous = { options: { ...DEFAULT_BOARD_OPTIONS, colour: 'Chartreuse' } };
    const carried = carryOverBoardChoices(previous, twoLayer);
    expect(carried.options!.colour).toBe(DEFAULT_BOARD_OPTIONS.colour);
    expect(carried.notCarried).toEqual([
      { what: 'options.colour', designator: null, was: 'Chartreuse', reason: 'The shop no longer offers it.' },
    ]);
    expect(carried.quantity).toBe(1);
  });

  it('leaves options never chosen unchosen', () => {
    expect(carryOverBoardChoices({ quantity: 7 }, twoLayer)).toEqual({
      options: undefined,
      quantity: 7,
      carried: ['quantity'],
      notCarried: [],
    });
  });
});
