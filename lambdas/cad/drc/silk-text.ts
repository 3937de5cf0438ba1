import type { Check } from './check-context.ts';
import { finding, mm, TOLERANCE_MM } from './check-context.ts';
import type { Keeping } from './kept-findings.ts';

const KEEPING: Keeping = { worst: 'smallest', placeMm: 0.5 };

/** `"R12"`, cut to a readable length for the message. */
function quoted(text: string): string {
  return text.length > 24 ? `"${text.slice(0, 23)}…"` : `"${text}"`;
}

/**
 * Silkscreen text lower than the screen can print legibly, or drawn with a
 * pen thinner than it can print, blurs into a blot or breaks up. Design files
 * only: they keep each text's size (a Gerber has only its strokes).
 * docs/board-checks.md#silkscreen-text
 */
export const checkSilkText: Check = ({ board, rules }, found) => {
  const minHeight = rules.minSilkTextHeightMm;
  const minStroke = rules.minSilkTextStrokeMm;
  for (const text of board.silkText ?? []) {
    const where = { x: text.x, y: text.y, layer: text.layer };
    if (text.heightMm < minHeight - TOLERANCE_MM)
      found.add(
        finding({
          check: 'silk-text-height',
          severity: 'Warning',
          measured: mm(text.heightMm),
          limit: minHeight,
          ...where,
          message: `Silkscreen text ${quoted(text.text)} is ${mm(text.heightMm)} mm high; below ${minHeight} mm it prints as a blur. Make it at least ${minHeight} mm high, or remove it.`,
        }),
        KEEPING,
      );
    if (text.strokeMm < minStroke - TOLERANCE_MM)
      found.add(
        finding({
          check: 'silk-text-stroke',
          severity: 'Warning',
          measured: mm(text.strokeMm),
          limit: minStroke,
          ...where,
          message: `Silkscreen text ${quoted(text.text)} is drawn with a ${mm(text.strokeMm)} mm pen; below ${minStroke} mm the letters break up. Give it a thicker line (or a bold font).`,
        }),
        KEEPING,
      );
  }
};
