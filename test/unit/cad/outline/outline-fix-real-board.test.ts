import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { SHARED_MISSING, hasSharedBoards, sharedBoards } from '../helpers.ts';

const RVPC = 'kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb';
/** The board's edge as drawn: one 31 × 50 mm rectangle on Edge.Cuts. */
const EDGE_RECT = '(gr_rect (start 130 70) (end 161 120)\n    (stroke (width 0.254) (type default)) (fill none) (layer "Edge.Cuts")';

/** The real board with its outline rewritten through `broken`, read and checked like an upload. */
async function checkBroken(broken: (edge: string) => string) {
  const text = readFileSync(path.join(sharedBoards, RVPC), 'utf8');
  expect(text).toContain(EDGE_RECT);
  const bytes = new TextEncoder().encode(text.replace(EDGE_RECT, broken(EDGE_RECT)));
  const { report } = await checkBoard({ name: 'RVPC_Rev_A.kicad_pcb', bytes });
  expect(report.status, report.reason ?? '').toBe('Complete');
  return report.findings.filter((f) => f.check.startsWith('outline'));
}

const line = (x1: number, y1: number, x2: number, y2: number) =>
  `(gr_line (start ${x1} ${y1}) (end ${x2} ${y2}) (stroke (width 0.1) (type default)) (layer "Edge.Cuts"))`;

describe.skipIf(!hasSharedBoards)('proposed outline fix on a real board made broken (Olimex RVPC)', () => {
  if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

  it('a 0.05 mm gap cut into the bottom edge: close it, with the ends in board coordinates (y up)', async () => {
    const [gap, ...rest] = await checkBroken(
      () =>
        `${line(130, 70, 161, 70)} ${line(161, 70, 161, 120)} ${line(160.95, 120, 130, 120)} ${line(130, 120, 130, 70)} (gr_text "x" (at 0 0) (layer "Dwgs.User")`,
    );
    expect(rest).toEqual([]);
    expect(gap).toMatchObject({ check: 'outline-gap', measured: 0.05, x: 161, y: -120 });
    expect(gap!.message).toContain('a 0.050 mm gap between (161.000, -120.000) and (160.950, -120.000)');
    expect(gap!.message).toContain('The dashed line on the render shows the fixed outline.');
    expect(gap!.proposal!.kind).toBe('close-gap');
    expect(gap!.proposal!.outline).toHaveLength(5);
    expect(gap!.proposal!.outline).toContainEqual([161, -120]);
  });

  it('the edge drawn on F.SilkS instead: use that rectangle', async () => {
    const [wrong, ...rest] = await checkBroken((edge) => edge.replace('"Edge.Cuts"', '"F.SilkS"'));
    expect(rest).toEqual([]);
    expect(wrong!.check).toBe('outline-wrong-layer');
    expect(wrong!.message).toContain('Use the 31 × 50 mm rectangle drawn on F.SilkS as the outline.');
    expect(wrong!.proposal!.outline).toHaveLength(4);
  });
});
