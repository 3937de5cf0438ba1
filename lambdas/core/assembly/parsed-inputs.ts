import type { PlacementFile } from '#contracts/schemas/bom.ts';
import { MAX_BOARD_FILE_BYTES } from '#contracts/board-files.ts';
import {
  ParsedBoardSchema,
  ParsedBomSchema,
  ParsedPlacementSchema,
  type AssemblyFileRecord,
  type ParsedBoard,
} from '#contracts/schemas/stored-assembly.ts';
import type { TableRow } from '../bom/read-table.ts';
import type { BoardRecord } from '../db/boards.ts';
import { AppError } from '../errors.ts';
import { readStoredAssemblyFile } from './assembly-files.ts';
import type { AssemblyFiles } from './assembly-ports.ts';
import type { AssemblyReaders } from './assembly-readers.ts';
import { BOARD_INPUT, keep, readKept } from './kept-inputs.ts';

// Every assembly file is read once, where it arrives, and what the reader
// made of it is kept in the table as gzipped JSON (db/parsed-assembly-inputs.ts):
// a BOM's rows of cells, a placement file's placements, the board's
// components with their pads. The changes that bring no file (a mapping, a
// quantity, a placement file removed) read only these, so their functions
// bundle no reader and no S3 client. Files stored before these were kept
// are read again, and kept, by the backfill after a deploy
// (keep-unread-inputs.ts) or by a route that has the readers; until then the
// others answer 409 assembly_files_unread, retryable
// (docs/assembly.md#files-read-once).

/** Where a file arrives (assembly-arrivals.ts, the backfill): the bucket it arrived in and the readers. */
export type Arrivals = { files: AssemblyFiles; readers: AssemblyReaders };

export { BOARD_INPUT } from './kept-inputs.ts';

function arrivalsOf(arrivals: Arrivals | undefined): Arrivals {
  if (!arrivals) throw new AppError('assembly_files_unread');
  return arrivals;
}

/** A BOM that just arrived: read, kept, returned. */
export async function readNewBom(boardId: string, file: AssemblyFileRecord, bytes: Uint8Array, arrivals?: Arrivals): Promise<TableRow[]> {
  const rows = await arrivalsOf(arrivals).readers.bomRows({ name: file.fileName, bytes });
  await keep(boardId, file.fileId, { rows });
  return rows;
}

/** A placement file that just arrived: read, kept, returned. */
export async function readNewPlacement(
  boardId: string,
  file: AssemblyFileRecord,
  bytes: Uint8Array,
  arrivals?: Arrivals,
): Promise<PlacementFile> {
  const placement = await arrivalsOf(arrivals).readers.placement({ name: file.fileName, bytes });
  await keep(boardId, file.fileId, placement);
  return placement;
}

/** A stored BOM's rows as kept (read again and kept by a route with the readers). */
export async function keptBomRows(boardId: string, file: AssemblyFileRecord, arrivals?: Arrivals): Promise<TableRow[]> {
  const kept = await readKept(boardId, file.fileId, ParsedBomSchema);
  if (kept) return kept.rows;
  const { files } = arrivalsOf(arrivals);
  return readNewBom(boardId, file, await readStoredAssemblyFile(file, files), arrivals);
}

/** A stored placement file as kept (read again and kept by a route with the readers). */
export async function keptPlacement(boardId: string, file: AssemblyFileRecord, arrivals?: Arrivals): Promise<PlacementFile> {
  const kept = await readKept(boardId, file.fileId, ParsedPlacementSchema);
  if (kept) return kept;
  const { files } = arrivalsOf(arrivals);
  return readNewPlacement(boardId, file, await readStoredAssemblyFile(file, files), arrivals);
}

/** The board as the assembly reads it, kept per board (read from its upload and kept by a route with the readers). */
export async function keptBoard(board: BoardRecord, arrivals?: Arrivals): Promise<ParsedBoard> {
  const kept = await readKept(board.boardId, BOARD_INPUT, ParsedBoardSchema);
  if (kept?.uploadKey === board.uploadKey) return kept;
  const { files, readers } = arrivalsOf(arrivals);
  const { bytes } = await files.readObject(board.uploadKey, MAX_BOARD_FILE_BYTES);
  const parsed = readers.board({ name: board.fileName, bytes }, board.uploadKey, Boolean(board.components?.length));
  await keep(board.boardId, BOARD_INPUT, parsed);
  return parsed;
}
