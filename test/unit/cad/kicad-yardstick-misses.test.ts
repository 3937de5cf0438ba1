import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import { capabilities } from '#contracts/capabilities.ts';
import type { Primitive } from '#lambdas/cad/board-model.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { analyseCopper } from '#lambdas/cad/copper-analysis.ts';
import { checkCopperClearance } from '#lambdas/cad/drc/copper-clearance.ts';
import { checkCopperToEdge } from '#lambdas/cad/drc/copper-to-edge.ts';
import { KeptFindings, MAX_FINDINGS_PER_CHECK, type Keeping } from '#lambdas/cad/drc/kept-findings.ts';
import { draw, handMadeBoard, track } from './dfm/hand-made-board.ts';

// Misses the KiCad yardstick found (docs/performance.md#kicad-as-the-yardstick), each
// reproduced on generated copper: what KiCad 6 reports there, ours must find.

const rules = { ...capabilities, minClearanceMm: 0.3, minCopperToEdgeMm: 0.5 };

/** Every finding listed, none merged with its neighbours: what the checks found, before the list's bound. */
class KeepEvery extends KeptFindings {
  override add(finding: Finding, keeping: Keeping = {}): void {
    super.add(finding, { worst: keeping.worst });
  }
}

/** The copper-clearance findings kept and counted for `board`. */
function clearanceCount(board: ReturnType<typeof handMadeBoard>, found = new KeptFindings()) {
  checkCopperClearance({ board, rules, copper: analyseCopper(board, rules.minClearanceMm) }, found);
  return found.byRule().find((r) => r.check === 'copper-clearance') ?? { found: 0, listed: [] };
}

const rectPad = (x: number, y: number, net: string | undefined, pad: string): Primitive => ({
  kind: 'polygon',
  rings: [
    [
      [x - 0.3, y - 0.3],
      [x + 0.3, y - 0.3],
      [x + 0.3, y + 0.3],
      [x - 0.3, y + 0.3],
    ],
  ],
  ...(net === undefined ? {} : { net }),
  pad,
});

describe('copper clearance, as KiCad counts it', () => {
  it('checks a pad no one gave a net against the copper beside it, and names the pad', () => {
    const board = handMadeBoard();
    // KiCad 5 boards leave unused pads net-less; a track 0.2 mm away can still short to it.
    draw(board, 'top-copper', rectPad(10, 10, undefined, 'U1.12'), track(5, 10.5, 15, 10.5, 0.2, '+5V'));
    const findings = checkBoardModel(board, rules).findings.filter((f) => f.check === 'copper-clearance');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.measured).toBeCloseTo(0.1, 6);
    expect(findings[0]!.message).toBe(
      'Copper between pad U1.12 (no net) and net +5V is 0.100 mm apart; we need at least 0.3 mm between different nets.',
    );
  });

  it('leaves a net-less pad joined by a track, and net-less artwork, alone', () => {
    const board = handMadeBoard();
    const logo: Primitive = { kind: 'segment', x1: 5, y1: 12, x2: 15, y2: 12, width: 0.2 };
    draw(board, 'top-copper', rectPad(10, 10, undefined, 'U1.12'), track(10, 10, 10, 8, 0.2, 'A'), logo);
    draw(board, 'top-copper', track(5, 12.3, 15, 12.3, 0.2, 'B'));
    expect(clearanceCount(board).found).toBe(0);
  });

  it('counts each pair of items too close, not one per square millimetre', () => {
    const board = handMadeBoard();
    // Tracks of nets B and C 0.15 mm either side of a short track of net A, and one of net D
    // across its end: every gap's middle in the one 1 mm cell (10, 10), where only the closest was kept.
    draw(
      board,
      'top-copper',
      track(10.1, 10.5, 10.6, 10.5, 0.2, 'A'),
      track(10.1, 10.85, 10.6, 10.85, 0.2, 'B'),
      track(10.1, 10.15, 10.6, 10.15, 0.2, 'C'),
      track(10.95, 10.3, 10.95, 10.7, 0.2, 'D'),
    );
    // The customer's list keeps the worst per square millimetre; the count and the checks see every pair.
    const listed = clearanceCount(board);
    expect(listed.listed).toHaveLength(1);
    expect(listed.found).toBe(5);
    const rule = clearanceCount(board, new KeepEvery());
    const pairs = rule.listed.map((f) => /nets (\w) and (\w)/.exec(f.message)!.slice(1).sort().join('')).sort();
    // D's end comes within 0.3 mm of B and C too: five pairs, each one a violation.
    expect(pairs).toEqual(['AB', 'AC', 'AD', 'BD', 'CD']);
  });

  it('stays bounded: six hundred pairs too close, the worst 50 listed, every one counted', () => {
    const board = handMadeBoard(70, 20);
    for (let i = 0; i < 300; i++) {
      const x = 1 + i * 0.2;
      // Per 0.2 mm column: A–B 0.1 mm apart, B–C 0.12 mm apart.
      draw(board, 'top-copper', track(x, 5, x, 6, 0.05, `A${i}`), track(x + 0.15, 5, x + 0.15, 6, 0.05, `B${i}`));
      draw(board, 'bottom-copper', track(x, 5, x, 6, 0.05, `A${i}`), track(x + 0.17, 5, x + 0.17, 6, 0.05, `C${i}`));
    }
    const rule = clearanceCount(board);
    expect(rule.found).toBeGreaterThanOrEqual(600);
    expect(rule.listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
  });
});

describe('copper to edge, where the copper is', () => {
  it('marks a track running at the edge at its nearest point, between it and the edge', () => {
    const board = handMadeBoard();
    // The right edge runs (30, 0)–(30, 20); the track comes diagonally to 0.2 mm of it at (29.7, 14).
    draw(board, 'top-copper', track(25, 9, 29.7, 14, 0.2, 'A'));
    const found = new KeptFindings();
    checkCopperToEdge({ board, rules, copper: analyseCopper(board) }, found);
    const [finding] = found.byRule()[0]!.listed;
    expect(finding!.measured).toBeCloseTo(0.2, 6);
    // The middle of the 0.2 mm gap: 29.9, at the track's end (was the mean of the four ends: (21.2, 5.75)).
    expect(finding!.x).toBeCloseTo(29.9, 6);
    expect(finding!.y).toBeCloseTo(14, 6);
  });

  it('reports one piece of copper once, however many of its sides and edge segments are near', () => {
    const board = handMadeBoard();
    // A pad 0.1 mm from the right edge: its four sides all come within 0.5 mm of the edge.
    draw(board, 'top-copper', rectPad(29.6, 10, 'A', 'J1.1'));
    const found = new KeptFindings();
    checkCopperToEdge({ board, rules, copper: analyseCopper(board) }, found);
    const rule = found.byRule()[0]!;
    expect(rule.found).toBe(1);
    expect(rule.listed[0]!.measured).toBeCloseTo(0.1, 6);
    expect(rule.listed[0]!.x).toBeCloseTo(29.95, 6);
  });
});
