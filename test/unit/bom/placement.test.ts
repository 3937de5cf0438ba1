import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { PlacementFile } from '#contracts/schemas/bom.ts';
import { boardFileDate } from '#lambdas/core/bom/board-file-date.ts';
import { comparePlacement, sharedOffset, stalePlacement } from '#lambdas/core/bom/placement-check.ts';
import { UnreadablePlacementError, parseKicadDate, readPlacement } from '#lambdas/core/bom/read-placement.ts';
import { bomFixture, hasShared, sharedFile, text } from './helpers.ts';

const cpl = () => readPlacement(bomFixture('ferris-compact-2020/cpl.csv'));
const topPos = () => readPlacement(bomFixture('ferris-compact-2020/ferris-top.pos'));
const kicadCsv = () => readPlacement(bomFixture('ferris-compact-2020/ferris-all-pos.csv'));

describe('placement files', () => {
  it('reads the JLCPCB CPL, the KiCad .pos (with its date) and the KiCad CSV of the Ferris', async () => {
    expect(await cpl()).toMatchObject({ format: 'JLCPCB CPL', created_at: null });
    expect((await cpl()).placements[0]).toEqual({
      designator: 'C1',
      value: '22p',
      footprint: 'C_0805_2012Metric_Pad1.15x1.40mm_HandSolder',
      x: 54.5,
      y: -86.84,
      rotation: 180,
      side: 'top',
    });
    const pos = await topPos();
    expect(pos).toMatchObject({ format: 'KiCad .pos', created_at: '2020-06-01T16:47:27.000Z' });
    expect(pos.placements).toHaveLength(59);
    expect(pos.placements.find((p) => p.designator === 'J1')).toMatchObject({
      value: 'USB_C',
      footprint: 'USB_C_Receptacle_HRO_TYPE-C-31-M-12',
      x: 115.75,
      y: -60,
    });
    expect(await kicadCsv()).toMatchObject({ format: 'KiCad CSV' });
    expect((await kicadCsv()).placements.find((p) => p.designator === 'C1')).toMatchObject({ x: 49, y: -79, rotation: 180 });
  });

  it('converts mil and inch positions, reads bottom sides and values with spaces', async () => {
    const mils = await readPlacement(text('Designator,Center-X(mil),Center-Y(mil),Layer,Rotation\nU1,1000,-500,BottomLayer,90\n'));
    expect(mils.placements[0]).toMatchObject({ x: 25.4, y: -12.7, side: 'bottom', rotation: 90 });
    const pos = await readPlacement(
      text(
        '### Footprint positions - created on 2023-05-02T10:11:12+0200 ###\n## Unit = inches, Angle = deg.\n# Ref Val Package PosX PosY Rot Side\nJ1 USB C USB_C_Receptacle 1.0000 -0.5000 180.0000 bottom\n## End\n',
      ),
    );
    expect(pos.created_at).toBe('2023-05-02T10:11:12.000Z');
    expect(pos.placements[0]).toMatchObject({
      designator: 'J1',
      value: 'USB C',
      footprint: 'USB_C_Receptacle',
      x: 25.4,
      y: -12.7,
      side: 'bottom',
    });
    expect(parseKicadDate('Thu Jun  4 20:09:37 2020')).toBe('2020-06-04T20:09:37.000Z');
  });

  it.each(['xlsx', 'biff8', 'ods'] as const)('reads a placement file saved as a %s workbook', async (bookType) => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'],
        ['U1', '12.5mm', '-3mm', 'Bottom', 270],
        ['R1', '1mm', '2mm', 'Top', 0],
      ]),
      'CPL',
    );
    const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
    const file = await readPlacement({ name: `cpl.${bookType}`, bytes });
    expect(file.placements).toEqual([
      { designator: 'U1', x: 12.5, y: -3, rotation: 270, side: 'bottom', value: '', footprint: '' },
      { designator: 'R1', x: 1, y: 2, rotation: 0, side: 'top', value: '', footprint: '' },
    ]);
  });

  it('refuses a file with no designator and position columns', async () => {
    await expect(readPlacement(text('a,b\n1,2\n'))).rejects.toThrow(UnreadablePlacementError);
  });
});

