import { describe, expect, it } from 'vitest';
import type { Point } from '#lambdas/cad/board-model.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { readEagle } from '#lambdas/cad/eagle/read-eagle.ts';
import { readKicad } from '#lambdas/cad/kicad/read-kicad.ts';
import { component, handMadeBoard } from './hand-made-board.ts';

const rect = (x1: number, y1: number, x2: number, y2: number): Point[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
];

/** A placed part with one pad at its centre and the given courtyard rings. */
function part(designator: string, x: number, y: number, rings: Point[][], side: 'top' | 'bottom' = 'top') {
  return component(designator, x, y, {
    side,
    pads: [{ name: '1', x, y, mount: 'smd' }],
    courtyard: { rings, from: 'courtyard' },
  });
}

const findingsOf = (board: ReturnType<typeof handMadeBoard>, check: string) =>
  checkBoardModel(board).findings.filter((f) => f.check === check);

describe('courtyards as the readers keep them', () => {
  const kicad = `(kicad_pcb (version 20240108) (generator "pcbnew")
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (44 "Edge.Cuts" user) (47 "F.CrtYd" user "F.Courtyard") (49 "F.Fab" user))
  (net 0 "")
  (footprint "R:R_0805" (layer "F.Cu") (at 10 10 90)
    (property "Reference" "R1" (at 0 0 0) (layer "F.SilkS"))
    (pad "1" smd rect (at -0.9 0 90) (size 1 1.4) (layers "F.Cu"))
    (pad "2" smd rect (at 0.9 0 90) (size 1 1.4) (layers "F.Cu"))
    (fp_rect (start -1.7 -1) (end 1.7 1) (stroke (width 0.05) (type solid)) (fill none) (layer "F.CrtYd")))
  (footprint "C:C_0805" (layer "F.Cu") (at 20 10)
    (property "Reference" "C1" (at 0 0 0) (layer "F.SilkS"))
    (pad "1" smd rect (at -0.9 0) (size 1 1.4) (layers "F.Cu"))
    (pad "2" smd rect (at 0.9 0) (size 1 1.4) (layers "F.Cu"))
    (fp_line (start -1 -0.6) (end 1 -0.6) (stroke (width 0.1) (type solid)) (layer "F.Fab")))
  (footprint "Fiducial:Fiducial_1mm" (layer "F.Cu") (at 25 5) (attr smd exclude_from_pos_files exclude_from_bom)
    (property "Reference" "FID1" (at 0 0 0) (layer "F.SilkS"))
    (pad "" smd circle (at 0 0) (size 1 1) (layers "F.Cu")))
  (gr_rect (start 0 0) (end 30 20) (stroke (width 0.1) (type default)) (fill none) (layer "Edge.Cuts"))
)`;

  it('KiCad: the drawn courtyard, turned with the footprint; lacking one, the box of pads and fab outline', () => {
    const board = readKicad('c.kicad_pcb', kicad);
    const [r1, c1, fid] = board.components;
    expect(r1!.courtyard!.from).toBe('courtyard');
    const xs = r1!.courtyard!.rings[0]!.map(([x]) => x);
    const ys = r1!.courtyard!.rings[0]!.map(([, y]) => y);
    // Turned 90°: 2 mm wide, 3.4 mm tall, about (10, -10).
    expect(Math.min(...xs)).toBeCloseTo(9, 6);
    expect(Math.max(...xs)).toBeCloseTo(11, 6);
    expect(Math.min(...ys)).toBeCloseTo(-11.7, 6);
    expect(Math.max(...ys)).toBeCloseTo(-8.3, 6);
    expect(c1!.courtyard!.from).toBe('outline');
    const cx = c1!.courtyard!.rings[0]!.map(([x]) => x);
    expect(Math.min(...cx)).toBeCloseTo(18.6, 6);
    expect(Math.max(...cx)).toBeCloseTo(21.4, 6);
    expect(fid!.boardOnly).toBe(true);
  });

  it('Eagle: the tKeepout drawing as the courtyard, pads and tDocu otherwise; package holes belong to their part', () => {
    const eagle = `<?xml version="1.0"?><eagle version="9.6.2"><drawing><layers><layer number="1" name="Top"/></layers><board>
<plain><wire x1="0" y1="0" x2="30" y2="0" width="0" layer="20"/><wire x1="30" y1="0" x2="30" y2="20" width="0" layer="20"/><wire x1="30" y1="20" x2="0" y2="20" width="0" layer="20"/><wire x1="0" y1="20" x2="0" y2="0" width="0" layer="20"/></plain>
<libraries><library name="lib"><packages>
<package name="KEEP"><smd name="1" x="-1" y="0" dx="1" dy="1" layer="1"/><smd name="2" x="1" y="0" dx="1" dy="1" layer="1"/>
<wire x1="-2" y1="-1" x2="2" y2="-1" width="0.05" layer="39"/><wire x1="2" y1="-1" x2="2" y2="1" width="0.05" layer="39"/><wire x1="2" y1="1" x2="-2" y2="1" width="0.05" layer="39"/><wire x1="-2" y1="1" x2="-2" y2="-1" width="0.05" layer="39"/></package>
<package name="DOCU"><pad name="1" x="0" y="0" drill="0.8" diameter="1.6"/><hole x="3" y="0" drill="1"/><wire x1="-1" y1="-2" x2="4" y2="-2" width="0.1" layer="51"/></package>
</packages></library></libraries>
<elements><element name="U1" library="lib" package="KEEP" value="x" x="10" y="10" rot="R90"/><element name="J1" library="lib" package="DOCU" value="y" x="20" y="10"/></elements>
<signals/></board></drawing></eagle>`;
    const board = readEagle('e.brd', new TextEncoder().encode(eagle));
    const [u1, j1] = board.components;
    expect(u1!.courtyard!.from).toBe('courtyard');
    const ys = u1!.courtyard!.rings[0]!.map(([, y]) => y);
    expect(Math.min(...ys)).toBeCloseTo(8, 6);
    expect(Math.max(...ys)).toBeCloseTo(12, 6);
    expect(j1!.courtyard!.from).toBe('outline');
    const xs = j1!.courtyard!.rings[0]!.map(([x]) => x);
    expect(Math.min(...xs)).toBeCloseTo(19, 6);
    expect(Math.max(...xs)).toBeCloseTo(24, 6);
    expect(board.drills.map((d) => d.part)).toEqual(['J1', 'J1']);
  });
});

