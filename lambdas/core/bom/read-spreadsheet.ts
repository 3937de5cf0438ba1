import { read, utils } from '@e965/xlsx';
import type { TableRow } from './read-delimited.ts';

// XLSX, XLS and ODS workbooks → rows of text cells (as displayed, so `10%`
// stays `10%`), from the sheet with the most filled cells: BOM exports put
// the list on one sheet, sometimes after a cover sheet.

export function readSpreadsheet(bytes: Uint8Array): TableRow[] {
  const book = read(bytes, { type: 'array', cellDates: false, dense: true });
  let best: TableRow[] = [];
  let bestCells = -1;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    const grid = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    const rows: TableRow[] = [];
    let filled = 0;
    grid.forEach((cells, i) => {
      const text = cells.map((c) => String(c ?? '').trim());
      const count = text.filter((c) => c !== '').length;
      if (count === 0) return;
      filled += count;
      rows.push({ line: i + 1, cells: text });
    });
    if (filled > bestCells) {
      best = rows;
      bestCells = filled;
    }
  }
  return best;
}