describe('placement checks', () => {
  it('finds the Ferris CPL and .pos disagree: hand-adjusted positions, renamed and missing parts', async () => {
    const { mismatches, distances } = comparePlacement({ name: 'ferris-top.pos', items: (await topPos()).placements }, await cpl(), 'file');
    expect(mismatches).toHaveLength(1);
    const [m] = mismatches;
    expect(m!.kind).toBe('placement_files_disagree');
    expect(m!.message).toMatch(/^cpl\.csv and ferris-top\.pos disagree: /);
    expect(m!.message).toMatch(/only in ferris-top\.pos \(.*X1/);
    expect(m!.designators).toEqual(expect.arrayContaining(['C1', 'X1', 'Y1']));
    // C1: (54.5, -86.84) in the CPL, (53.25, -88.5) in the .pos.
    expect(distances.get('C1')).toBeCloseTo(Math.hypot(1.25, 1.66), 3);
  });

  it('finds no disagreement between a file and itself', async () => {
    expect(comparePlacement({ name: 'cpl.csv', items: (await cpl()).placements }, await cpl(), 'file').mismatches).toEqual([]);
  });

  it('takes out an origin shared by most parts before comparing', () => {
    const items = [0, 1, 2, 3, 4].map((i) => ({ designator: `R${i}`, x: i * 3, y: 0, rotation: 0, side: 'top' as const }));
    const shifted: PlacementFile = {
      file_name: 'shifted.csv',
      format: 'CSV',
      created_at: null,
      placements: items.map((p) => ({ ...p, x: p.x + 100, y: p.y - 50, value: '', footprint: '' })),
    };
    shifted.placements[4] = { ...shifted.placements[4]!, x: shifted.placements[4]!.x + 2 };
    expect(sharedOffset(items.map((item, i) => [item, shifted.placements[i]!]))).toEqual({ dx: 100, dy: -50 });
    const { mismatches } = comparePlacement({ name: 'board', items }, shifted, 'board');
    expect(mismatches.map((m) => [m.kind, m.designators])).toEqual([
      ['placement_offset', ['R0', 'R1', 'R2', 'R3', 'R4']],
      ['placement_position_differs', ['R4']],
    ]);
  });

  it('reports side, rotation and presence differences against the board', () => {
    const items = [
      { designator: 'U1', x: 10, y: 10, rotation: 90, side: 'top' as const },
      { designator: 'U2', x: 20, y: 10, rotation: 0, side: 'top' as const },
    ];
    const file: PlacementFile = {
      file_name: 'p.csv',
      format: 'CSV',
      created_at: null,
      placements: [
        { designator: 'U1', x: 10.2, y: 10, rotation: 450, side: 'top', value: '', footprint: '' },
        { designator: 'U3', x: 0, y: 0, rotation: 0, side: 'bottom', value: '', footprint: '' },
        { designator: 'U2', x: 20, y: 10, rotation: 180, side: 'bottom', value: '', footprint: '' },
      ],
    };
    const kinds = comparePlacement({ name: 'board', items }, file, 'board').mismatches.map((m) => [m.kind, m.severity, m.designators]);
    expect(kinds).toEqual([
      ['placement_not_on_board', 'Error', ['U3']],
      ['placement_rotation_differs', 'Warning', ['U2']],
      ['placement_side_differs', 'Error', ['U2']],
    ]);
  });

  it('flags a placement file written a day or more before the board files', async () => {
    const stale = stalePlacement(await topPos(), '2020-08-13T11:20:14.000Z', 'ferris-gerbers.zip');
    expect(stale).toMatchObject({ kind: 'placement_older_than_board', severity: 'Warning' });
    expect(stale!.message).toBe(
      'ferris-top.pos was written on 2020-06-01, before ferris-gerbers.zip (2020-08-13): it may describe an older layout.',
    );
    expect(stalePlacement(await topPos(), '2020-06-01T20:00:00.000Z', 'same-day.zip')).toBeNull();
    expect(stalePlacement(await topPos(), null, 'board.kicad_pcb')).toBeNull();
    expect(stalePlacement(await cpl(), '2020-08-13T11:20:14.000Z', 'ferris-gerbers.zip')).toBeNull();
  });

  it('reads the board files’ date from Gerber X2 headers and comments', () => {
    expect(boardFileDate(text('G04 Created by KiCad (PCBNEW 5.1.6) date 2020-08-13 12:20:14*\n'))).toBe('2020-08-13T12:20:14.000Z');
    expect(boardFileDate(text('%TF.CreationDate,2024-11-26T22:04:15+01:00*%\n'))).toBe('2024-11-26T21:04:15.000Z');
    expect(boardFileDate(text('(kicad_pcb (version 20171130))'))).toBeNull();
  });

  it.skipIf(!hasShared)('dates the real Ferris Gerbers after its .pos files (shared data)', async () => {
    const date = boardFileDate(sharedFile('boards/kicad/ferris-compact-2020/ferris-gerbers.zip'));
    expect(date).toBe('2020-08-13T11:20:14.000Z');
    expect(stalePlacement(await topPos(), date, 'ferris-gerbers.zip')?.kind).toBe('placement_older_than_board');
  });
});
