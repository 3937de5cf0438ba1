import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { draw, handMadeBoard, track } from './dfm/hand-made-board.ts';

/** Two 0.2 mm tracks of nets A and B whose edges are `gap` mm apart. */
function twoTracks(gap: number) {
  const board = handMadeBoard();
  draw(board, 'top-copper', track(5, 10, 15, 10, 0.2, 'A'), track(5, 10.2 + gap, 15, 10.2 + gap, 0.2, 'B'));
  return board;
}

// Found by the KiCad yardstick (docs/performance.md#kicad-as-the-yardstick): copper pairs were
// searched only 0.2 mm apart, so a rule set asking for more never saw the gaps in between.
describe('copper clearance with a rule above 0.2 mm', () => {
  const strict = { ...capabilities, minClearanceMm: 0.3 };

  it('reports a 0.25 mm gap against a 0.3 mm rule, with the gap measured', () => {
    const found = checkBoardModel(twoTracks(0.25), strict).findings.filter((f) => f.check === 'copper-clearance');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ measured: 0.25, limit: 0.3 });
  });

  it('passes a 0.35 mm gap, and the shop’s own rule still passes the 0.25 mm one', () => {
    expect(checkBoardModel(twoTracks(0.35), strict).findings.filter((f) => f.check === 'copper-clearance')).toEqual([]);
    expect(checkBoardModel(twoTracks(0.25)).findings.filter((f) => f.check === 'copper-clearance')).toEqual([]);
  });
});
