import type { ColumnMapping, PlacementFile } from '#contracts/schemas/bom.ts';
import { MAX_BOARD_FILE_BYTES } from '#contracts/schemas/boards.ts';
import type { Component } from '#lambdas/cad/board-model.ts';
import { maxOf } from '#lambdas/cad/geometry/arrays.ts';
import { readDesignFile } from '#lambdas/cad/read-design-file.ts';
import { boardFileDate } from '../bom/board-file-date.ts';
import type { BomReading } from '../bom/read-bom.ts';
import { readBomRows } from '../bom/read-bom.ts';
import { readPlacement, UnreadablePlacementError } from '../bom/read-placement.ts';
import type { TableRow } from '../bom/read-table.ts';
import { readTable, UnreadableTableError } from '../bom/read-table.ts';
import type { BoardFiles } from '../boards/board-ports.ts';
import type { BoardRecord } from '../db/boards.ts';
import { AppError } from '../errors.ts';

// What a recomputation reads: the board's own upload (components with their
// pads for KiCad and Eagle boards, and the date the files were written, to
// spot placement files older than the board), the BOM file with the mapping
// in force, and the placement files. Unreadable customer files are 400s with
// the reader's reason.

export type BoardForAssembly = { name: string; components: Component[]; date: string | null };

/** How many rows and columns of the BOM the column-mapping step shows, and how much of each cell. */
const PREVIEW_ROWS = 8;
const PREVIEW_COLUMNS = 20;
const PREVIEW_CELL = 60;
/** Skipped rows kept for the screen. */
const SKIPPED_KEPT = 50;

export async function readBoardForAssembly(board: BoardRecord, files: Pick<BoardFiles, 'readObject'>): Promise<BoardForAssembly> {
  const { bytes } = await files.readObject(board.uploadKey, MAX_BOARD_FILE_BYTES);
  const file = { name: board.fileName, bytes };
  const date = boardFileDate(file);
  // Gerbers carry no components: the BOM and the placement files give the rows.
  // Only design files do, so only their readers are bundled here.
  if (!board.components?.length) return { name: board.fileName, components: [], date };
  const model = readDesignFile(file);
  return { name: model.fileName, components: model.components, date };
}

export function bomRows(name: string, bytes: Uint8Array): TableRow[] {
  try {
    return readTable({ name, bytes });
  } catch (error) {
    if (error instanceof UnreadableTableError) throw new AppError('bad_request', 'bom_unreadable', error.reason);
    throw error;
  }
}

/** A mapping the customer sent must name a designator column and only columns the file has. */
export function checkMapping(rows: readonly TableRow[], mapping: ColumnMapping): void {
  const width = Math.max(0, maxOf(rows.map((r) => r.cells.length)));
  const problems: string[] = [];
  if (mapping.header_row >= rows.length)
    problems.push(`The file has ${rows.length} rows: the header cannot be row ${mapping.header_row + 1}.`);
  if (mapping.columns.designator === undefined) problems.push('Choose the column that holds the designators.');
  for (const [role, column] of Object.entries(mapping.columns))
    if (column >= width) problems.push(`The ${role} column ${column + 1} is past the file’s ${width} columns.`);
  if (problems.length) throw new AppError('bad_request', 'invalid_mapping', problems.join(' '), { mapping: problems });
}

export function readBomLines(rows: readonly TableRow[], mapping: ColumnMapping | null, boardDesignators: ReadonlySet<string>): BomReading {
  return readBomRows(rows, { mapping: mapping ?? undefined, boardDesignators });
}

export function bomPreview(rows: readonly TableRow[]): string[][] {
  return rows
    .slice(0, PREVIEW_ROWS)
    .map((r) => r.cells.slice(0, PREVIEW_COLUMNS).map((c) => (c.length > PREVIEW_CELL ? `${c.slice(0, PREVIEW_CELL - 1)}…` : c)));
}

export function keptSkipped(reading: BomReading): { row: number; reason: string }[] {
  return reading.skipped.slice(0, SKIPPED_KEPT);
}

export function parsePlacement(name: string, bytes: Uint8Array): PlacementFile {
  try {
    return readPlacement({ name, bytes });
  } catch (error) {
    if (error instanceof UnreadablePlacementError) throw new AppError('bad_request', 'placement_unreadable', error.reason);
    throw error;
  }
}
