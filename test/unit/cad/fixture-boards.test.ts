import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardReportSchema } from '#contracts/board-report.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';
import { countEagleElements, countKicadFootprints, fixture, fixturesDir, makeZip } from './helpers.ts';

const INCH = 25.4;

describe('real boards copied as fixtures', () => {
  it('Olimex RVPC rev A (KiCad 7, unrouted): size, layers, every footprint, unconnected nets', async () => {
    const file = fixture('olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb');
    const { report } = await checkBoard(file);
    expect(boardReportSchema.parse(report).status).toBe('Complete');
    expect(report.source).toBe('KiCad');
    expect(report.metrics!.widthMm).toBeCloseTo(31, 0);
    expect(Math.abs(report.metrics!.widthMm - 31)).toBeLessThan(0.5);
    expect(Math.abs(report.metrics!.heightMm - 50)).toBeLessThan(0.5);
    expect(report.metrics!.copperLayers).toBe(2);
    expect(report.components).toHaveLength(countKicadFootprints(new TextDecoder().decode(file.bytes)));
    const unconnected = report.findings.filter((f) => f.check === 'unconnected-net');
    expect(unconnected.length).toBeGreaterThan(5);
    expect(unconnected.every((f) => f.severity === 'Error' && /is not connected to pad/.test(f.message))).toBe(true);
  });

  it('Olimex RVPC rev B Gerbers: 31 × 50 mm, 2 copper layers, drills and slots', async () => {
    const { report } = await checkBoard(fixture('olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    expect(report.status).toBe('Complete');
    const m = report.metrics!;
    expect(Math.abs(m.widthMm - 31)).toBeLessThan(0.5);
    expect(Math.abs(m.heightMm - 50)).toBeLessThan(0.5);
    expect(m.copperLayers).toBe(2);
    expect(m.drillCount).toBeGreaterThan(50);
    expect(m.slotCount).toBeGreaterThan(0);
    expect(report.findings.filter((f) => f.check === 'unconnected-net')).toEqual([]);
  });

  it('Arduino Uno Gerbers inside a folder in the zip: 2.7 × 2.1 in, legacy Eagle names', async () => {
    const board = await readBoard(fixture('tracespace-arduino-uno/arduino-uno-nested-folder.zip'));
    expect(
      board.layers
        .filter((l) => l.kind === 'copper')
        .map((l) => l.name)
        .sort(),
    ).toEqual(['bottom-copper', 'top-copper']);
    const { report } = await checkBoard(fixture('tracespace-arduino-uno/arduino-uno-nested-folder.zip'));
    expect(Math.abs(report.metrics!.widthMm - 2.7 * INCH)).toBeLessThan(0.5);
    expect(Math.abs(report.metrics!.heightMm - 2.1 * INCH)).toBeLessThan(0.5);
    expect(report.metrics!.drillCount).toBe(169);
  });

  it('Particle Core Gerbers (Protel names, .MIL outline, .TXT drill)', async () => {
    const board = await readBoard(fixture('tracespace-core/core.zip'));
    const kinds = board.layers.map((l) => l.name).sort();
    expect(kinds).toEqual([
      'bottom-copper',
      'bottom-mask',
      'bottom-paste',
      'bottom-silk',
      'top-copper',
      'top-mask',
      'top-paste',
      'top-silk',
    ]);
    expect(board.outline.loops.length).toBeGreaterThan(0);
    expect(board.outline.gaps).toEqual([]);
    expect(board.drills.length).toBeGreaterThan(50);
  });

  it('SparkFun OpenLog (Eagle 7.5): every element, bottom parts from mirrored rotation', async () => {
    const file = fixture('sparkfun-openlog/OpenLog.brd');
    const text = readFileSync(path.join(fixturesDir, 'sparkfun-openlog/OpenLog.brd'), 'utf8');
    const { report } = await checkBoard(file);
    expect(report.status).toBe('Complete');
    expect(report.source).toBe('Eagle');
    expect(report.components).toHaveLength(countEagleElements(text));
    const mirrored = (text.match(/<element [^>]*rot="[^"]*M[^"]*"/g) ?? []).length;
    expect(report.metrics!.componentsBottom).toBe(mirrored);
    expect(report.metrics!.copperLayers).toBe(2);
    expect(report.metrics!.netCount).toBeGreaterThan(5);
    expect(report.findings.filter((f) => f.check === 'unconnected-net')).toEqual([]);
  });

  it('reads a KiCad board that was zipped instead of exported to Gerbers', async () => {
    const file = fixture('olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb');
    const zipped = makeZip({ 'RVPC/RVPC_Rev_A.kicad_pcb': file.bytes, 'RVPC/README.md': 'project' });
    const { report } = await checkBoard({ name: 'RVPC.zip', bytes: zipped });
    expect(report).toMatchObject({ status: 'Complete', source: 'KiCad', fileName: 'RVPC_Rev_A.kicad_pcb' });
    expect(report.components).toHaveLength(countKicadFootprints(new TextDecoder().decode(file.bytes)));
  });

  it('renders every layer with one shared viewBox', async () => {
    const board = await readBoard(fixture('olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    const { viewBox, unitsPerMm, layers } = renderBoardSvgs(board);
    expect(unitsPerMm).toBe(1000);
    expect(layers.map((l) => l.name)).toEqual(expect.arrayContaining(['top-copper', 'bottom-copper', 'top-silk', 'outline', 'drill']));
    const boxes = new Set(layers.map((l) => /viewBox="([^"]+)"/.exec(l.svg)?.[1]));
    expect(boxes.size).toBe(1);
    // Micrometres: the 31 mm board plus a margin.
    expect(viewBox[2]).toBeGreaterThan(31_000);
    expect(viewBox[2]).toBeLessThan(35_000);
    expect(layers.find((l) => l.name === 'top-copper')!.svg).toMatch(/<circle|<path/);
  });
});
