import type { TableRow } from './read-delimited.ts';

// XLSX, XLS and ODS workbooks → rows of text cells (as displayed, so `10%`
// stays `10%`), from the sheet with the most filled cells: BOM exports put
// the list on one sheet, sometimes after a cover sheet.
// SheetJS (364 kB minified) is imported only when a workbook arrives: most
// BOM and placement files are CSV or KiCad .pos. The functions that read
// uploads install it beside their bundle instead of bundling it
// (lib/constructs/lambda-bundling.ts, docs/performance.md#lambda-bundles).

export async function readSpreadsheet(bytes: Uint8Array): Promise<TableRow[]> {
  const { read, utils } = await import('@e965/xlsx');
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
