import { decodeText } from './decode-text.ts';
import { readDelimited } from './read-delimited.ts';
import type { TableRow } from './read-delimited.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

// Any tabular upload → rows: XLSX/ODS (zip containers) and legacy XLS
// (OLE2) through the spreadsheet reader, anything else as delimited text.

export type { TableRow } from './read-delimited.ts';

export class UnreadableTableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableTableError';
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

export function isSpreadsheet(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP) || startsWith(bytes, OLE2);
}

export async function readTable(file: { name: string; bytes: Uint8Array }): Promise<TableRow[]> {
  let rows: TableRow[];
  try {
    rows = isSpreadsheet(file.bytes) ? await readSpreadsheet(file.bytes) : readDelimited(decodeText(file.bytes));
  } catch (error) {
    throw new UnreadableTableError(
      `${file.name} could not be read as CSV, XLSX or ODS (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (rows.length === 0) throw new UnreadableTableError(`${file.name} has no rows.`);
  return rows;
}
