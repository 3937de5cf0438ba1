import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { draw, handMadeBoard, track } from './dfm/hand-made-board.ts';

/** A 0.08 mm track of net A whose side runs along a 2 mm pad of net A (a track entering a pad, or fill). */
function thinTrackBesidePad(hasNativeNets: boolean) {
  const board = handMadeBoard();
  board.hasNativeNets = hasNativeNets;
  if (!hasNativeNets) board.source = 'Gerber';
  const pad = {
    kind: 'polygon' as const,
    rings: [
      [
        [10, 10.05],
        [12, 10.05],
        [12, 12],
        [10, 12],
      ] as Array<[number, number]>,
    ],
    net: 'A',
    pad: 'U1.1',
  };
  draw(board, 'top-copper', track(10, 10, 12, 10, 0.08, 'A'), pad);
  return board;
}

const thin = (board: ReturnType<typeof handMadeBoard>) => checkBoardModel(board).findings.filter((f) => f.check === 'min-trace-width');

// Found by the KiCad yardstick (docs/performance.md#kicad-as-the-yardstick): a design file's
// thin track with copper alongside was taken for a fill stroke and not reported.
describe('a thin track beside other copper', () => {
  it('is reported in a design file, where the file says it is a track', () => {
    const board = thinTrackBesidePad(true);
    expect(thin(board)).toEqual([expect.objectContaining({ measured: 0.08, limit: capabilities.minTraceMm, x: 11, y: 10 })]);
    expect(checkBoardModel(board).metrics?.minTraceMm).toBe(0.08);
  });

  it('is still taken for part of a wider area in a Gerber', () => {
    expect(thin(thinTrackBesidePad(false))).toEqual([]);
  });
});
