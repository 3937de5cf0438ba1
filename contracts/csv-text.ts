import Papa from 'papaparse';

// The one CSV writer (docs/architecture.md#libraries-and-what-stays-hand-written):
// RFC 4180 on papaparse's unparse, CRLF line ends, for the feeder report, the
// waitlist export and the fixed-width converter. Here because contracts/ is
// what both the web app and the Lambdas may import.

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * The formula guard, OWASP's CSV-injection rule: a text cell starting with =, +, -, @, tab or CR (or the full-width
 * ＝ ＋ － ＠ some spreadsheets fold into them) gets a leading apostrophe, so a spreadsheet shows it as text instead
 * of running it. A plain number ("-88.5", "+1e3") is left alone: it can only be read as a number, never a formula,
 * and a converted column of negative figures must stay figures. Numbers passed as numbers are never guarded.
 */
export const FORMULA_START = /^(?![+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$)[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The rows as CSV text, each line (the last too) ending in CRLF; quoted where a cell holds a comma, quote or line break. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as CsvCell[][], { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/** One CSV line, ending in CRLF (for a file written a page at a time). */
export function csvLine(cells: readonly CsvCell[]): string {
  return csvText([cells]);
}
