import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardReport, Finding } from '#contracts/board-report.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { SHARED_MISSING, hasSharedBoards, loadFile, sharedBoards } from '../helpers.ts';

const reports = new Map<string, BoardReport>();
async function findings(file: string, check: string): Promise<Finding[]> {
  let report = reports.get(file);
  if (!report) {
    report = (await checkBoard(loadFile(path.join(sharedBoards, file)))).report;
    reports.set(file, report);
  }
  expect(report.status, report.reason ?? '').toBe('Complete');
  return report.findings.filter((f) => f.check === check);
}

const BITAXE = 'kicad/bitaxe-gamma/bitaxeGamma.kicad_pcb';
const BITAXE_GERBERS = 'kicad/bitaxe-gamma/bitaxeGamma-gerbers.zip';

describe.skipIf(!hasSharedBoards)('assembly and hole checks on the real boards in ../shared/data', () => {
  if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

  it('hole-to-copper: the Bitaxe’s two 0.65 mm USB-C pegs, the same in its KiCad file and its Gerbers', async () => {
    const kicad = await findings(BITAXE, 'hole-to-copper');
    const gerber = await findings(BITAXE_GERBERS, 'hole-to-copper');
    expect(kicad.map((f) => [f.x, f.y])).toEqual([
      [83.47, -86.15],
      [83.47, -80.37],
    ]);
    for (const f of kicad) {
      expect(f).toMatchObject({ severity: 'Warning', limit: capabilities.minNonPlatedHoleToCopperMm, layer: 'bottom-copper' });
      expect(f.message).toContain('net GND');
    }
    expect(gerber).toHaveLength(2);
    for (const f of gerber) {
      const same = kicad.find((k) => Math.hypot(k.x - f.x, k.y - f.y) < 0.01)!;
      expect(same, `${f.x}, ${f.y}`).toBeDefined();
      expect(Math.abs(f.measured! - same.measured!)).toBeLessThan(0.01);
    }
  });

  it('hole-to-copper: the Ferris keyboard’s switch pegs are unplated holes 0.2 mm from the rows and columns', async () => {
    const found = await findings('kicad/ferris-compact-2020/ferris.kicad_pcb', 'hole-to-copper');
    for (const f of found) {
      expect(f.message).toContain('an unplated');
      expect(f.measured).toBeGreaterThanOrEqual(0.15);
      expect(f.measured).toBeLessThan(capabilities.minNonPlatedHoleToCopperMm);
    }
    const pegs = found.filter((f) => /unplated (1\.70|3\.43) mm hole/.test(f.message) && f.measured === 0.2);
    expect(pegs.length).toBeGreaterThan(20);
  });

  it('hole-to-copper: none on the Olimex RVPC and the SparkFun LG290P, whose holes keep their distance', async () => {
    expect(await findings('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', 'hole-to-copper')).toEqual([]);
    expect(await findings('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb', 'hole-to-copper')).toEqual([]);
  });

  it('courtyard-overlap: the OV5640 camera board’s bottom resistors R5, R7 and R10, as KiCad’s courtyards draw them', async () => {
    const found = await findings('kicad/antmicro-ov5640-dual-camera-board/OV5640-dual-camera-board.kicad_pcb', 'courtyard-overlap');
    const pairs = found.map((f) => /of (\S+) and (\S+) overlap/.exec(f.message)!.slice(1).sort().join('+'));
    expect(pairs).toEqual(expect.arrayContaining(['R10+R7', 'R5+R7']));
    for (const f of found) {
      expect(f.layer).toBe('bottom-courtyard');
      expect(f.measured).toBeGreaterThan(0);
      expect(f.message).toContain('courtyards of');
    }
  });

  it('part-off-board: connectors meant to overhang (RVPC’s VGA socket, LG290P’s J1), and no fiducial or mounting hole listed as a part', async () => {
    const rvpc = await findings('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', 'part-off-board');
    expect(rvpc).toHaveLength(1);
    expect(rvpc[0]!.message).toMatch(/^VGA1 reaches 5\.98 mm past the board edge/);
    const lg = await findings('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb', 'part-off-board');
    expect(lg.map((f) => f.message.split(' ')[0])).toContain('J1');
    for (const file of [BITAXE, 'eagle/sparkfun-openlog/hardware/OpenLog.brd'])
      for (const check of ['courtyard-overlap', 'part-off-board', 'part-near-edge'])
        for (const f of await findings(file, check)) expect(f.message).not.toMatch(/\b(FID|H)\d/);
  });

  it('part-near-edge: the RVPC’s sockets along its edges need rails, and a finding marks the board for them', async () => {
    const found = await findings('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', 'part-near-edge');
    expect(found.map((f) => f.message.split(' ')[0]).sort()).toEqual(['GND1', 'PS2_KBD1', 'PWR_JACK1']);
    for (const f of found) {
      expect(f.measured).toBeLessThan(capabilities.assembly.minPartToEdgeMm);
      expect(f.message).toContain('edge rails');
    }
  });

  it('fiducials-missing: the Bitaxe and LG290P have theirs, the RVPC only on top, the Ferris keyboard none', async () => {
    expect(await findings(BITAXE, 'fiducials-missing')).toEqual([]);
    expect(await findings('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb', 'fiducials-missing')).toEqual([]);
    const rvpc = await findings('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', 'fiducials-missing');
    expect(rvpc.map((f) => [f.layer, f.measured])).toEqual([['bottom-copper', 0]]);
    const ferris = await findings('kicad/ferris-compact-2020/ferris.kicad_pcb', 'fiducials-missing');
    expect(ferris.length).toBeGreaterThan(0);
    for (const f of ferris) expect(f).toMatchObject({ measured: 0, limit: capabilities.assembly.minFiducialsPerSide });
  });

  it('solder-mask-bridge: the Metro RP2350’s fine-pitch pads (0.078 mm dams), named by net; the ESP32-P4 Gerbers too', async () => {
    const metro = await findings('eagle/adafruit-metro-rp2350/Adafruit Metro RP2350.brd', 'solder-mask-bridge');
    expect(metro).toHaveLength(50);
    expect(metro[0]!.measured).toBe(0.078);
    expect(metro.some((f) => f.message.includes('nets D4 and D5'))).toBe(true);
    const esp = await findings('gerber/olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B-gerbers.zip', 'solder-mask-bridge');
    expect(esp.length).toBeGreaterThan(10);
    for (const f of esp) expect(f.measured).toBeLessThan(capabilities.minSolderMaskBridgeMm);
  });

  it('thermal relief: the LG290P’s 0.1778 mm spokes (its zones’ thermal_bridge_width) measured within a step, below our 0.2 mm', async () => {
    const narrow = await findings('kicad/sparkfun-gnss-lg290p/Hardware/SparkFun_GNSS_LG290P.kicad_pcb', 'thermal-spoke-width');
    expect(narrow.length).toBeGreaterThan(0);
    for (const f of narrow) {
      expect(Math.abs(f.measured! - 0.1778)).toBeLessThan(0.03);
      expect(f.message).toMatch(/^A thermal spoke of pad \S+ to the GND zone/);
    }
    expect(await findings(BITAXE, 'thermal-spokes')).toEqual([]);
    const rvpc = await findings('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb', 'thermal-spokes');
    expect(rvpc.map((f) => f.message.split(' ')[1])).toContain('VGA1.10');
    for (const f of rvpc) expect(f.measured).toBe(1);
  });

  it('acid-trap: the OV5640’s CSI clock pair meets at 15° and 18°; every finding is an acute angle of one net', async () => {
    const ov = await findings('kicad/antmicro-ov5640-dual-camera-board/OV5640-dual-camera-board.kicad_pcb', 'acid-trap');
    expect(ov[0]!.message).toContain('/CSI3_CLK_N meet at 15°');
    for (const file of [BITAXE, 'eagle/sparkfun-openlog/hardware/OpenLog.brd']) {
      for (const f of await findings(file, 'acid-trap')) {
        expect(f.measured).toBeGreaterThan(1);
        expect(f.measured).toBeLessThan(capabilities.minAcidTrapAngleDeg);
      }
    }
  });
});
