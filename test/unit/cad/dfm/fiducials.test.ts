import { describe, expect, it } from 'vitest';
import type { Component, Point } from '#lambdas/cad/board-model.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { boardFactsFromMetrics } from '#lambdas/core/quote/quote-board.ts';
import { component, handMadeBoard } from './hand-made-board.ts';

const square = (x: number, y: number, half: number): Point[][] => [
  [
    [x - half, y - half],
    [x + half, y - half],
    [x + half, y + half],
    [x - half, y + half],
  ],
];

const placed = (designator: string, x: number, y: number, side: 'top' | 'bottom' = 'top', half = 1): Component =>
  component(designator, x, y, {
    side,
    pads: [{ name: '1', x, y, mount: 'smd' }],
    courtyard: { rings: square(x, y, half), from: 'courtyard' },
  });

const fiducial = (designator: string, x: number, y: number, side: 'top' | 'bottom' = 'top'): Component =>
  component(designator, x, y, { side, footprint: 'Fiducial_1mm_Mask2mm', value: 'Fiducial', pads: [{ name: '1', x, y, mount: 'smd' }] });

function missing(components: Component[]) {
  const board = handMadeBoard(40, 30);
  board.components.push(...components);
  return checkBoardModel(board).findings.filter((f) => f.check === 'fiducials-missing');
}

describe('fiducials-missing (docs/board-checks.md#fiducials)', () => {
  const need = capabilities.assembly.minFiducialsPerSide;

  it('counts global fiducials per populated side, and says the shop adds rails with its own', () => {
    const found = missing([placed('U1', 20, 15), placed('U2', 20, 15, 'bottom'), fiducial('FID1', 5, 5), fiducial('FID2', 35, 25)]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'Warning', measured: 0, limit: need, layer: 'bottom-copper', x: 0, y: 0 });
    expect(found[0]!.message).toContain('edge rails with fiducials on them');
  });

  it('does not count a local fiducial inside a fine-pitch part’s courtyard, but does inside a small part’s', () => {
    const qfp = placed('U1', 20, 15, 'top', 5);
    qfp.pads = Array.from({ length: 16 }, (_, i) => ({ name: String(i + 1), x: 16 + i * 0.5, y: 11, mount: 'smd' as const }));
    expect(missing([placed('ST1', 20, 15, 'top', 5), fiducial('FID1', 5, 5), fiducial('FID2', 22, 17)])).toEqual([]);
    const found = missing([qfp, fiducial('FID1', 5, 5), fiducial('FID2', 22, 17)]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ measured: 1, layer: 'top-copper' });
    expect(found[0]!.message).toContain('only 1 global fiducial;');
  });

  it('asks nothing of a side with nothing to place, nor of a board without parts', () => {
    expect(missing([placed('U1', 20, 15), fiducial('FID1', 5, 5), fiducial('FID2', 35, 25), fiducial('FID3', 5, 25, 'bottom')])).toEqual(
      [],
    );
    expect(missing([])).toEqual([]);
  });

  it('makes the quote add edge rails', () => {
    const facts = boardFactsFromMetrics({ widthMm: 40, heightMm: 30, areaMm2: 1200, copperLayers: 2 }, missing([placed('U1', 20, 15)]));
    expect(facts.needs_edge_rails).toBe(true);
  });
});
