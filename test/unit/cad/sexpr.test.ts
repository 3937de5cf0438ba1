import { describe, expect, it } from 'vitest';
import { num, parseSExpr, type SList } from '#lambdas/cad/kicad/sexpr.ts';
import { pts, boardFrame } from '#lambdas/cad/kicad/kicad-context.ts';

// The s-expression parser reads `(xy X Y)` points straight to numbers (docs/board-limits.md#reading-a-kicad-file);
// every other list, and any point it cannot read that way, keeps its atoms as strings.

const parsed = (text: string) => parseSExpr(`(kicad_pcb ${text})`).slice(1);

describe('KiCad s-expressions', () => {
  it('reads points as numbers, as num would read their texts', () => {
    expect(parsed('(pts (xy 147.3285 -0.8) (xy  12\n 0 ) (xy -0 1e3))')).toEqual([
      ['pts', ['xy', 147.3285, -0.8], ['xy', 12, 0], ['xy', -0, 1000]],
    ]);
    const [list] = parsed('(pts (xy 1.5 2.25) (xy abc 3))') as [SList];
    expect((list[1] as SList).map((atom, i) => (i === 0 ? atom : num(list[1] as SList, i)))).toEqual(['xy', 1.5, 2.25]);
    // A coordinate that is not a number reads as the fallback, as its text always did.
    expect(num(list[2] as SList, 1, 7)).toBe(7);
    expect(pts(list, boardFrame)).toEqual([
      [1.5, -2.25],
      [0, -3],
    ]);
  });

  it('leaves lists that only look like points to the general reading', () => {
    expect(parsed('(xy 1) (xy "1" 2) (xyz 1 2) (xy 1 2 3) (xy (a) 2) (xy)')).toEqual([
      ['xy', '1'],
      ['xy', '1', '2'],
      ['xyz', '1', '2'],
      ['xy', '1', '2', '3'],
      ['xy', ['a'], '2'],
      ['xy'],
    ]);
  });

  it('still says a file cut short in the middle of a point is incomplete', () => {
    expect(() => parseSExpr('(kicad_pcb (zone (pts (xy 1 2) (xy 3')).toThrow(/incomplete/);
    expect(() => parseSExpr('(kicad_pcb (zone (pts (xy 1 2')).toThrow(/incomplete/);
  });
});
