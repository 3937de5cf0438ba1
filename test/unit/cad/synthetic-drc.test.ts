import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import type { SyntheticBoard } from './synthetic-gerber.ts';
import { boardZip, cleanBoard } from './synthetic-gerber.ts';

async function findingsOf(board: SyntheticBoard): Promise<Finding[]> {
  const { report } = await checkBoard({ name: 'test.zip', bytes: boardZip(board) });
  expect(report.status, report.reason ?? '').toBe('Complete');
  return report.findings;
}

function only(findings: Finding[], check: string): Finding {
  expect(findings.map((f) => f.check)).toEqual([check]);
  return findings[0]!;
}

const near = (finding: Finding, x: number, y: number, tol = 0.6) => {
  expect(Math.abs(finding.x - x), `x ${finding.x} vs ${x}`).toBeLessThan(tol);
  expect(Math.abs(finding.y - y), `y ${finding.y} vs ${y}`).toBeLessThan(tol);
};

describe('design-rule checks on synthetic Gerber boards', () => {
  it('finds nothing on a clean board and measures it', async () => {
    const { report } = await checkBoard({ name: 'clean.zip', bytes: boardZip(cleanBoard()) });
    expect(report.findings).toEqual([]);
    expect(report.metrics).toMatchObject({ widthMm: 20, heightMm: 20, copperLayers: 2, drillCount: 5, minDrillMm: 0.8, minTraceMm: 0.25 });
  });

  it('catches a track thinner than the minimum, where it is', async () => {
    const b = cleanBoard();
    b.top.flashes.push({ x: 3, y: 12, d: 1.2 });
    b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.08 });
    const f = only(await findingsOf(b), 'min-trace-width');
    expect(f).toMatchObject({ severity: 'Error', measured: 0.08, limit: capabilities.minTraceMm, layer: 'top-copper' });
    near(f, 6, 12);
  });

  it('catches copper of two nets closer than the clearance', async () => {
    const b = cleanBoard();
    // Pad edge 0.05 mm above the 0.25 mm track at y = 5.
    b.top.flashes.push({ x: 10, y: 5 + 0.125 + 0.05 + 0.4, d: 0.8 });
    const f = only(await findingsOf(b), 'copper-clearance');
    expect(f.severity).toBe('Error');
    expect(f.measured).toBeCloseTo(0.05, 2);
    expect(f.layer).toBe('top-copper');
    near(f, 10, 5.2);
  });

  it('catches a drill smaller than our smallest', async () => {
    const b = cleanBoard();
    b.plated[2] = { x: 5, y: 15, d: 0.15 };
    const f = only(await findingsOf(b), 'min-drill');
    expect(f).toMatchObject({ severity: 'Error', measured: 0.15, layer: 'drill' });
    near(f, 5, 15, 0.01);
  });

  it('catches a thin annular ring', async () => {
    const b = cleanBoard();
    b.top.flashes[1] = { x: 15, y: 5, d: 1.0 };
    const f = only(await findingsOf(b), 'annular-ring');
    expect(f.measured).toBeCloseTo(0.1, 3);
    expect(f.layer).toBe('top-copper');
    near(f, 15, 5, 0.01);
  });

  it('catches holes too close together', async () => {
    const b = cleanBoard();
    b.nonPlated.push({ x: 11.1, y: 17.5, d: 1.0 });
    const f = only(await findingsOf(b), 'drill-to-drill');
    expect(f.measured).toBeCloseTo(0.1, 3);
    near(f, 10.55, 17.5, 0.01);
  });

  it('takes a row of overlapping holes as one slot: one warning, its members not measured against each other', async () => {
    const b = cleanBoard();
    // Neighbours overlap by 0.4 mm; the two ends are 0.2 mm apart wall to wall, which alone would be an error.
    b.nonPlated.push({ x: 8, y: 12.5, d: 1.0 }, { x: 8.6, y: 12.5, d: 1.0 }, { x: 9.2, y: 12.5, d: 1.0 });
    const f = only(await findingsOf(b), 'drill-to-drill');
    expect(f).toMatchObject({ severity: 'Warning', measured: 0 });
    expect(f.message).toMatch(/^3 holes overlap/);
    near(f, 8.6, 12.5, 0.01);
  });

  it('still catches a separate hole too near a slot drawn as overlapping holes', async () => {
    const b = cleanBoard();
    b.nonPlated.push({ x: 8, y: 12.5, d: 1.0 }, { x: 8.6, y: 12.5, d: 1.0 }, { x: 9.75, y: 12.5, d: 1.0 });
    const findings = await findingsOf(b);
    expect(findings.map((f) => `${f.check}/${f.severity}`).sort()).toEqual(['drill-to-drill/Error', 'drill-to-drill/Warning']);
    const error = findings.find((f) => f.severity === 'Error')!;
    expect(error.measured).toBeCloseTo(0.15, 3);
    near(error, 9.175, 12.5, 0.01);
  });

  it('catches copper too near the board edge', async () => {
    const b = cleanBoard();
    b.bottom.flashes.push({ x: 0.45, y: 10, d: 0.6 });
    const f = only(await findingsOf(b), 'copper-to-edge');
    expect(f).toMatchObject({ severity: 'Warning', layer: 'bottom-copper' });
    expect(f.measured).toBeCloseTo(0.15, 2);
    near(f, 0.1, 10);
  });

  it('reports an open outline with the gap and the fix', async () => {
    const b = cleanBoard();
    b.outline = [
      [0, 0.5],
      [0, 20],
      [20, 20],
      [20, 0],
      [0, 0],
    ];
    b.closed = false;
    const f = only(await findingsOf(b), 'outline-gap');
    expect(f.severity).toBe('Error');
    expect(f.measured).toBeCloseTo(0.5, 3);
    expect(f.message).toMatch(/\(0\.000, 0\.500\).*\(0\.000, 0\.000\)|\(0\.000, 0\.000\).*\(0\.000, 0\.500\)/);
    expect(f.message).toMatch(/draw a line between/);
  });

  it('reports a missing outline', async () => {
    const b = cleanBoard();
    b.outline = [[0, 0]];
    b.closed = false;
    const findings = await findingsOf(b);
    expect(findings.map((f) => f.check)).toContain('outline-missing');
  });

  it('catches silkscreen on an exposed pad', async () => {
    const b = cleanBoard();
    b.topSilk.tracks.push({ x1: 15, y1: 3, x2: 15, y2: 7, w: 0.15 });
    const f = only(await findingsOf(b), 'silk-on-pad');
    expect(f.layer).toBe('top-silk');
    near(f, 15, 5, 1);
  });

  it('catches silkscreen off the board', async () => {
    const b = cleanBoard();
    b.topSilk.tracks.push({ x1: 22, y1: 5, x2: 24, y2: 5, w: 0.15 });
    const f = only(await findingsOf(b), 'silk-off-board');
    near(f, 22, 5, 0.01);
  });

  it('catches a solder-mask sliver between two openings', async () => {
    const b = cleanBoard();
    // Opening edges at x = 5.85 and 5.9: a 0.05 mm strip of mask.
    b.topMask.flashes.push({ x: 6.7, y: 5, d: 1.6 });
    const f = only(await findingsOf(b), 'solder-mask-sliver');
    expect(f.measured).toBeCloseTo(0.05, 2);
    expect(f.layer).toBe('top-mask');
    near(f, 5.87, 5);
  });

  it('subtracts clear (negative) objects: a pour cut around pads is clean, a cut too tight is caught', async () => {
    const withPour = (clearD: number, otherD = clearD) => {
      const b = cleanBoard();
      // The top pour joins the y = 5 net; the y = 15 pads sit in clear cut-outs.
      b.top.pour = {
        from: [1, 1],
        to: [19, 19],
        clear: [
          { x: 5, y: 15, d: clearD },
          { x: 15, y: 15, d: otherD },
        ],
      };
      b.top.tracks = [];
      return b;
    };
    const { report } = await checkBoard({ name: 'pour.zip', bytes: boardZip(withPour(1.9)) });
    expect(report.findings).toEqual([]);
    expect(report.notes.join(' ')).toMatch(/clear \(negative\) objects subtracted/);
    // Arcs become polygons within 5 µm, so the measured gap is within 10 µm of the drawn one.
    expect(Math.abs(report.metrics!.minClearanceMm! - 0.15)).toBeLessThan(0.01);
    const f = only(await findingsOf(withPour(1.7, 1.9)), 'copper-clearance');
    expect(f.measured).toBeCloseTo(0.05, 2);
    expect(f.layer).toBe('top-copper');
    expect(Math.hypot(f.x - 5, f.y - 15)).toBeLessThan(1);
  });

  it('catches a layer count we do not make', async () => {
    const b = cleanBoard();
    b.inner.push({ flashes: [{ x: 10, y: 10, d: 1 }], tracks: [] });
    const f = only(await findingsOf(b), 'layer-count');
    expect(f).toMatchObject({ measured: 3, severity: 'Error' });
  });

  it('catches a board smaller than we make', async () => {
    const b = cleanBoard();
    b.outline = [
      [0, 0],
      [20, 0],
      [20, 3],
      [0, 3],
    ];
    b.top = { flashes: [], tracks: [{ x1: 5, y1: 1.5, x2: 15, y2: 1.5, w: 0.25 }] };
    b.bottom = { flashes: [], tracks: [] };
    b.topMask = { flashes: [], tracks: [] };
    b.topSilk = { flashes: [], tracks: [] };
    b.plated = [];
    b.nonPlated = [];
    const f = only(await findingsOf(b), 'board-size');
    expect(f).toMatchObject({ severity: 'Error', measured: 3 });
  });
});
