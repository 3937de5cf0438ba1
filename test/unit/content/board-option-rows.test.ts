import { describe, expect, it } from 'vitest';
import { boardOptionLimits } from '#contracts/board-option-limits.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { boardOptionRows } from '../../../web/src/features/content/capability-rows.ts';

// /capabilities' options table: every option, its values from the rule set,
// and the boards each applies to from the option limits.

describe('the board options table on /capabilities', () => {
  it('lists every option with its values and which boards it applies to', () => {
    const rows = Object.fromEntries(boardOptionRows(capabilities, boardOptionLimits).map((r) => [r.option, r]));
    expect(Object.keys(rows)).toEqual([
      'Board thickness',
      'Outer copper weight',
      'Inner copper weight',
      'Surface finish',
      'Solder mask colour',
      'Silkscreen colour',
      'Via treatment',
    ]);
    expect(rows['Surface finish']!.choices).toBe('HASL (lead-free), HASL (leaded), ENIG');
    expect(rows['Board thickness']!.boards).toBe('4-layer boards from 0.8 mm, 6-layer boards from 1 mm; below 0.8 mm up to 300 mm long');
    expect(rows['Inner copper weight']!.boards).toBe(
      'Boards with 4 or more layers; 2 oz: traces and clearances of 0.2 mm or more, boards 1.2 mm or thicker',
    );
    expect(rows['Via treatment']!.boards).toBe('Boards with 2 or more layers; plugged on 4 or more layers');
    expect(rows['Silkscreen colour']!.boards).toBe('Black on White; Black, White on Yellow; White on every other mask');
  });
});
