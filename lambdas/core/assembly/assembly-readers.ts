import type { PlacementFile } from '#contracts/schemas/bom.ts';
import type { ParsedBoard } from '#contracts/schemas/stored-assembly.ts';
import { readDesignFile } from '#lambdas/cad/read-design-file.ts';
import { boardFileDate } from '../bom/board-file-date.ts';
import { readPlacement, UnreadablePlacementError } from '../bom/read-placement.ts';
import type { TableRow } from '../bom/read-table.ts';
import { readTable, UnreadableTableError } from '../bom/read-table.ts';
import { AppError } from '../errors.ts';

// The file readers of the assembly: spreadsheets and CSV (SheetJS, imported
// when a workbook arrives, and csv-parse), placement files, and the KiCad and Eagle boards. Imported only
// where a file arrives (assembly-arrivals.ts: a new BOM, a placement file
// added) and by the backfill; what they read is kept (parsed-inputs.ts), so
// the other changes never bundle a reader (docs/performance.md#lambda-bundles).
// Unreadable customer files are 400s with the reader's reason.

export type AssemblyFile = { name: string; bytes: Uint8Array };

export type AssemblyReaders = {
  bomRows(file: AssemblyFile): Promise<TableRow[]>;
  placement(file: AssemblyFile): Promise<PlacementFile>;
  /** The board upload: its components with their pads for KiCad and Eagle boards (none for Gerbers), and its files' date. */
  board(file: AssemblyFile, uploadKey: string, hasComponents: boolean): ParsedBoard;
};

async function bomRows(file: AssemblyFile): Promise<TableRow[]> {
  try {
    return await readTable(file);
  } catch (error) {
    if (error instanceof UnreadableTableError) throw new AppError('bom_unreadable', error.reason);
    throw error;
  }
}

async function placement(file: AssemblyFile): Promise<PlacementFile> {
  try {
    return await readPlacement(file);
  } catch (error) {
    if (error instanceof UnreadablePlacementError) throw new AppError('placement_unreadable', error.reason);
    throw error;
  }
}

function board(file: AssemblyFile, uploadKey: string, hasComponents: boolean): ParsedBoard {
  const date = boardFileDate(file);
  // Gerbers carry no components: the BOM and the placement files give the rows.
  if (!hasComponents) return { uploadKey, name: file.name, date, components: [] };
  const model = readDesignFile(file);
  return { uploadKey, name: model.fileName, date, components: model.components };
}

export const assemblyReaders: AssemblyReaders = { bomRows, placement, board };
