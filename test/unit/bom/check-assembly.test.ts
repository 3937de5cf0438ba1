import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardReportSchema } from '#contracts/board-report.ts';
import { AssemblyReportSchema } from '#contracts/schemas/bom.ts';
import { QuoteSchema } from '#contracts/schemas/quote.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { boardFileDate } from '#lambdas/core/bom/board-file-date.ts';
import { checkAssembly } from '#lambdas/core/bom/check-assembly.ts';
import { runCheckBoard } from '../../support/check-board-command.ts';
import { DEMO_CATALOGUE, bomFixture, bomFixtures, catalogue, hasShared, loadFile, repoRoot, sharedData, sharedFile } from './helpers.ts';

const rvpcGerbers = path.join(repoRoot, 'test/fixtures/boards/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip');

describe('a Gerber-only board: elements come from the BOM and the placement file', () => {
  it('RVPC rev B Gerbers with its BOM and no placement: every populated part lacks placement info', async () => {
    const file = loadFile(rvpcGerbers);
    const report = AssemblyReportSchema.parse(
      await checkAssembly({
        board: await readBoard(file),
        boardDate: boardFileDate(file),
        bom: bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'),
        placements: [],
        quantity: 3,
        catalogue: await catalogue(DEMO_CATALOGUE),
      }),
    );
    // 18 designators over 13 lines, as the BOM's quantities add up.
    expect(report.elements).toHaveLength(18);
    expect(report.elements.every((e) => e.x === null && e.position_source === null)).toBe(true);
    // Value strings without packages (`2k/1/8W` on R_0.125W_PTH) leave the parts to choose: default check, needs attention.
    expect(
      report.elements.every((e) => e.part_id === null && e.processing === 'Needs attention' && e.footprint_check.state === 'Should check'),
    ).toBe(true);
    expect(report.matches.find((m) => m.designators.includes('R1'))).toMatchObject({ status: 'needs choice' });
    expect(report.elements.find((e) => e.designator === 'R1')).toMatchObject({
      placement_method: 'Machine through hole',
      footprint: 'R_0.125W_PTH',
    });
    expect(report.mismatches).toEqual([]);
    expect(report.quantity).toBe(3);
  });

  it('takes positions from the placement file and reports placed parts the BOM lacks', async () => {
    const file = loadFile(rvpcGerbers);
    const placement = {
      name: 'rvpc.csv',
      bytes: new TextEncoder().encode('Designator,Mid X,Mid Y,Layer,Rotation\nC1,10,20,Top,90\nR1,5,5,Top,0\nZ9,1,1,Bottom,0\n'),
    };
    const report = await checkAssembly({
      board: await readBoard(file),
      boardDate: null,
      bom: bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'),
      placements: [placement],
      quantity: 1,
      catalogue: await catalogue(DEMO_CATALOGUE),
    });
    expect(report.elements.find((e) => e.designator === 'C1')).toMatchObject({
      x: 10,
      y: 20,
      rotation: 90,
      side: 'top',
      position_source: 'placement file',
    });
    expect(report.elements.find((e) => e.designator === 'Z9')).toMatchObject({
      do_not_populate: true,
      footprint_check: { state: 'Need not check' },
    });
    expect(report.mismatches.map((m) => m.kind)).toEqual(['board_designator_not_in_bom', 'board_designator_not_in_placement']);
    expect(report.mismatches[0]!.message).toBe('rvpc.csv places Z9, which the BOM does not list: left unpopulated.');
  });
});

describe.skipIf(!hasShared)('ESP32-P4-PC Gerbers with the semicolon BOM (shared data)', { timeout: 120_000 }, () => {
  it('matched parts have no position without a placement file', async () => {
    const file = sharedFile('boards/gerber/olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B-gerbers.zip');
    const report = await checkAssembly({
      board: await readBoard(file),
      boardDate: boardFileDate(file),
      bom: bomFixture('olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv'),
      placements: [],
      quantity: 1,
      catalogue: await catalogue(DEMO_CATALOGUE),
    });
    const matched = report.elements.filter((e) => e.part_id !== null);
    expect(matched.length).toBeGreaterThan(100);
    for (const e of matched)
      expect(e).toMatchObject({ footprint_check: { state: 'Missing placement info', match_score: null }, processing: 'Needs attention' });
    expect(report.elements.find((e) => e.designator === 'C72')).toMatchObject({
      do_not_populate: true,
      processing: 'Complete',
      footprint_check: { state: 'Need not check' },
    });
  });
});