describe('courtyard-overlap', () => {
  it('reports two parts on one side overlapping, with the depth, between them', () => {
    const board = handMadeBoard();
    board.components.push(part('R1', 10, 10, [rect(9, 9, 11, 11)]), part('R2', 12, 10, [rect(10.6, 9.5, 13, 10.5)]));
    const [f, ...rest] = findingsOf(board, 'courtyard-overlap');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'Warning', limit: 0, x: 10.8, y: 10, layer: 'top-courtyard' });
    expect(f!.measured).toBeCloseTo(0.4, 6);
    expect(f!.message).toContain('R1 and R2');
  });

  it('lets courtyards touch, and parts on opposite sides overlap', () => {
    const board = handMadeBoard();
    board.components.push(
      part('R1', 10, 10, [rect(9, 9, 11, 11)]),
      part('R2', 12, 10, [rect(11, 9, 13, 11)]),
      part('R3', 10, 10, [rect(9, 9, 11, 11)], 'bottom'),
    );
    expect(findingsOf(board, 'courtyard-overlap')).toEqual([]);
  });

  it('does not take a part in the notch of an L-shaped courtyard as an overlap', () => {
    const board = handMadeBoard();
    const ell: Point[] = [
      [5, 5],
      [15, 5],
      [15, 7],
      [7, 7],
      [7, 15],
      [5, 15],
    ];
    board.components.push(part('J1', 6, 6, [ell]), part('C1', 10, 10, [rect(9, 9, 11, 11)]));
    expect(findingsOf(board, 'courtyard-overlap')).toEqual([]);
  });

  it('leaves fiducials, mounting holes and do-not-populate parts out', () => {
    const board = handMadeBoard();
    board.components.push(
      part('R1', 10, 10, [rect(9, 9, 11, 11)]),
      { ...part('FID1', 10, 10, [rect(9, 9, 11, 11)]), footprint: 'Fiducial_1mm' },
      { ...part('H1', 10, 10, [rect(9, 9, 11, 11)]), footprint: 'MountingHole_3.2mm' },
      { ...part('R2', 10, 10, [rect(9, 9, 11, 11)]), dnp: true },
    );
    expect(findingsOf(board, 'courtyard-overlap')).toEqual([]);
  });
});

describe('part-over-hole and part-off-board', () => {
  it('reports an unplated hole and another part’s pin under a part, not its own pin or a via', () => {
    const board = handMadeBoard();
    board.components.push(part('U1', 10, 10, [rect(8, 8, 12, 12)]));
    board.drills.push(
      { x: 9, y: 9, diameter: 1, plated: false },
      { x: 11, y: 11, diameter: 0.8, plated: true, part: 'J2' },
      { x: 10, y: 10, diameter: 0.8, plated: true, part: 'U1' },
      { x: 11, y: 9, diameter: 0.3, plated: true },
    );
    const found = findingsOf(board, 'part-over-hole');
    expect(found.map((f) => [f.x, f.y])).toEqual([
      [9, 9],
      [11, 11],
    ]);
    expect(found[0]!.message).toContain('U1 sits over a mounting hole (1.00 mm)');
    expect(found[0]!.measured).toBe(1);
    expect(found[1]!.message).toContain('a hole of J2');
  });

  it('reports a courtyard past the board edge by how far, and nothing for a part inside', () => {
    const board = handMadeBoard(30, 20);
    board.components.push(part('J1', 29, 10, [rect(27, 8, 31.5, 12)]), part('C1', 15, 10, [rect(14, 9, 16, 11)]));
    const [f, ...rest] = findingsOf(board, 'part-off-board');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'Warning', measured: 1.5, limit: 0, layer: 'top-courtyard' });
    expect(f!.message).toContain('J1 reaches 1.50 mm past the board edge');
  });
});
