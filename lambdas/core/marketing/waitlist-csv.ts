// CSV of the waitlist export (docs/staff-tools.md#user-waitlist): RFC 4180,
// CRLF line ends, and a cell a spreadsheet would run as a formula is defused.

/** One cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @, tab or CR gets a `'`. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}
