import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import fc from 'fast-check';
import { CannotProcessError } from '#lambdas/cad/cannot-process-error.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { UNFORESEEN_READ_FAILURE, readBoard } from '#lambdas/cad/read-board.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';

/**
 * The board-file fuzz test (docs/board-limits.md#fuzz-test): real fixture files
 * mutated the ways uploads break — cut short, bytes flipped, tokens swapped,
 * numbers made huge, lines deleted, the zip itself corrupted — must each end
 * Complete or Cannot process with a reason the reader chose, never an exception
 * and never the catch-all reason that hides a reader bug.
 */

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/boards');

export const FUZZ_FIXTURES = [
  'tracespace-core/core.zip',
  'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip',
  'tracespace-arduino-uno/arduino-uno-nested-folder.zip',
  'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb',
  'sparkfun-openlog/OpenLog.brd',
] as const;

export function loadFixture(rel: string): { name: string; bytes: Uint8Array } {
  return { name: path.basename(rel), bytes: new Uint8Array(readFileSync(path.join(FIXTURES, rel))) };
}

/** Numbers a corrupted or hostile file may hold. */
const HUGE = [
  '1e308',
  '-1e308',
  '1e400',
  '99999999999999999999999999',
  '-2147483649',
  '4294967296',
  'NaN',
  'Infinity',
  '0',
  '-0',
  '0.0000000001',
  '9'.repeat(400),
];

export type TextMutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; flips: Array<[number, number]> }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'huge'; at: number; value: string }
  | { kind: 'delete-lines'; at: number; count: number }
  | { kind: 'duplicate'; at: number; length: number; times: number };

const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

export const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fraction }),
  fc.record({
    kind: fc.constant('flip' as const),
    flips: fc.array(fc.tuple(fraction, fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 16 }),
  }),
  fc.record({ kind: fc.constant('swap' as const), a: fraction, b: fraction }),
  fc.record({ kind: fc.constant('huge' as const), at: fraction, value: fc.constantFrom(...HUGE) }),
  fc.record({ kind: fc.constant('delete-lines' as const), at: fraction, count: fc.integer({ min: 1, max: 200 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fraction,
    length: fc.integer({ min: 1, max: 400 }),
    times: fc.integer({ min: 2, max: 50 }),
  }),
);

const TOKEN = /[^\s()<>"*%=,]+/g;
const NUMBER = /-?\d+(?:\.\d+)?/g;

/** The start and end of the match nearest after `at` (a fraction of the text), or of the first match. */
function matchNear(text: string, re: RegExp, at: number): [number, number] | undefined {
  const from = Math.floor(at * text.length);
  re.lastIndex = from;
  const m = re.exec(text) ?? ((re.lastIndex = 0), re.exec(text));
  return m ? [m.index, m.index + m[0].length] : undefined;
}

export function mutateText(text: string, textMutation: TextMutation): string {
  switch (textMutation.kind) {
    case 'truncate':
      return text.slice(0, Math.floor(textMutation.at * text.length));
    case 'flip': {
      const chars = text.split('');
      for (const [at, mask] of textMutation.flips) {
        const i = Math.floor(at * chars.length);
        if (i < chars.length) chars[i] = String.fromCharCode((chars[i]!.charCodeAt(0) ^ mask) & 0xff);
      }
      return chars.join('');
    }
    case 'swap': {
      const a = matchNear(text, TOKEN, Math.min(textMutation.a, textMutation.b));
      const b = matchNear(text, TOKEN, Math.max(textMutation.a, textMutation.b));
      if (!a || !b || a[1] > b[0]) return text;
      return text.slice(0, a[0]) + text.slice(b[0], b[1]) + text.slice(a[1], b[0]) + text.slice(a[0], a[1]) + text.slice(b[1]);
    }
    case 'huge': {
      const at = matchNear(text, NUMBER, textMutation.at);
      return at ? text.slice(0, at[0]) + textMutation.value + text.slice(at[1]) : text;
    }
    case 'delete-lines': {
      const lines = text.split('\n');
      const start = Math.floor(textMutation.at * lines.length);
      lines.splice(start, textMutation.count);
      return lines.join('\n');
    }
    case 'duplicate': {
      const start = Math.floor(textMutation.at * text.length);
      const piece = text.slice(start, start + textMutation.length);
      return text.slice(0, start) + piece.repeat(textMutation.times) + text.slice(start);
    }
  }
}

export type BoardMutation =
  | { on: 'file'; mutations: TextMutation[] }
  | { on: 'entry'; entry: number; mutations: TextMutation[] }
  | { on: 'drop-entry'; entry: number };

export const boardMutation: fc.Arbitrary<BoardMutation> = fc.oneof(
  fc.record({ on: fc.constant('file' as const), mutations: fc.array(textMutation, { minLength: 1, maxLength: 3 }) }),
  {
    arbitrary: fc.record({
      on: fc.constant('entry' as const),
      entry: fc.nat(),
      mutations: fc.array(textMutation, { minLength: 1, maxLength: 3 }),
    }),
    weight: 3,
  },
  fc.record({ on: fc.constant('drop-entry' as const), entry: fc.nat() }),
);

const latin1 = new TextDecoder('latin1');
const toBytes = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);

/**
 * Applies a mutation. `file` mutates the bytes as they are (for a zip: its
 * headers and compressed data, i.e. zip corruption); `entry` and `drop-entry`
 * work on one file inside a zip and zip it again (a text file falls back to `file`).
 */
export function mutateBoard(file: { name: string; bytes: Uint8Array }, boardMutation: BoardMutation): Uint8Array {
  const isZip = file.name.toLowerCase().endsWith('.zip');
  if (boardMutation.on === 'file' || !isZip) {
    const mutations = boardMutation.on === 'drop-entry' ? [{ kind: 'truncate' as const, at: 0.5 }] : boardMutation.mutations;
    return toBytes(mutations.reduce((text, x) => mutateText(text, x), latin1.decode(file.bytes)));
  }
  const entries = unzipSync(file.bytes);
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  const name = names[boardMutation.entry % names.length]!;
  if (boardMutation.on === 'drop-entry') delete entries[name];
  else entries[name] = toBytes(boardMutation.mutations.reduce((text, x) => mutateText(text, x), latin1.decode(entries[name]!)));
  return zipSync(entries);
}

export type Outcome = { status: 'Complete' } | { status: 'Cannot process'; reason: string };

/**
 * What the upload processor does with the file (read, check, render), with
 * its contract: a final answer, or an exception that is a bug.
 */
export async function processForFuzz(name: string, bytes: Uint8Array): Promise<Outcome> {
  let board;
  try {
    board = await readBoard({ name, bytes });
  } catch (error) {
    if (!(error instanceof CannotProcessError)) throw error;
    if (!error.reason.trim()) throw new Error('Cannot process without a reason');
    if (error.reason.startsWith(UNFORESEEN_READ_FAILURE)) throw new Error(`a reader threw: ${error.reason}`);
    return { status: 'Cannot process', reason: error.reason };
  }
  const report = checkBoardModel(board);
  renderBoardSvgs(board);
  JSON.stringify(report);
  return { status: 'Complete' };
}

/** fast-check's property over every fixture, for the unit run and `npm run fuzz`. */
export function boardFuzzProperty() {
  return fc.asyncProperty(fc.constantFrom(...FUZZ_FIXTURES), boardMutation, async (fixture, mutation) => {
    const file = loadFixture(fixture);
    const outcome = await processForFuzz(file.name, mutateBoard(file, mutation));
    return outcome.status === 'Complete' || outcome.reason.length > 0;
  });
}
