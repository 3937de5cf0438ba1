import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { MAX_FINDINGS_PER_CHECK } from '#lambdas/cad/drc/kept-findings.ts';
import { readEagle } from '#lambdas/cad/eagle/read-eagle.ts';
import { readKicad } from '#lambdas/cad/kicad/read-kicad.ts';
import { TEN_TIMES_REAL, gridPanel } from './generated-board.ts';

const findingsOf = (board: Parameters<typeof checkBoardModel>[0], check: string) =>
  checkBoardModel(board).findings.filter((f) => f.check === check);

const OUTLINE = `(gr_rect (start 0 0) (end 40 30) (stroke (width 0.1) (type solid)) (layer "Edge.Cuts"))`;

/** A KiCad 8 board: a footprint whose reference is 0.6 mm high, a hidden value, and board text in the given font. */
function kicad8(boardFont: string): string {
  return `(kicad_pcb (version 20240108) (generator "pcbnew")
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (36 "B.SilkS" user "B.Silkscreen") (37 "F.SilkS" user "F.Silkscreen") (44 "Edge.Cuts" user))
  (net 0 "")
  ${OUTLINE}
  (footprint "R:R_0402" (layer "F.Cu") (at 10 10 90)
    (property "Reference" "R1" (at 0 -1 90) (layer "F.SilkS") (effects (font (size 0.6 0.6) (thickness 0.1))))
    (property "Value" "10k" (at 0 1 90) (layer "F.SilkS") (hide yes) (effects (font (size 0.3 0.3) (thickness 0.05))))
    (property "Footprint" "R:R_0402" (at 0 0 0) (layer "F.Fab") (hide yes) (effects (font (size 0.3 0.3))))
    (pad "1" smd rect (at -0.5 0 90) (size 0.5 0.5) (layers "F.Cu")))
  (gr_text "LOGO" (at 20 15 0) (layer "B.SilkS") (effects (font ${boardFont}) (justify mirror))))`;
}