describe.skipIf(!hasShared)('native boards from the shared data', { timeout: 120_000 }, () => {
  it('bitaxe Gamma: BOM against its KiCad board, footprints checked against the chosen parts', async () => {
    const board = await readBoard(sharedFile('boards/kicad/bitaxe-gamma/bitaxeGamma.kicad_pcb'));
    const report = await checkAssembly({
      board,
      boardDate: null,
      bom: bomFixture('bitaxe-gamma/bitaxeGamma-BOM.csv'),
      placements: [],
      quantity: 10,
      catalogue: await catalogue(DEMO_CATALOGUE),
    });
    expect(report.bom?.mapping.mapping.columns).toMatchObject({ mpn: 3, digikey: 4, lcsc: 5, dnp: 6 });
    const c17 = report.elements.find((e) => e.designator === 'C17')!;
    expect(c17).toMatchObject({
      side: 'top',
      position_source: 'board',
      placement_method: 'Machine surface mount',
      do_not_populate: false,
      footprint_check: { state: 'Passed' },
      processing: 'Complete',
    });
    // Parts matched through the board's footprint are checked against it: every check that ran passed.
    const ran = report.elements.filter((e) => e.footprint_check.match_score !== null);
    expect(ran.length).toBeGreaterThan(40);
    expect(ran.every((e) => e.footprint_check.state === 'Passed')).toBe(true);
    // Fiducials and mounting holes the BOM leaves out are reported and left unpopulated.
    const unlisted = report.mismatches.find((m) => m.kind === 'board_designator_not_in_bom')!;
    expect(unlisted.designators).toEqual(expect.arrayContaining(['FID1']));
    expect(report.elements.find((e) => e.designator === 'FID1')).toMatchObject({
      do_not_populate: true,
      footprint_check: { state: 'Need not check' },
    });
    expect(report.mismatches.some((m) => m.kind === 'bom_designator_not_on_board')).toBe(false);
    expect(report.elements.filter((e) => !e.do_not_populate)).toHaveLength(
      report.matches.filter((m) => m.status !== 'not populated').reduce((n, m) => n + m.designators.length, 0),
    );
    // The design marks R2, R3, R4, R7 and R18 "do not populate" (KiCad `dnp`): not populated, and no BOM line is missed for them.
    const designDnp = ['R18', 'R2', 'R3', 'R4', 'R7'];
    expect(
      board.components
        .filter((c) => c.dnp)
        .map((c) => c.designator)
        .sort(),
    ).toEqual(designDnp);
    for (const d of designDnp)
      expect(
        report.elements.find((e) => e.designator === d),
        d,
      ).toMatchObject({ do_not_populate: true });
    expect(unlisted.designators.filter((d) => designDnp.includes(d))).toEqual([]);
    // Without a BOM the design's marks still hold.
    const bare = await checkAssembly({
      board,
      boardDate: null,
      bom: null,
      placements: [],
      quantity: 1,
      catalogue: await catalogue(DEMO_CATALOGUE),
    });
    expect(bare.elements.find((e) => e.designator === 'R18')).toMatchObject({ do_not_populate: true });
    expect(bare.elements.find((e) => e.designator === 'C17')).toMatchObject({ do_not_populate: false });
  });

  it('Ferris: the CPL disagrees with the board, the .pos is older than the Gerbers, BOM and board name different parts', async () => {
    const gerbers = sharedFile('boards/kicad/ferris-compact-2020/ferris-gerbers.zip');
    const board = await readBoard(sharedFile('boards/kicad/ferris-compact-2020/ferris.kicad_pcb'));
    const report = await checkAssembly({
      board,
      boardDate: boardFileDate(gerbers),
      bom: bomFixture('ferris-compact-2020/bom.csv'),
      placements: [
        bomFixture('ferris-compact-2020/cpl.csv'),
        bomFixture('ferris-compact-2020/ferris-top.pos'),
        bomFixture('ferris-compact-2020/ferris-all-pos.csv'),
      ],
      quantity: 2,
      catalogue: await catalogue(DEMO_CATALOGUE),
    });
    const kinds = report.mismatches.map((m) => `${m.kind} ${m.message.split(' ')[0]}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'placement_older_than_board ferris-top.pos',
        'placement_position_differs cpl.csv',
        'placement_position_differs ferris-top.pos',
        'placement_not_on_board ferris-top.pos',
        'bom_designator_not_on_board The',
      ]),
    );
    // The KiCad CSV export is the board's own: it agrees on every position.
    expect(report.mismatches.filter((m) => m.message.startsWith('ferris-all-pos.csv') && m.kind === 'placement_position_differs')).toEqual(
      [],
    );
    expect(report.mismatches.find((m) => m.kind === 'placement_not_on_board')!.designators).toContain('X1');
    expect(report.elements.find((e) => e.designator === 'C1')).toMatchObject({
      x: 49,
      y: -79,
      position_source: 'board',
      footprint_check: { state: 'Passed', match_score: 1 },
    });
    const d = report.elements.find((e) => e.designator === 'D0_5')!;
    expect(d.orientation.reasons).toContain('a placement file rotates it differently from the board');
    expect(report.elements.find((e) => e.designator === 'K0_0')).toMatchObject({ placement_method: 'Hand place' });
  });

  it('the check-board command prints the assembly section, in JSON and for people', async () => {
    const run = runCheckBoard;
    const pcb = path.join(sharedData, 'boards/kicad/ferris-compact-2020/ferris.kicad_pcb');
    const json = await run(
      pcb,
      '--json',
      '--bom',
      path.join(bomFixtures, 'ferris-compact-2020/bom.csv'),
      '--placement',
      path.join(bomFixtures, 'ferris-compact-2020/cpl.csv'),
      '--quantity',
      '5',
    );
    const report = boardReportSchema.parse(JSON.parse(json.stdout));
    expect(report.assembly).toMatchObject({ quantity: 5, placement_files: [{ file_name: 'cpl.csv', format: 'JLCPCB CPL', count: 59 }] });
    expect(json.code).toBe(1);
    // The quote at the built-in pricing: every line adds up to the totals, rows named by designator.
    const quote = QuoteSchema.parse(JSON.parse(json.stdout).quote);
    expect(quote).toMatchObject({ quantity: 5, pricing_version: 1 });
    expect(quote.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(quote.totals!.total_cents);
    expect(quote.lines.find((l) => l.label.startsWith('C1, C2 · C1804'))).toMatchObject({ section: 'Parts', quantity: 20 });
    expect(quote.reasons.some((r) => r.startsWith('F1, J1'))).toBe(true);
    const human = await run(
      pcb,
      '--bom',
      path.join(bomFixtures, 'ferris-compact-2020/bom.csv'),
      '--bom-columns',
      'value=0,designator=1,footprint=2,lcsc=4',
    );
    expect(human.stdout).toMatch(
      /BOM bom\.csv: 17 lines; columns value=Comment, designator=Designator, footprint=Footprint, lcsc=LCSC Part #/,
    );
    expect(human.stdout).toMatch(/row {3}2 matched {7}C1 C2: C1804 /);
    expect(human.stdout).toMatch(/Quote for 1 board: Cannot quote \(built-in pricing/);
    expect(human.stdout).toMatch(/ {4}C1, C2 · C1804 \(basic\): 20 × \$0\.012 = \$0\.24/);
    // --quantity alone quotes fabrication only.
    const bare = await run(pcb, '--quantity', '10');
    expect(bare.stdout).toMatch(/Quote for 10 boards: Has instant quote/);
    expect((await run(pcb, '--quantity', '0')).code).toBe(3);
  });
});
