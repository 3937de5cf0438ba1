import type { BomLine, ColumnMapping, DetectedMapping } from '#contracts/schemas/bom.ts';
import { detectColumns, dnpColumnIsPositive } from './bom-columns.ts';
import { expandDesignators, hasShortRange } from './designators.ts';
import type { TableRow } from './read-table.ts';

// A BOM file → lines. The column mapping is detected unless the caller gives
// one (the column-mapping step); either way the detected mapping is returned
// so the screen can show its confidence and the other candidate columns.

export interface ReadBomOptions {
  /** An explicit mapping (from the column-mapping step) instead of the detected one. */
  mapping?: ColumnMapping;
  /** The board's designators: a name the board has is never read as a range. */
  boardDesignators?: ReadonlySet<string>;
}

export interface SkippedRow {
  row: number;
  reason: string;
}

export interface BomReading {
  detected: DetectedMapping;
  /** The mapping the lines were read with. */
  mapping: ColumnMapping;
  lines: BomLine[];
  skipped: SkippedRow[];
}

// Values that mean "not fitted": `DNP`, `NC`, Olimex's `NA(100nF/10V)` and `NA/R0402`.
const DNP_VALUE = /^(?:DNP|DNF|DNI|NC|N\/C|NA|N\/A|NF|NOFIT|NO ?POP|DO NOT (?:PLACE|POPULATE|FIT))(?:$|[\s(/:,-])/i;
const NEGATIVE_CELL = /^(?:|no|n|false|0|-|fitted|populate|place)$/i;
const POSITIVE_CELL = /^(?:no|n|false|0|dnp|dnf|dni|not fitted|do not place|nc)$/i;

function parseQuantityCell(text: string): number | null {
  const n = Number(text.replace(/\s/g, '').replace(/,/g, '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && Number.isInteger(n) ? n : null;
}

function designatorsFor(cell: string, quantity: number | null, known: ReadonlySet<string> | undefined): string[] {
  const plain = expandDesignators(cell, { known });
  if (!hasShortRange(cell)) return plain;
  const expanded = expandDesignators(cell, { known, expandShortRanges: true });
  // `R1-4` is a range only if that is what the quantity counts.
  return quantity !== null && expanded.length === quantity && plain.length !== quantity ? expanded : plain;
}

export function readBomRows(rows: readonly TableRow[], options: ReadBomOptions = {}): BomReading {
  const detected = detectColumns(rows);
  const mapping = options.mapping ?? detected.mapping;
  const headers = mapping.header_row >= 0 ? (rows[mapping.header_row]?.cells ?? []) : [];
  const col = mapping.columns;
  const cell = (row: TableRow, column: number | undefined) => (column === undefined ? '' : (row.cells[column] ?? '').trim());
  const positiveDnp = dnpColumnIsPositive(headers, col.dnp);

  const lines: BomLine[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of rows.slice(mapping.header_row + 1)) {
    const designatorCell = cell(row, col.designator);
    const quantity = parseQuantityCell(cell(row, col.quantity));
    const designators = designatorsFor(designatorCell, quantity, options.boardDesignators);
    if (designators.length === 0) {
      skipped.push({ row: row.line, reason: 'no designators' });
      continue;
    }
    const value = cell(row, col.value);
    const dnpCell = cell(row, col.dnp);
    const dnpByColumn = col.dnp !== undefined && (positiveDnp ? POSITIVE_CELL.test(dnpCell) : !NEGATIVE_CELL.test(dnpCell));
    lines.push({
      row: row.line,
      designators,
      quantity,
      value,
      mpn: cell(row, col.mpn),
      manufacturer: cell(row, col.manufacturer),
      supplier_codes: {
        lcsc: cell(row, col.lcsc) || null,
        digikey: cell(row, col.digikey) || null,
        mouser: cell(row, col.mouser) || null,
      },
      footprint: cell(row, col.footprint),
      description: cell(row, col.description),
      do_not_populate: dnpByColumn || DNP_VALUE.test(value),
    });
  }
  return { detected, mapping, lines, skipped };
}
