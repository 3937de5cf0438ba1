import { boardSize } from '../metrics.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';

export const checkBoardSize: Check = ({ board, rules }, found) => {
  const size = boardSize(board);
  if (!size) return;
  const { widthMm, heightMm, box } = size;
  const limits = rules.boardSizeMm;
  const long = Math.max(widthMm, heightMm);
  const short = Math.min(widthMm, heightMm);
  const at = { x: box[0], y: box[1], layer: 'outline' };
  if (widthMm < limits.minWidth || heightMm < limits.minHeight) {
    found.add(
      finding({
        check: 'board-size',
        severity: 'Error',
        measured: short,
        limit: Math.min(limits.minWidth, limits.minHeight),
        ...at,
        message: `The board is ${widthMm.toFixed(1)} × ${heightMm.toFixed(1)} mm; the smallest we make is ${limits.minWidth} × ${limits.minHeight} mm. Panelise small boards together.`,
      }),
    );
  }
  if (long > limits.maxLongSide) {
    found.add(
      finding({
        check: 'board-size',
        severity: 'Error',
        measured: long,
        limit: limits.maxLongSide,
        ...at,
        message: `The board is ${long.toFixed(1)} mm long; the largest we make is ${limits.maxLongSide} mm on the long side.`,
      }),
    );
  } else if (short > limits.maxShortSide) {
    found.add(
      finding({
        check: 'board-size',
        severity: 'Error',
        measured: short,
        limit: limits.maxShortSide,
        ...at,
        message: `The board is ${short.toFixed(1)} mm wide; the largest we make is ${limits.maxShortSide} mm on the short side.`,
      }),
    );
  }
};
