import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { unitOf } from '#contracts/check-names.ts';
import type { Primitive } from '#lambdas/cad/board-model.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { draw, handMadeBoard, track } from './hand-made-board.ts';

function traps(...tracks: Primitive[]) {
  const board = handMadeBoard();
  draw(board, 'top-copper', ...tracks);
  return checkBoardModel(board).findings.filter((f) => f.check === 'acid-trap');
}

/** A 0.2 mm track of net A from (10, 10) at `deg` degrees, 3 mm long. */
const from = (deg: number, net = 'A') =>
  track(10, 10, 10 + 3 * Math.cos((deg * Math.PI) / 180), 10 + 3 * Math.sin((deg * Math.PI) / 180), 0.2, net);

describe('acid-trap (docs/board-checks.md#acid-traps)', () => {
  it('reports two tracks of a net leaving one point at an acute angle, with the angle, there', () => {
    const [f, ...rest] = traps(from(0), from(30));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'Warning', limit: capabilities.minAcidTrapAngleDeg, x: 10, y: 10, layer: 'top-copper' });
    expect(f!.measured).toBeCloseTo(30, 3);
    expect(f!.message).toContain('net A meet at 30°');
    expect(unitOf('acid-trap')).toBe('°');
  });

  it('passes a right angle, a straight run and a track drawn twice, and tracks of different nets', () => {
    expect(traps(from(0), from(90))).toEqual([]);
    expect(traps(from(0), from(180))).toEqual([]);
    expect(traps(from(0), from(0))).toEqual([]);
    expect(traps(from(0), from(30, 'B'))).toEqual([]);
  });

  it('finds a track that ends on another’s side at a sharp angle (a 45° branch)', () => {
    const [f, ...rest] = traps(track(5, 10, 15, 10, 0.2, 'A'), from(45));
    expect(rest).toEqual([]);
    expect(f!.measured).toBeCloseTo(45, 3);
  });
});
