import { parse } from 'csv-parse/sync';

// Delimited text (CSV with comma, semicolon or tab) → rows of cells, with
// the delimiter guessed from the first lines: the one that splits most lines
// the same number of times, counting only outside quoted fields.

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** A row of cells with its 1-based line number in the file. */
export interface TableRow {
  line: number;
  cells: string[];
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 30);
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const frequency = new Map<number, number>();
    for (const c of counts) if (c > 0) frequency.set(c, (frequency.get(c) ?? 0) + 1);
    // Lines split the most common way, weighted by how many cells that makes.
    let score = 0;
    for (const [c, n] of frequency) score = Math.max(score, n * Math.log2(c + 1));
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export function readDelimited(text: string, delimiter: Delimiter = detectDelimiter(text)): TableRow[] {
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  return records
    .map(({ record, info }) => ({ line: info.lines, cells: record.map((c) => c.trim()) }))
    .filter((row) => row.cells.some((c) => c !== ''));
}
