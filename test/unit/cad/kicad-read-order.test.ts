import { describe, expect, it } from 'vitest';
import { checkBoard } from '#lambdas/cad/check-board.ts';

// The KiCad reader reads a board's items as the parser meets them (docs/board-limits.md#reading-a-kicad-file):
// the layers and nets come first in every file KiCad writes, and a file with them after the items must read the same.

const HEADER = `(general (thickness 1.6))
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (37 "F.SilkS" user "F.Silkscreen") (39 "F.Mask" user) (44 "Edge.Cuts" user))
  (net 0 "") (net 1 "N1") (net 2 "N2")`;

/** Two pads of net 1 joined by tracks that name their net by number only (as KiCad 6 writes them), a pad of net 2 beside the route. */
const ITEMS = `(footprint "R_0805" (layer "F.Cu") (at 10 10)
    (fp_text reference "R1" (at 0 -1.5) (layer "F.SilkS"))
    (pad "1" smd rect (at -0.9 0) (size 1 1.4) (layers "F.Cu" "F.Mask") (net 1 "N1"))
    (pad "2" smd rect (at 0.9 0) (size 1 1.4) (layers "F.Cu" "F.Mask") (net 2 "N2")))
  (footprint "R_0805" (layer "F.Cu") (at 20 10)
    (fp_text reference "R2" (at 0 -1.5) (layer "F.SilkS"))
    (pad "1" smd rect (at -0.9 0) (size 1 1.4) (layers "F.Cu" "F.Mask") (net 1 "N1"))
    (pad "2" smd rect (at 0.9 0) (size 1 1.4) (layers "F.Cu" "F.Mask") (net 2 "N2")))
  (segment (start 9.1 10) (end 9.1 12) (width 0.25) (layer "F.Cu") (net 1))
  (segment (start 9.1 12) (end 19.1 12) (width 0.25) (layer "F.Cu") (net 1))
  (segment (start 19.1 12) (end 19.1 10) (width 0.25) (layer "F.Cu") (net 1))
  (segment (start 10.9 10) (end 10.9 11.7) (width 0.25) (layer "F.Cu") (net 2))
  (gr_rect (start 0 0) (end 30 20) (layer "Edge.Cuts") (width 0.1))`;

async function reportOf(text: string) {
  const { report } = await checkBoard({ name: 'order.kicad_pcb', bytes: new TextEncoder().encode(text) });
  return report;
}

describe('reading a KiCad file item by item', () => {
  it('reads layers and nets written after the items as it reads them written first', async () => {
    const first = await reportOf(`(kicad_pcb (version 20211014) (generator pcbnew)\n  ${HEADER}\n  ${ITEMS}\n)`);
    const after = await reportOf(`(kicad_pcb (version 20211014) (generator pcbnew)\n  ${ITEMS}\n  ${HEADER}\n)`);
    expect(first.status).toBe('Complete');
    expect(first.metrics).toMatchObject({ copperLayers: 2, netCount: 2, widthMm: 30, heightMm: 20 });
    // The net-2 track comes within 0.3 mm of the net-1 track: a clearance finding between named nets.
    const clearance = first.findings.find((f) => f.check === 'copper-clearance');
    expect(clearance?.message).toMatch(/N1/);
    expect(clearance?.message).toMatch(/N2/);
    expect(after).toEqual(first);
  });

  it('says a file cut short is incomplete, though its first items were read', async () => {
    const report = await reportOf(`(kicad_pcb (version 20211014) (generator pcbnew)\n  ${HEADER}\n  ${ITEMS.slice(0, 400)}`);
    expect(report.status).toBe('Cannot process');
    expect(report.reason).toMatch(/incomplete/);
  });
});
