import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardReport } from '#contracts/board-report.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { SHARED_MISSING, countEagleElements, countKicadFootprints, hasSharedBoards, loadFile, sharedBoards } from './helpers.ts';

interface Known {
  file: string;
  copperLayers: number;
  sizeMm?: [number, number];
}

/** Every board of ../shared/data/boards with the facts we know about it. */
const BOARDS: Known[] = [
  { file: 'gerber/tracespace/arduino-uno.zip', copperLayers: 2, sizeMm: [2.7 * 25.4, 2.1 * 25.4] },
  { file: 'gerber/tracespace/arduino-uno-nested-folder.zip', copperLayers: 2, sizeMm: [2.7 * 25.4, 2.1 * 25.4] },
  { file: 'gerber/tracespace/clockblock.zip', copperLayers: 2 },
  { file: 'gerber/tracespace/core.zip', copperLayers: 2 },
  { file: 'gerber/tracespace/mchck.zip', copperLayers: 2 },
  { file: 'gerber/olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B-gerbers.zip', copperLayers: 4 },
  { file: 'kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', copperLayers: 2, sizeMm: [31, 50] },
  { file: 'kicad/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip', copperLayers: 2, sizeMm: [31, 50] },
  { file: 'kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb', copperLayers: 2, sizeMm: [31, 50] },
  { file: 'kicad/antmicro-ov5640-dual-camera-board/OV5640-dual-camera-board.kicad_pcb', copperLayers: 4 },
  { file: 'kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb', copperLayers: 4, sizeMm: [43.2, 43.2] },
  { file: 'kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.zip', copperLayers: 4, sizeMm: [43.2, 43.2] },
  { file: 'kicad/bitaxe-gamma/bitaxeGamma.kicad_pcb', copperLayers: 4, sizeMm: [56.5, 99.8] },
  { file: 'kicad/bitaxe-gamma/bitaxeGamma-gerbers.zip', copperLayers: 4, sizeMm: [56.5, 99.8] },
  { file: 'kicad/olimex-rt1010py-revC/RT1010Py_Rev.C.kicad_pcb', copperLayers: 4 },
  { file: 'kicad/ferris-compact-2020/ferris.kicad_pcb', copperLayers: 2 },
  { file: 'kicad/ferris-compact-2020/ferris-gerbers.zip', copperLayers: 2 },
  { file: 'eagle/adafruit-metro-rp2350/Adafruit Metro RP2350.brd', copperLayers: 2 },
  { file: 'eagle/sparkfun-openlog/hardware/OpenLog.brd', copperLayers: 2 },
];

const reports = new Map<string, BoardReport>();
async function report(file: string): Promise<BoardReport> {
  let r = reports.get(file);
  if (!r) {
    r = (await checkBoard(loadFile(path.join(sharedBoards, file)))).report;
    reports.set(file, r);
  }
  return r;
}

describe.skipIf(!hasSharedBoards)('every real board in ../shared/data/boards', () => {
  if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

  it('the list covers every board file there', () => {
    const listed = new Set(BOARDS.map((b) => b.file));
    const boardFiles: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(path.join(sharedBoards, dir), { withFileTypes: true })) {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) walk(rel);
        else if (/\.(kicad_pcb|brd)$/.test(e.name) || (/\.zip$/.test(e.name) && !rel.includes('/Gerbers/'))) boardFiles.push(rel);
      }
    };
    walk('');
    expect(boardFiles.filter((f) => !listed.has(f))).toEqual([]);
  });

  for (const known of BOARDS) {
    it(
      `${known.file}: Complete, ${known.copperLayers} copper layers${known.sizeMm ? `, ${known.sizeMm[0].toFixed(1)} × ${known.sizeMm[1].toFixed(1)} mm` : ''}`,
      { timeout: 30_000 },
      async () => {
        const r = await report(known.file);
        expect(r.status, r.reason ?? '').toBe('Complete');
        expect(r.metrics!.copperLayers).toBe(known.copperLayers);
        if (known.sizeMm) {
          expect(Math.abs(r.metrics!.widthMm - known.sizeMm[0])).toBeLessThan(0.5);
          expect(Math.abs(r.metrics!.heightMm - known.sizeMm[1])).toBeLessThan(0.5);
        }
        const text = known.file.endsWith('.zip') ? '' : readFileSync(path.join(sharedBoards, known.file), 'utf8');
        if (known.file.endsWith('.kicad_pcb')) expect(r.components).toHaveLength(countKicadFootprints(text));
        if (known.file.endsWith('.brd')) {
          expect(r.components).toHaveLength(countEagleElements(text));
          expect(r.metrics!.componentsBottom).toBe((text.match(/<element [^>]*rot="[^"]*M[^"]*"/g) ?? []).length);
        }
      },
    );
  }

  it('the unrouted Olimex RVPC rev A reports unconnected nets; the routed rev B does not', async () => {
    expect((await report('kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb')).findings.some((f) => f.check === 'unconnected-net')).toBe(true);
    expect((await report('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb')).findings.some((f) => f.check === 'unconnected-net')).toBe(false);
  });

  it('the KiCad and Gerber versions of the SparkFun LG290P agree on size and layers', { timeout: 30_000 }, async () => {
    const kicad = (await report('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb')).metrics!;
    const gerber = (await report('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.zip')).metrics!;
    expect(gerber.copperLayers).toBe(kicad.copperLayers);
    expect(Math.abs(gerber.widthMm - kicad.widthMm)).toBeLessThan(0.1);
    expect(Math.abs(gerber.heightMm - kicad.heightMm)).toBeLessThan(0.1);
    expect(Math.abs(gerber.drillCount - kicad.drillCount)).toBeLessThanOrEqual(10);
  });

  it('Eagle bottom parts are mirrored: the Metro RP2350 has 5', async () => {
    expect((await report('eagle/adafruit-metro-rp2350/Adafruit Metro RP2350.brd')).metrics!.componentsBottom).toBe(5);
  });
});
