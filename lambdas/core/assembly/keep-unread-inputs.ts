import { scanBoardBoms, type BoardBomRecord } from '../db/assembly.ts';
import { getBoard, type BoardRecord } from '../db/boards.ts';
import { keptInputIds } from '../db/parsed-assembly-inputs.ts';
import type { KeepUnreadPorts } from './assembly-ports.ts';
import { assemblyReaders } from './assembly-readers.ts';
import { BOARD_INPUT, keptBoard, keptBomRows, keptPlacement, type Arrivals } from './parsed-inputs.ts';

// The backfill of kept inputs (data migration 0001,
// lambdas/migrations/0001-keep-assembly-inputs.ts): boards whose BOM or
// placement files were stored before the readers' results were kept have
// none, and the changes without readers (a mapping, a quantity, a removed
// placement file) refuse them. One call reads one bounded page of BOM
// records, and reads and keeps what is missing with the same readers and the
// same keeping as the upload routes (parsed-inputs.ts). Kept inputs are
// skipped, so a page done twice reads nothing the second time; one board's
// unreadable file is counted, not fatal.
// see docs/assembly.md#files-read-once

export type KeepUnreadCounts = {
  /** BOM records looked at. */
  boards: number;
  /** Boards with something missing that was read and kept. */
  backfilled: number;
  /** Inputs read (the board, the BOM, each placement file). */
  inputs: number;
  /** Boards whose missing inputs could not be read (each given to onFailure); they stay refused until the next upload. */
  failed: number;
};

/** The inputs the changes read for this BOM record: the board's, the BOM's, each placement file's. */
export function neededInputs(bom: BoardBomRecord): string[] {
  const files = [...(bom.bomFile ? [bom.bomFile.fileId] : []), ...bom.placementFiles.map((p) => p.fileId)];
  return files.length > 0 ? [BOARD_INPUT, ...files] : [];
}

/** One page of BOM records from `cursor` (null: the first); the next page's cursor is null after the last. */
export async function keepUnreadInputsPage(
  ports: KeepUnreadPorts,
  cursor: string | null,
): Promise<{ cursor: string | null; counts: KeepUnreadCounts }> {
  const arrivals: Arrivals = { files: ports.files, readers: assemblyReaders };
  const counts: KeepUnreadCounts = { boards: 0, backfilled: 0, inputs: 0, failed: 0 };
  const page = await scanBoardBoms(cursor);
  for (const bom of page.records) {
    counts.boards += 1;
    try {
      const needed = neededInputs(bom);
      if (needed.length === 0) continue;
      const kept = await keptInputIds(bom.boardId);
      const missing = needed.filter((input) => !kept.has(input));
      if (missing.length === 0) continue;
      const board = await getBoard(bom.boardId);
      if (!board) continue;
      await keepMissing(arrivals, board, bom, missing);
      counts.backfilled += 1;
      counts.inputs += missing.length;
    } catch (error) {
      counts.failed += 1;
      ports.onFailure(bom.boardId, error);
    }
  }
  return { cursor: page.cursor, counts };
}

/** Reads and keeps the missing inputs as the upload routes do: the board first, then the BOM, then each placement file. */
async function keepMissing(arrivals: Arrivals, board: BoardRecord, bom: BoardBomRecord, missing: readonly string[]): Promise<void> {
  const wanted = new Set(missing);
  if (wanted.has(BOARD_INPUT)) await keptBoard(board, arrivals);
  if (bom.bomFile && wanted.has(bom.bomFile.fileId)) await keptBomRows(board.boardId, bom.bomFile, arrivals);
  for (const file of bom.placementFiles) if (wanted.has(file.fileId)) await keptPlacement(board.boardId, file, arrivals);
}
