import type { BoardFacts } from '#contracts/schemas/revision-diff.ts';
import { BOARD_FACT_CHANGES } from '#contracts/schemas/revision-diff.ts';
import { copperLayers, type BoardModel } from '../board-model.ts';
import { boardArea, boardSize } from '../metrics.ts';
import { POSITION_TOLERANCE_MM } from './tolerances.ts';

// Size, layer count and outline of each revision, and which of them changed,
// with both numbers. see docs/revisions.md#the-diff

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The layers a revision has: copper always, other layers when they draw something (as the report's layer count). */
function layerNames(board: BoardModel): string[] {
  return board.layers.filter((l) => l.kind === 'copper' || l.primitives.length > 0).map((l) => l.name);
}

export function boardFacts(board: BoardModel): BoardFacts {
  const size = boardSize(board);
  const widthMm = size?.widthMm ?? 0;
  const heightMm = size?.heightMm ?? 0;
  return {
    widthMm: round3(widthMm),
    heightMm: round3(heightMm),
    areaMm2: round3(boardArea(board, widthMm * heightMm)),
    copperLayers: copperLayers(board).length,
    outlineLoops: board.outline.loops.length,
    layers: layerNames(board),
  };
}

export function diffBoardFacts(before: BoardModel, after: BoardModel) {
  const was = boardFacts(before);
  const now = boardFacts(after);
  // Every edge moved by the tolerance changes the area by about the perimeter times the tolerance.
  const areaTolerance = 2 * (now.widthMm + now.heightMm) * POSITION_TOLERANCE_MM;
  const changes = BOARD_FACT_CHANGES.filter((fact) => {
    const tolerance = fact === 'areaMm2' ? areaTolerance : fact === 'widthMm' || fact === 'heightMm' ? POSITION_TOLERANCE_MM : 0;
    return Math.abs(was[fact] - now[fact]) > tolerance + 1e-9;
  }).map((fact) => ({ fact, before: was[fact], after: now[fact] }));
  return {
    before: was,
    after: now,
    changes,
    layersAdded: now.layers.filter((l) => !was.layers.includes(l)),
    layersRemoved: was.layers.filter((l) => !now.layers.includes(l)),
  };
}
