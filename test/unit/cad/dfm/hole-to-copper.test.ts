import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { draw, handMadeBoard, track, via } from './hand-made-board.ts';

const holeFindings = (board: ReturnType<typeof handMadeBoard>) =>
  checkBoardModel(board).findings.filter((f) => f.check === 'hole-to-copper');

describe('hole-to-copper', () => {
  it('measures a plated hole against a track of another net, not against its own land and track', () => {
    const board = handMadeBoard();
    via(board, 10, 10, 'A');
    // Own net: leaves the via; other net: its edge 0.15 mm from the 0.3 mm hole's wall (outside the 0.6 mm land by 0.001).
    draw(board, 'top-copper', track(10, 10, 20, 10, 0.25, 'A'), track(10.3 + 0.001 + 0.1, 5, 10.3 + 0.001 + 0.1, 15, 0.2, 'B'));
    const found = holeFindings(board);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'Warning', limit: capabilities.minPlatedHoleToCopperMm, x: 10, y: 10, layer: 'top-copper' });
    expect(found[0]!.measured).toBeCloseTo(0.151, 3);
    expect(found[0]!.message).toContain('net B');
  });

  it('is an error when copper comes nearer a hole than the copper clearance, and passes at the limit', () => {
    const near = handMadeBoard();
    near.drills.push({ x: 5, y: 5, diameter: 1, plated: false });
    draw(near, 'bottom-copper', track(5.5 + 0.05 + 0.1, 0, 5.5 + 0.05 + 0.1, 10, 0.2, 'GND'));
    const [f] = holeFindings(near);
    expect(f).toMatchObject({ severity: 'Error', limit: capabilities.minNonPlatedHoleToCopperMm, layer: 'bottom-copper' });
    expect(f!.measured).toBeCloseTo(0.05, 3);
    expect(f!.message).toContain('unplated 1.00 mm hole');

    const atLimit = handMadeBoard();
    atLimit.drills.push({ x: 5, y: 5, diameter: 1, plated: false });
    draw(atLimit, 'bottom-copper', track(5.5 + capabilities.minNonPlatedHoleToCopperMm + 0.1, 0, 5.6 + 0.25, 10, 0.2, 'GND'));
    expect(holeFindings(atLimit)).toEqual([]);
  });

  it('keeps one finding per hole, the closest copper over every layer', () => {
    const board = handMadeBoard();
    via(board, 10, 10, 'A');
    // Wall at x 10.15: B's edge 0.18 mm from it on top, C's 0.16 mm on the bottom.
    draw(board, 'top-copper', track(10.33 + 0.1, 0, 10.33 + 0.1, 20, 0.2, 'B'));
    draw(board, 'bottom-copper', track(10.31 + 0.1, 0, 10.31 + 0.1, 20, 0.2, 'C'));
    const found = holeFindings(board);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ layer: 'bottom-copper' });
    expect(found[0]!.measured).toBeCloseTo(0.16, 3);
    expect(found[0]!.message).toContain('net C');
  });

  it('skips net-less artwork in a design file and Eagle pour outlines', () => {
    const board = handMadeBoard();
    via(board, 10, 10, 'A');
    draw(
      board,
      'top-copper',
      { kind: 'segment', x1: 10.4, y1: 5, x2: 10.4, y2: 15, width: 0.1 },
      {
        kind: 'polygon',
        rings: [
          [
            [10.35, 5],
            [12, 5],
            [12, 15],
            [10.35, 15],
          ],
        ],
        net: 'GND',
        pour: true,
      },
    );
    expect(holeFindings(board)).toEqual([]);
  });

  it('names copper that runs into the hole a short', () => {
    const board = handMadeBoard();
    board.drills.push({ x: 5, y: 5, diameter: 0.8, plated: false });
    draw(board, 'top-copper', track(0, 5.3, 10, 5.3, 0.2, 'VCC'));
    const [f] = holeFindings(board);
    expect(f).toMatchObject({ severity: 'Error', measured: 0 });
    expect(f!.message).toContain('drilled through');
  });
});
