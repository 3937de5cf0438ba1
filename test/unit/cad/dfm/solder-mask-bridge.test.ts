import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { draw, handMadeBoard } from './hand-made-board.ts';

/** Two 0.3 mm square pads 0.2 mm apart (copper), of nets `netA` and `netB`, with mask openings grown by `expansion` each side. */
function padPair(netA: string, netB: string, expansion: number) {
  const board = handMadeBoard();
  for (const [x, net] of [
    [10, netA],
    [10.5, netB],
  ] as const) {
    const square = (half: number) => ({
      kind: 'polygon' as const,
      rings: [
        [
          [x - half, 9.85 - half + 0.15],
          [x + half, 9.85 - half + 0.15],
          [x + half, 10.15 + half - 0.15],
          [x - half, 10.15 + half - 0.15],
        ] as [number, number][],
      ],
    });
    draw(board, 'top-copper', { ...square(0.15), net, pad: `U1.${net}` });
    draw(board, 'top-mask', square(0.15 + expansion));
  }
  const findings = checkBoardModel(board).findings;
  return {
    bridge: findings.filter((f) => f.check === 'solder-mask-bridge'),
    sliver: findings.filter((f) => f.check === 'solder-mask-sliver'),
  };
}

describe('solder-mask-bridge (docs/board-checks.md#solder-mask-bridge)', () => {
  it('measures the mask dam between pads of different nets, and leaves it out of the sliver check', () => {
    // Copper 0.2 mm apart, openings grown 0.07 mm: a 0.06 mm dam.
    const { bridge, sliver } = padPair('SDA', 'SCL', 0.07);
    expect(sliver).toEqual([]);
    expect(bridge).toHaveLength(1);
    expect(bridge[0]).toMatchObject({ severity: 'Warning', limit: capabilities.minSolderMaskBridgeMm, layer: 'top-mask' });
    expect(bridge[0]!.measured).toBeCloseTo(0.06, 6);
    expect(bridge[0]!.x).toBeCloseTo(10.25, 6);
    expect(bridge[0]!.message).toContain('nets SDA and SCL is 0.060 mm wide');
  });

  it('names openings that merge: no dam at all', () => {
    const { bridge } = padPair('SDA', 'SCL', 0.12);
    expect(bridge).toHaveLength(1);
    expect(bridge[0]!.measured).toBe(0);
    expect(bridge[0]!.message).toContain('merge');
  });

  it('leaves a dam between pads of one net to the sliver check, and passes a dam at the limit', () => {
    const same = padPair('GND', 'GND', 0.07);
    expect(same.bridge).toEqual([]);
    expect(same.sliver).toHaveLength(1);
    expect(padPair('SDA', 'SCL', (0.2 - capabilities.minSolderMaskBridgeMm) / 2).bridge).toEqual([]);
  });
});
