import type { BomReading, ReadBomOptions } from './read-bom.ts';
import { readBomRows } from './read-bom.ts';
import { readTable } from './read-table.ts';

// A BOM file read whole: apart from read-bom.ts so code that maps stored rows
// (the assembly routes that parse nothing) does not bundle the spreadsheet
// and CSV readers (docs/performance.md#lambda-bundles).

/** Reads a BOM upload (CSV in any delimiter/encoding, XLSX, ODS). Throws UnreadableTableError. */
export async function readBom(file: { name: string; bytes: Uint8Array }, options: ReadBomOptions = {}): Promise<BomReading> {
  return readBomRows(await readTable(file), options);
}
