// Fixed-width text → columns, in pure TypeScript so the page's Web Worker and
// the unit tests run the same code. See docs/staff-tools.md#fixed-width-converter.

import { csvText } from '#contracts/csv-text.ts';

/** Where the columns start: `cuts` are the character positions where the 2nd, 3rd… column begins (ascending, > 0). */
export type Layout = { cuts: number[]; width: number };

export type Detection = Layout & {
  /** Lines the detection looked at (blank and ruler lines left out). */
  dataLines: number;
  /** A line of dashes under the headings told the columns (e.g. `----  -----`). */
  fromRuler: boolean;
  /** Title lines at the top that do not follow the columns (a report's preamble), to skip. */
  skip: number;
  /** Whether the first data line (after `skip`) reads like column headings. */
  hasHeader: boolean;
};

const SPACE = 32;
const TAB_STOP = 8;
/** A position is a gap when at most this share of the lines has a character there (outliers: an overlong note, a footer). */
const GAP_TOLERANCE = 0.02;
/** The first pass's tolerance, loose enough that a few title lines cannot hide the columns. */
const PREAMBLE_TOLERANCE = 0.12;
/** At most this many title lines are skipped by themselves. */
const MAX_PREAMBLE = 40;
/** Widest line looked at: a stray 1 MB line must not make the counters huge. */
export const MAX_WIDTH = 4096;

/** Tabs expanded to the next multiple of 8, as a terminal or line printer shows them. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(TAB_STOP - (out.length % TAB_STOP)) : ch;
  return out;
}

/** The text's lines (CRLF, LF or CR), tabs expanded, trailing blanks and a BOM removed. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const raw = body.includes('\r') ? body.split(/\r\n|\n|\r/) : body.split('\n');
  const lines = new Array<string>(raw.length);
  for (let i = 0; i < raw.length; i++) lines[i] = expandTabs(raw[i] as string).trimEnd();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** `-----  ------ ===` under the headings: only dashes, equals signs, plus signs, pipes and blanks, with at least three dashes or equals. */
export function isRuler(line: string): boolean {
  return /^[\s\-=+|]+$/.test(line) && /[-=]{3}/.test(line);
}

/** Lines that hold data (not blank, not a ruler). */
export function dataLinesOf(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) if (line.trim() !== '' && !isRuler(line)) out.push(line);
  return out;
}

function cutsFromRuler(ruler: string): number[] {
  const cuts: number[] = [];
  for (let i = 1; i < ruler.length; i++) {
    const here = ruler.charCodeAt(i) !== SPACE && ruler[i] !== '|' && ruler[i] !== '+';
    const before = ruler.charCodeAt(i - 1) !== SPACE && ruler[i - 1] !== '|' && ruler[i - 1] !== '+';
    if (here && !before) cuts.push(i);
  }
  return cuts;
}

type Gaps = { cuts: number[]; gap: Uint8Array; width: number; count: number };

/** Counts, per position, the lines from `from` on with a character there, and turns the (nearly) empty runs into cuts. */
function findGaps(lines: readonly string[], from: number, tolerance: number): Gaps {
  let width = 0;
  let count = 0;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || isRuler(line)) continue;
    count++;
    if (line.length > width) width = line.length;
  }
  width = Math.min(width, MAX_WIDTH);
  const filled = new Uint32Array(width);
  for (let l = from; l < lines.length; l++) {
    const line = lines[l]!;
    if (line.trim() === '' || isRuler(line)) continue;
    const end = Math.min(line.length, width);
    for (let i = 0; i < end; i++) if (line.charCodeAt(i) !== SPACE) filled[i]!++;
  }
  const allowed = Math.floor(count * tolerance);
  const cuts: number[] = [];
  const gap = new Uint8Array(width);
  let gapStart = -1;
  let gapEmpty = true;
  for (let i = 0; i < width; i++) {
    const n = filled[i]!;
    if (n <= allowed) {
      if (gapStart < 0) {
        gapStart = i;
        gapEmpty = true;
      }
      if (n > 0) gapEmpty = false;
      continue;
    }
    if (gapStart > 0 && (i - gapStart >= 2 || (gapEmpty && count >= 3))) {
      cuts.push(i);
      gap.fill(1, gapStart, i);
    }
    gapStart = -1;
  }
  return { cuts, gap, width, count };
}

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** Whether a line puts a character where the columns have a gap (a title, a note, a footer). */
function misfits(line: string, gap: Uint8Array): boolean {
  const end = Math.min(line.length, gap.length);
  for (let i = 0; i < end; i++) if (gap[i] === 1 && line.charCodeAt(i) !== SPACE) return true;
  return false;
}

/**
 * Where the columns are: a position blank in (nearly) every data line is a
 * gap, and each run of characters after a gap starts a column. A one-wide gap
 * counts only when no line at all has a character there (single spaces inside
 * free text would otherwise split it). Title lines at the top (a report's
 * preamble) are found with a looser first pass — they write across the gaps —
 * and skipped. A dashed ruler line near the top wins over the counting.
 * O(total characters), no copies of the text.
 */
