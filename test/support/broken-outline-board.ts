import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');

/**
 * The real Olimex RVPC rev A KiCad board with a 2 mm gap cut into its bottom edge: its outline finding proposes
 * closing the gap (docs/board-checks.md#outline-fix).
 */
export function rvpcWithOutlineGap(): Buffer {
  const edge = '(gr_rect (start 130 70) (end 161 120)\n    (stroke (width 0.254) (type default)) (fill none) (layer "Edge.Cuts")';
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `(gr_line (start ${x1} ${y1}) (end ${x2} ${y2}) (stroke (width 0.1) (type default)) (layer "Edge.Cuts"))`;
  const text = readFileSync(path.join(fixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'), 'utf8');
  expect(text).toContain(edge);
  return Buffer.from(
    text.replace(
      edge,
      `${line(130, 70, 161, 70)} ${line(161, 70, 161, 120)} ${line(159, 120, 130, 120)} ${line(130, 120, 130, 70)} (gr_text "x" (at 0 0) (layer "Dwgs.User")`,
    ),
  );
}
