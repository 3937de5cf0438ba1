import type { ColumnMapping } from '#contracts/schemas/bom.ts';
import { maxOf } from '#lambdas/cad/geometry/arrays.ts';
import type { BomReading } from '../bom/read-bom.ts';
import { readBomRows } from '../bom/read-bom.ts';
import type { TableRow } from '../bom/read-table.ts';
import { AppError } from '../errors.ts';

// What a recomputation makes of the BOM's rows: the mapping a customer sends
// must name a designator column and existing columns; the lines read with the
// mapping in force; the preview and skipped rows the mapping step shows. The
// files themselves are read by assembly-readers.ts.

/** How many rows and columns of the BOM the column-mapping step shows, and how much of each cell. */
const PREVIEW_ROWS = 8;
const PREVIEW_COLUMNS = 20;
const PREVIEW_CELL = 60;
/** Skipped rows kept for the screen. */
const SKIPPED_KEPT = 50;

/** A mapping the customer sent must name a designator column and only columns the file has. */
export function checkMapping(rows: readonly TableRow[], mapping: ColumnMapping): void {
  const width = Math.max(0, maxOf(rows.map((r) => r.cells.length)));
  const problems: string[] = [];
  if (mapping.header_row >= rows.length)
    problems.push(`The file has ${rows.length} rows: the header cannot be row ${mapping.header_row + 1}.`);
  if (mapping.columns.designator === undefined) problems.push('Choose the column that holds the designators.');
  for (const [role, column] of Object.entries(mapping.columns))
    if (column >= width) problems.push(`The ${role} column ${column + 1} is past the file’s ${width} columns.`);
  if (problems.length) throw new AppError('invalid_mapping', problems.join(' '), { mapping: problems });
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