export function detectColumns(lines: readonly string[]): Detection {
  const rulerAt = lines.slice(0, 12).findIndex(isRuler);
  if (rulerAt >= 0) {
    const { width, count } = findGaps(lines, 0, GAP_TOLERANCE);
    const cuts = cutsFromRuler((lines[rulerAt] as string).slice(0, MAX_WIDTH)).filter((c) => c < width);
    // The headings sit right above the ruler; anything before them is a title.
    let skip = rulerAt;
    while (skip > 0 && lines[skip - 1]!.trim() === '') skip--;
    skip = Math.max(0, skip - 1);
    return { cuts, width, dataLines: count, fromRuler: true, skip, hasHeader: hasHeading(lines.slice(skip), cuts) };
  }
  const loose = findGaps(lines, 0, PREAMBLE_TOLERANCE);
  const maxSkip = Math.min(MAX_PREAMBLE, Math.floor(lines.length / 4));
  let skip = 0;
  while (skip < maxSkip && (lines[skip]!.trim() === '' || misfits(lines[skip]!, loose.gap))) skip++;
  if (skip === maxSkip) skip = 0;
  // The heading row may sit off the columns (`# Ref` over `C1`); it is the last skipped line when it has a word for every column.
  if (skip > 0 && words(lines[skip - 1]!) >= loose.cuts.length + 1) skip--;
  const { cuts, width, count } = findGaps(lines, skip, GAP_TOLERANCE);
  return { cuts, width, dataLines: count, fromRuler: false, skip, hasHeader: hasHeading(lines.slice(skip), cuts) };
}

/** One line cut at `cuts`, each cell trimmed. */
export function sliceLine(line: string, cuts: readonly number[]): string[] {
  const cells = new Array<string>(cuts.length + 1);
  let from = 0;
  for (let i = 0; i < cuts.length; i++) {
    const to = cuts[i]!;
    cells[i] = line.slice(from, to).trim();
    from = to;
  }
  cells[cuts.length] = line.slice(from).trim();
  return cells;
}

const NUMBER = /^[-+]?(\d[\d,]*)?(\.\d+)?(e[-+]?\d+)?[a-zµ%]{0,3}$/i;
const looksNumeric = (cell: string) => cell !== '' && /\d/.test(cell) && NUMBER.test(cell);

/**
 * Whether the first data line is a heading row: every cell filled and none a
 * number, and in some column the rows below are mostly numbers, or no cell of
 * it comes again in its column below.
 */
export function hasHeading(lines: readonly string[], cuts: readonly number[]): boolean {
  const data = dataLinesOf(lines.slice(0, 60));
  const first = data[0];
  if (first === undefined || data.length < 2) return false;
  const head = sliceLine(first, cuts);
  if (head.some((c) => c === '' || looksNumeric(c))) return false;
  const below = data.slice(1, 21).map((l) => sliceLine(l, cuts));
  const numericColumn = head.some((_, col) => below.filter((r) => looksNumeric(r[col] ?? '')).length * 2 > below.length);
  const repeats = head.some((cell, col) => below.some((r) => r[col] === cell));
  return numericColumn || !repeats;
}

/** Cleans hand-edited cut positions: whole numbers inside the line, ascending, no duplicates. */
export function normaliseCuts(cuts: readonly number[], width: number): number[] {
  const kept = new Set<number>();
  for (const c of cuts) if (Number.isInteger(c) && c > 0 && c < Math.max(width, 1)) kept.add(c);
  return [...kept].sort((a, b) => a - b);
}

/** Heading names: the heading row's cells when there is one, else "Column 1"…; blanks and repeats made unique. */
export function columnNames(headings: readonly string[] | null, columns: number): string[] {
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (let i = 0; i < columns; i++) {
    const base = headings?.[i]?.replace(/^#+\s*/, '').trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    names.push(n === 1 ? base : `${base} (${n})`);
  }
  return names;
}

export type TableOptions = { cuts: readonly number[]; skip: number; hasHeader: boolean };

/** The data rows: `skip` leading lines dropped, blank and ruler lines left out, the heading row left out when there is one. */
export function tableRows(lines: readonly string[], { cuts, skip, hasHeader }: TableOptions, limit = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  let headerSeen = !hasHeader;
  for (let i = Math.max(0, skip); i < lines.length && rows.length < limit; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || isRuler(line)) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    rows.push(sliceLine(line, cuts));
  }
  return rows;
}

/** The heading row's cells (after `skip`), or null. */
export function headingCells(lines: readonly string[], cuts: readonly number[], skip: number): string[] | null {
  for (let i = Math.max(0, skip); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() !== '' && !isRuler(line)) return sliceLine(line, cuts);
  }
  return null;
}

/** The table as CSV (the one writer, contracts/csv-text.ts), the names as the first row. */
export function toCsv(names: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvText([names, ...rows]);
}
