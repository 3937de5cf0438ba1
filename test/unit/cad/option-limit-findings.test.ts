import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoard, checkBoardWithOptionLimits } from '#lambdas/cad/check-board.ts';
import { heaviestOptionLimits } from '#lambdas/cad/option-limit-findings.ts';
import { boardZip, cleanBoard } from './synthetic-gerber.ts';

// What the upload processing stores beside the findings: the traces and gaps
// the shop's limits let through but the heaviest copper option would not,
// each where it is, with what was measured and the limit it was checked at.

async function modelOf(syntheticBoard: ReturnType<typeof cleanBoard>) {
  const { board } = await checkBoard({ name: 'options.zip', bytes: boardZip(syntheticBoard) });
  return board!;
}

describe('findings at the heaviest option limits', () => {
  it('are the limits of 2 oz copper: inner copper only counts on 4 or more layers', () => {
    expect(heaviestOptionLimits(2)).toEqual({ minTraceMm: 0.2, minClearanceMm: 0.2 });
    expect(heaviestOptionLimits(4)).toEqual({ minTraceMm: 0.2, minClearanceMm: 0.2 });
  });

  it('locate a trace the shop can make but 2 oz copper cannot, and leave out one that is a finding already', async () => {
    const b = cleanBoard();
    b.top.flashes.push({ x: 3, y: 12, d: 1.2 }, { x: 3, y: 8, d: 1.2 });
    b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.15 }); // fine at 0.1 mm, too narrow at 0.2 mm
    b.top.tracks.push({ x1: 3, y1: 8, x2: 9, y2: 8, w: 0.08 }); // too narrow for the shop already
    const { report, optionFindings } = checkBoardWithOptionLimits(await modelOf(b));

    const shopTraces = report.findings.filter((f) => f.check === 'min-trace-width');
    expect(shopTraces).toHaveLength(1);
    expect(shopTraces[0]).toMatchObject({ measured: 0.08, limit: capabilities.minTraceMm });
    const traces = optionFindings.filter((f) => f.check === 'min-trace-width');
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatchObject({ severity: 'Error', measured: 0.15, limit: 0.2, layer: 'top-copper', y: 12 });
    expect(traces[0]!.x).toBeGreaterThan(3);
    expect(traces[0]!.x).toBeLessThan(9);
  });

  it('locate a gap between nets the shop can etch but 2 oz copper cannot', async () => {
    const b = cleanBoard();
    // Two pads of different nets 0.15 mm apart (edge to edge), each with its plated hole.
    b.top.flashes.push({ x: 8, y: 10, d: 1.0 }, { x: 9.15, y: 10, d: 1.0 });
    b.plated.push({ x: 8, y: 10, d: 0.5 }, { x: 9.15, y: 10, d: 0.5 });
    const { report, optionFindings } = checkBoardWithOptionLimits(await modelOf(b));
    expect(report.findings.filter((f) => f.check === 'copper-clearance')).toEqual([]);
    expect(report.metrics!.minClearanceMm).toBe(0.15);
    const gaps = optionFindings.filter((f) => f.check === 'copper-clearance');
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({ measured: 0.15, limit: 0.2, layer: 'top-copper' });
    expect(gaps[0]!.x).toBeCloseTo(8.575, 1);
  });

  it('are none on a board every option fits', async () => {
    const { report, optionFindings } = checkBoardWithOptionLimits(await modelOf(cleanBoard()));
    expect(report.metrics!.minTraceMm).toBe(0.25);
    expect(optionFindings).toEqual([]);
  });
});
