import { parse } from 'csv-parse';
import type { PriceBreak } from '#contracts/parts.ts';
import type { RejectedRow } from '../import/import-parts.ts';
import { parseJlcPriceBreaks } from '../import/price-breaks.ts';
import { RowError, supplierCode, wholeNumber } from '../import/row-fields.ts';

// The stock-and-prices feed (docs/parts.md#stock-and-prices-feed): a CSV of
// supplier code, stock and price breaks, read whole and checked before
// anything is written, so a feed with one bad row changes nothing.

export type FeedRow = { stock: number; price_breaks: PriceBreak[] };

export type ParsedFeed =
  | { ok: true; rows: Map<string, FeedRow> }
  | { ok: false; problems: RejectedRow[]; /** Bad rows in all; `problems` keeps the first FEED_PROBLEMS_KEPT. */ badRows: number };

/** Accepted spellings of each column (the first is the documented one). */
export const FEED_COLUMNS = {
  supplier_code: ['supplier_code', 'lcsc', 'LCSC'],
  stock: ['stock', 'Stock'],
  price_breaks: ['price_breaks', 'price', 'Price'],
} as const;

/** Bad rows listed one by one; past this many only the count grows (a wrong file would list every row). */
export const FEED_PROBLEMS_KEPT = 1_000;

/** The file is not a feed (header); nothing was read. */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

type ColumnIndexes = Record<keyof typeof FEED_COLUMNS, number>;

function columnIndexes(header: readonly string[]): ColumnIndexes {
  const trimmed = header.map((h) => h.trim());
  const found = {} as ColumnIndexes;
  const missing: string[] = [];
  for (const [name, spellings] of Object.entries(FEED_COLUMNS) as [keyof typeof FEED_COLUMNS, readonly string[]][]) {
    const at = trimmed.findIndex((h) => spellings.includes(h));
    if (at < 0) missing.push(name);
    else found[name] = at;
  }
  if (missing.length > 0)
    throw new FeedFormatError(`stock-and-prices feed lacks columns: ${missing.join(', ')} (expected supplier_code,stock,price_breaks)`);
  return found;
}

function feedRow(record: readonly string[], columns: ColumnIndexes): { code: string; row: FeedRow } {
  const code = supplierCode(record[columns.supplier_code]);
  try {
    const stockText = record[columns.stock] ?? '';
    if (stockText.trim() === '') throw new RowError('missing stock');
    const stock = wholeNumber(stockText, 'stock', 0);
    const breaks = parseJlcPriceBreaks(record[columns.price_breaks] ?? '');
    if (typeof breaks === 'string') throw new RowError(breaks);
    return { code, row: { stock, price_breaks: breaks } };
  } catch (error) {
    if (error instanceof RowError) throw Object.assign(error, { supplier_code: code });
    throw error;
  }
}

/** Reads and checks the whole feed; ok only when every row is good (FeedFormatError for a wrong header). */
export async function parseStockFeed(input: AsyncIterable<string | Uint8Array> | string): Promise<ParsedFeed> {
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  const feeding = (async () => {
    if (typeof input === 'string') parser.end(input);
    else {
      for await (const chunk of input) if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
      parser.end();
    }
  })();
  feeding.catch((error: unknown) => parser.destroy(error as Error));
  const rows = new Map<string, FeedRow>();
  const problems: RejectedRow[] = [];
  let badRows = 0;
  let columns: ColumnIndexes | null = null;
  let row = 0;
  const reject = (rejection: RejectedRow) => {
    badRows++;
    if (problems.length < FEED_PROBLEMS_KEPT) problems.push(rejection);
  };
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!columns) {
      columns = columnIndexes(record);
      continue;
    }
    row++;
    try {
      const { code, row: parsed } = feedRow(record, columns);
      if (rows.has(code)) reject({ row, line: info.lines, supplier_code: code, reason: `supplier code ${code} is listed twice` });
      else rows.set(code, parsed);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      const code = (error as RowError & { supplier_code?: string }).supplier_code;
      reject({ row, line: info.lines, ...(code ? { supplier_code: code } : {}), reason: error.message });
    }
  }
  await feeding;
  if (!columns) throw new FeedFormatError('the stock-and-prices feed is empty (expected the header supplier_code,stock,price_breaks)');
  return badRows > 0 ? { ok: false, problems, badRows } : { ok: true, rows };
}
