import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { MAX_BOARD_OBJECTS } from '#lambdas/cad/gerber/read-gerber-zip.ts';
import { TooManyObjectsError, plotGerber } from '#lambdas/cad/gerber/plot-gerber.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';
import { makeZip } from './helpers.ts';
import { uploadProcessorMemoryMb } from '../../../lib/upload-processing.ts';
import { BAD_HOLES, badHolesZip, largeCopperLayer, largeGerberZip } from './large-boards.ts';

// Sizes past where a call spread overflows V8's stack (~120,000 arguments), kept
// small enough for the unit run; the million-object figures are `npm run bench -- big-boards`.
const MANY = 150_000;

/** The upload processor's work (read, check, render) on one file, in a process of its own so its peak RSS is the board's alone. */
function processAlone(bytes: Uint8Array): {
  status: string;
  reason: string | null;
  peakRssMb: number;
  findings: Finding[];
  notes: string[];
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'large-board-'));
  try {
    const file = path.join(dir, 'board.zip');
    writeFileSync(file, bytes);
    const child = fileURLToPath(new URL('../../bench/big-boards/process-one.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--import', 'tsx', child, file], {
      encoding: 'utf8',
      maxBuffer: 1 << 22,
      timeout: 420_000,
    });
    return JSON.parse(out.trim().split('\n').pop()!) as ReturnType<typeof processAlone>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('boards of any size (docs/board-limits.md)', () => {
  it(`${MANY.toLocaleString('en-US')} pad flashes and as many drill hits: Complete, not "a fault on our side"`, async () => {
    const { report, board } = await checkBoard({ name: 'panel.zip', bytes: largeGerberZip('flashes', MANY, { drills: MANY }) });
    expect(report.reason).toBeNull();
    expect(report.status).toBe('Complete');
    expect(report.metrics).toMatchObject({ drillCount: MANY, platedDrillCount: MANY, minDrillMm: 0.2, copperLayers: 1 });
    expect(report.notes.filter((n) => n.startsWith('internal:'))).toEqual([]);
    const svgs = renderBoardSvgs(board!);
    const drill = svgs.layers.find((l) => l.name === 'drill')!.svg;
    expect(drill.match(/<circle /g)).toHaveLength(MANY);
  }, 180_000);

  it(`${MANY.toLocaleString('en-US')} strokes: Complete, every one rendered`, async () => {
    const { report, board } = await checkBoard({ name: 'strokes.zip', bytes: largeGerberZip('strokes', MANY) });
    expect(report.reason).toBeNull();
    expect(report.status).toBe('Complete');
    const copper = renderBoardSvgs(board!).layers.find((l) => l.name === 'top-copper')!.svg;
    expect(copper.match(/L/g)).toHaveLength(MANY);
  }, 180_000);

  it("1,000,000 holes each breaking two rules: Complete, the worst 50 of each listed, every one counted, within the processor's memory", () => {
    const perRow = 1000;
    const { pitch, hole, widest, smallest, each } = BAD_HOLES;
    const r = processAlone(badHolesZip(perRow));
    expect(r.reason).toBeNull();
    expect(r.status).toBe('Complete');
    expect(r.peakRssMb).toBeLessThan(uploadProcessorMemoryMb);

    const listed = (check: string) => r.findings.filter((f) => f.check === check);
    expect(new Set(r.findings.map((f) => f.check))).toEqual(new Set(['min-drill', 'drill-to-drill']));
    // The worst holes are the last 50 in the file, each listed, at its own place.
    const small = listed('min-drill');
    expect(small).toHaveLength(50);
    expect(small.every((f) => f.measured === smallest && f.limit === capabilities.minDrillMm && f.y === 1 + (perRow - 1) * pitch)).toBe(
      true,
    );
    expect(new Set(small.map((f) => f.x)).size).toBe(each);
    // Worst gap: two neighbouring widest holes, pitch - widest; the list is worst first.
    const close = listed('drill-to-drill');
    expect(close).toHaveLength(50);
    expect(close[0]!.measured).toBe(Math.round((pitch - widest) * 1000) / 1000);
    const measured = close.map((f) => f.measured!);
    expect(measured).toEqual(measured.slice().sort((a, b) => a - b));
    expect(measured.at(-1)).toBeLessThanOrEqual(pitch - hole + 1e-9);

    // Every hole is too small; every pair of neighbours across and down is too close: 2 × 1000 × 999.
    expect(r.notes).toEqual([
      `min-drill: ${(perRow * perRow - 50).toLocaleString('en-US')} more like this not listed (1,000,000 found; worst ${smallest} mm).`,
      `drill-to-drill: ${(2 * perRow * (perRow - 1) - 50).toLocaleString('en-US')} more like this not listed (1,998,000 found; worst ${Math.round((pitch - widest) * 1000) / 1000} mm).`,
    ]);
  }, 480_000);

  it('a layer drawn past the object budget stops with the budget as the reason', () => {
    const text = largeCopperLayer('flashes', 101);
    expect(() => plotGerber(text, { budget: { left: 100, limit: 100 } })).toThrow(TooManyObjectsError);
    expect(plotGerber(text, { budget: { left: 101, limit: 101 } }).primitives).toHaveLength(101);
  });

  it('a step and repeat of a billion copies is refused before any copy is made', async () => {
    const layer = largeCopperLayer('flashes', 4).replace('D10*', '%SRX40000Y25000I0.01J0.01*%\nD10*').replace('M02*', '%SR*%\nM02*');
    const started = performance.now();
    const { report } = await checkBoard({ name: 'repeat.zip', bytes: makeZip({ 'r-F_Cu.gbr': layer }) });
    expect(report.status).toBe('Cannot process');
    expect(report.reason).toContain(MAX_BOARD_OBJECTS.toLocaleString('en-US'));
    expect(report.reason).toContain('r-F_Cu.gbr');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('nesting 200,000 deep: KiCad lists and Eagle XML end with a final answer, not a stack overflow', async () => {
    const kicad = `(kicad_pcb (version 20221018) ${'('.repeat(200_000)}${')'.repeat(200_000)})`;
    expect(
      (await checkBoard({ name: 'deep.kicad_pcb', bytes: new TextEncoder().encode(kicad) })).report.notes.filter((note) =>
        note.startsWith('internal:'),
      ),
    ).toEqual([]);
    const eagle = `<?xml version="1.0"?><eagle version="9.6.2"><drawing><board>${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</board></drawing></eagle>`;
    const { report } = await checkBoard({ name: 'deep.brd', bytes: new TextEncoder().encode(eagle) });
    expect(report.status).toBe('Cannot process');
    expect(report.reason).not.toMatch(/stack/i);
  });

  it('a slot drawn as 5,000 overlapping drill hits is reported once, as one slot', async () => {
    const hits = Array.from({ length: 5_000 }, (_, i) => `X${(1 + i * 0.008).toFixed(3)}Y5.000`).join('\n');
    const drill = `M48\nMETRIC\nT1C0.500\n%\nG90\nG05\nT1\n${hits}\nM30\n`;
    const { report } = await checkBoard({
      name: 'slot.zip',
      bytes: makeZip({ 's-F_Cu.gbr': largeCopperLayer('flashes', 4, { size: 60 }), 's-PTH.drl': drill }),
    });
    expect(report.status).toBe('Complete');
    const slots = report.findings.filter((f) => f.check === 'drill-to-drill');
    expect(slots).toHaveLength(1);
    expect(slots[0]!.message).toMatch(/^5000 holes overlap here/);
  }, 60_000);

  it('a modest step and repeat (a 10 × 10 panel) is still read', async () => {
    const layer = largeCopperLayer('flashes', 4, { size: 10 }).replace('D10*', '%SRX10Y10I12J12*%\nD10*').replace('M02*', '%SR*%\nM02*');
    const { report } = await checkBoard({ name: 'panel.zip', bytes: makeZip({ 'p-F_Cu.gbr': layer }) });
    expect(report.status).toBe('Complete');
  });
});
