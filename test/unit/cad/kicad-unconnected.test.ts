import { describe, expect, it } from 'vitest';
import { checkBoard } from '#lambdas/cad/check-board.ts';

/** A minimal KiCad 8 board: two resistors whose pad 1s share net N1, joined by a track or not. */
function kicadBoard(withTrack: boolean): Uint8Array {
  const footprint = (ref: string, x: number) => `
  (footprint "Resistor_SMD:R_0805" (layer "F.Cu") (at ${x} 10)
    (property "Reference" "${ref}" (at 0 -1.5 0) (layer "F.SilkS"))
    (property "Value" "10k" (at 0 1.5 0) (layer "F.Fab"))
    (pad "1" smd roundrect (at -0.9 0) (size 1 1.4) (layers "F.Cu" "F.Paste" "F.Mask") (roundrect_rratio 0.25) (net 1 "N1"))
    (pad "2" smd roundrect (at 0.9 0) (size 1 1.4) (layers "F.Cu" "F.Paste" "F.Mask") (roundrect_rratio 0.25) (net ${ref === 'R1' ? 2 : 3} "${ref === 'R1' ? 'N2' : 'N3'}")))`;
  const text = `(kicad_pcb (version 20240108) (generator "pcbnew") (generator_version "8.0")
  (general (thickness 1.6))
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (36 "B.SilkS" user "B.Silkscreen") (37 "F.SilkS" user "F.Silkscreen") (38 "B.Mask" user) (39 "F.Mask" user) (44 "Edge.Cuts" user))
  (net 0 "") (net 1 "N1") (net 2 "N2") (net 3 "N3")
  ${footprint('R1', 10)}
  ${footprint('R2', 20)}
  ${withTrack ? ['9.1 10) (end 9.1 12', '9.1 12) (end 19.1 12', '19.1 12) (end 19.1 10'].map((s) => `(segment (start ${s}) (width 0.25) (layer "F.Cu") (net 1))`).join('\n') : ''}
  (gr_rect (start 0 0) (end 30 20) (stroke (width 0.1) (type default)) (fill none) (layer "Edge.Cuts"))
)`;
  return new TextEncoder().encode(text);
}

describe('unconnected nets (design files only)', () => {
  it('reports the pad left unconnected, at the pad', async () => {
    const { report } = await checkBoard({ name: 'open.kicad_pcb', bytes: kicadBoard(false) });
    expect(report.status).toBe('Complete');
    // Two parts to place and no fiducials: the assembly check says so too (docs/board-checks.md#fiducials).
    expect(report.findings.map((f) => f.check)).toEqual(['unconnected-net', 'fiducials-missing']);
    const f = report.findings[0]!;
    expect(f.message).toMatch(/Net N1 .*R[12]\.1 .*R[12]\.1/);
    expect([9.1, 19.1]).toContain(f.x);
    expect(f.y).toBe(-10);
  });

  it('is clean once routed, and reads components and size', async () => {
    const { report } = await checkBoard({ name: 'routed.kicad_pcb', bytes: kicadBoard(true) });
    expect(report.findings.map((f) => f.check)).toEqual(['fiducials-missing']);
    expect(report.metrics).toMatchObject({ widthMm: 30, heightMm: 20, copperLayers: 2, componentsTop: 2, smdPads: 4, netCount: 3 });
    expect(report.components).toEqual([
      { designator: 'R1', footprint: 'R_0805', value: '10k', side: 'top', x: 10, y: -10, rotation: 0 },
      { designator: 'R2', footprint: 'R_0805', value: '10k', side: 'top', x: 20, y: -10, rotation: 0 },
    ]);
  });
});