describe('silk-text (docs/board-checks.md#silkscreen-text)', () => {
  it('keeps KiCad 8 text sizes, skips hidden and non-silk text, and reports text below the height or stroke', () => {
    const board = readKicad('t.kicad_pcb', kicad8('(size 1.5 1.5) (thickness 0.1)'));
    expect(board.silkText?.map((t) => [t.text, t.layer, t.heightMm, t.strokeMm])).toEqual([
      ['R1', 'top-silk', 0.6, 0.1],
      ['LOGO', 'bottom-silk', 1.5, 0.1],
    ]);
    // The reference sits 1 mm off the footprint's centre, turned with it: KiCad's (0, -1) at 90° is board (9, -10).
    expect(board.silkText![0]).toMatchObject({ x: expect.closeTo(9, 6), y: expect.closeTo(-10, 6) });
    const height = findingsOf(board, 'silk-text-height');
    expect(height).toHaveLength(1);
    expect(height[0]).toMatchObject({ severity: 'Warning', measured: 0.6, limit: capabilities.minSilkTextHeightMm, layer: 'top-silk' });
    expect(height[0]!.message).toContain('"R1" is 0.6 mm high');
    const stroke = findingsOf(board, 'silk-text-stroke');
    expect(stroke.map((f) => f.message.slice(0, 22))).toEqual(['Silkscreen text "R1" i', 'Silkscreen text "LOGO"']);
    expect(stroke.every((f) => f.measured === 0.1 && f.limit === capabilities.minSilkTextStrokeMm)).toBe(true);
  });

  it('takes KiCad’s own pen where a font gives no thickness: an eighth of the height, a fifth when bold', () => {
    const plain = readKicad('t.kicad_pcb', kicad8('(size 1.6 1.6)')).silkText!.find((t) => t.text === 'LOGO')!;
    const bold = readKicad('t.kicad_pcb', kicad8('(size 1.6 1.6) (bold yes)')).silkText!.find((t) => t.text === 'LOGO')!;
    expect(plain.strokeMm).toBeCloseTo(0.2, 9);
    expect(bold.strokeMm).toBeCloseTo(0.32, 9);
  });

  it('reads KiCad 5 fp_text with a `hide` atom and a bold atom', () => {
    const board = readKicad(
      'k5.kicad_pcb',
      `(kicad_pcb (version 20171130) (host pcbnew 5.1.6)
  (layers (0 F.Cu signal) (31 B.Cu signal) (37 F.SilkS user) (44 Edge.Cuts user))
  (gr_line (start 0 0) (end 40 0) (layer Edge.Cuts) (width 0.1))
  (module R:R_0805 (layer F.Cu) (at 10 10)
    (fp_text reference R2 (at 0 -1.5) (layer F.SilkS) (effects (font (size 1 1) (thickness 0.15))))
    (fp_text value 1k (at 0 1.5) (layer F.SilkS) hide (effects (font (size 0.5 0.5) (thickness 0.05))))
    (fp_text user TINY (at 0 0) (layer F.SilkS) (effects (font (size 0.5 0.5) bold))))
  (gr_text NOTE (at 5 5) (layer F.SilkS) (effects (font (size 1 1) (thickness 0.15)))))`,
    );
    expect(board.silkText?.map((t) => [t.text, t.heightMm, t.strokeMm])).toEqual([
      ['R2', 1, 0.15],
      ['TINY', 0.5, 0.1],
      ['NOTE', 1, 0.15],
    ]);
    expect(findingsOf(board, 'silk-text-height').map((f) => f.measured)).toEqual([0.5]);
    expect(findingsOf(board, 'silk-text-stroke').map((f) => f.measured)).toEqual([0.1]);
  });

  it('keeps Eagle text size and ratio on the silk layers, mirrored parts’ text on the bottom, placeholders skipped', () => {
    const eagle = `<?xml version="1.0"?><eagle version="9.6.2"><drawing><layers><layer number="1" name="Top"/></layers><board>
<plain>
<wire x1="0" y1="0" x2="40" y2="0" width="0" layer="20"/><wire x1="40" y1="0" x2="40" y2="30" width="0" layer="20"/>
<wire x1="40" y1="30" x2="0" y2="30" width="0" layer="20"/><wire x1="0" y1="30" x2="0" y2="0" width="0" layer="20"/>
<text x="5" y="5" size="0.6" layer="21" ratio="15">small</text>
<text x="5" y="10" size="1.5" layer="21">fine</text>
<text x="5" y="15" size="0.5" layer="51">docu only</text>
</plain>
<libraries><library name="lib"><packages><package name="P">
<smd name="1" x="0" y="0" dx="1" dy="1" layer="1"/>
<text x="0" y="1" size="1.2" layer="21" ratio="10">Q</text>
<text x="0" y="-1" size="0.5" layer="25">&gt;NAME</text>
</package></packages></library></libraries>
<elements><element name="U1" library="lib" package="P" value="" x="20" y="20" rot="MR0"/></elements>
<signals/></board></drawing></eagle>`;
    const board = readEagle('e.brd', new TextEncoder().encode(eagle));
    expect(board.silkText?.map((t) => [t.text, t.layer, t.heightMm, t.strokeMm])).toEqual([
      ['small', 'top-silk', 0.6, expect.closeTo(0.09, 9)],
      ['fine', 'top-silk', 1.5, expect.closeTo(0.12, 9)],
      ['Q', 'bottom-silk', 1.2, expect.closeTo(0.12, 9)],
    ]);
    expect(findingsOf(board, 'silk-text-height').map((f) => f.message)).toEqual([expect.stringContaining('"small" is 0.6 mm high')]);
    expect(findingsOf(board, 'silk-text-stroke').map((f) => f.measured)).toEqual([0.09, 0.12, 0.12]);
  });

  it(`is bounded: ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} small texts, the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const { board, at } = gridPanel(count);
    board.silkText = [];
    for (let i = 0; i < count; i++) {
      const [x, y] = at(i);
      board.silkText.push({ text: `T${i}`, x, y, heightMm: i >= count - 50 ? 0.3 : 0.7, strokeMm: 0.15, layer: 'top-silk' });
    }
    const report = checkBoardModel(board);
    const listed = report.findings.filter((f) => f.check === 'silk-text-height');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 0.3)).toBe(true);
    expect(report.notes).toContain(
      `silk-text-height: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 0.3 mm).`,
    );
    expect(report.findings.some((f) => f.check === 'silk-text-stroke')).toBe(false);
  });
});
