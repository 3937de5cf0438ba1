import { describe, expect, it } from 'vitest';
import type { Point } from '#lambdas/cad/board-model.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { component, handMadeBoard } from './hand-made-board.ts';

const box = (x1: number, y1: number, x2: number, y2: number): Point[][] => [
  [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
  ],
];

function withPart(designator: string, rings: Point[][], extra = {}) {
  const board = handMadeBoard(40, 30);
  board.components.push(
    component(designator, 0, 0, { pads: [{ name: '1', x: 0, y: 0, mount: 'smd' }], courtyard: { rings, from: 'courtyard' }, ...extra }),
  );
  return checkBoardModel(board).findings.filter((f) => f.check === 'part-near-edge');
}

describe('part-near-edge (docs/board-checks.md#part-to-edge)', () => {
  const limit = capabilities.assembly.minPartToEdgeMm;

  it('measures the courtyard’s nearest approach to the outer edge and says rails will be added', () => {
    const [f, ...rest] = withPart('U1', box(1.2, 10, 6, 14));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'Warning', limit, layer: 'top-courtyard' });
    expect(f!.measured).toBeCloseTo(1.2, 6);
    expect(f!.x).toBeCloseTo(1.2, 6);
    expect(f!.y).toBeGreaterThanOrEqual(10);
    expect(f!.y).toBeLessThanOrEqual(14);
    expect(f!.message).toContain(`We will add ${capabilities.assembly.edgeRailWidthMm} mm edge rails (a line on your quote)`);
  });

  it('passes a part at the limit, and leaves fiducials and board-only parts out', () => {
    expect(withPart('U1', box(limit, 10, 8, 14))).toEqual([]);
    expect(withPart('FID1', box(0.5, 10, 1.5, 11), { footprint: 'Fiducial_1mm_Mask2mm' })).toEqual([]);
    expect(withPart('TP1', box(0.5, 10, 1.5, 11), { boardOnly: true })).toEqual([]);
  });

  it('a part past the edge is reported as off the board instead', () => {
    const board = handMadeBoard(40, 30);
    board.components.push(
      component('J1', 0, 0, {
        pads: [{ name: '1', x: 0, y: 0, mount: 'smd' }],
        courtyard: { rings: box(-1, 10, 4, 14), from: 'courtyard' },
      }),
    );
    const checks = checkBoardModel(board).findings.map((f) => f.check);
    expect(checks).toContain('part-off-board');
    expect(checks).not.toContain('part-near-edge');
  });
});
