import { describe, expect, it } from 'vitest';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';
import { boardZip, cleanBoard } from './synthetic-gerber.ts';

/** The viewBox's x range in millimetres. */
async function xRangeMm(board: ReturnType<typeof cleanBoard>): Promise<[number, number]> {
  const { viewBox, unitsPerMm } = renderBoardSvgs(await readBoard({ name: 'test.zip', bytes: boardZip(board) }));
  return [viewBox[0] / unitsPerMm, (viewBox[0] + viewBox[2]) / unitsPerMm];
}

describe('the rendered frame', () => {
  it('frames the 20 mm board with a small margin', async () => {
    const [from, to] = await xRangeMm(cleanBoard());
    expect(from).toBeLessThan(0);
    expect(from).toBeGreaterThan(-1.5);
    expect(to).toBeGreaterThan(20);
    expect(to).toBeLessThan(21.5);
  });

  it('includes silkscreen drawn past the edge, so the off-board finding is visible', async () => {
    const b = cleanBoard();
    b.topSilk.tracks.push({ x1: 22, y1: 5, x2: 24, y2: 5, w: 0.15 });
    const [, to] = await xRangeMm(b);
    expect(to).toBeGreaterThan(24);
  });

  it('does not shrink the board to a speck for stray artwork far away', async () => {
    const b = cleanBoard();
    b.topSilk.tracks.push({ x1: 200, y1: 5, x2: 210, y2: 5, w: 0.15 });
    const [, to] = await xRangeMm(b);
    // At most a quarter of the board's size beyond it, plus the margin.
    expect(to).toBeLessThan(20 + 5 + 1.5);
  });
});
