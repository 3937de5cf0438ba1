// Most blocks of a Gerber file are operations (`X1270Y-350D01`, `G02X…Y…I…J…D01`) and tool selections (`D10`).
// gerber-parser tests each against a dozen regular expressions, then matches each coordinate letter and pads its
// digits as text: half of its parse time (docs/performance.md#gerber-against-pcb-stackup). This reads those blocks in
// one pass and pushes the commands the package would; any block it does not fully recognise is left to the package.

const G = 71;
const D = 68;
const ZERO = 48;
const ONE = 49;
const THREE = 51;
const NINE = 57;
const PLUS = 43;
const MINUS = 45;
const NEWLINE = 10;
const SPACE = 32;
const TILDE = 126;
const ASTERISK = 42;
/** The characters an operation block is made of: digits, signs and the letters X Y I J D G. */
const BLOCK_CHARACTER = Uint8Array.from({ length: 128 }, (_, code) => (/[0-9+\-XYIJDG]/.test(String.fromCharCode(code)) ? 1 : 0));
const X = 88;
const Y = 89;
const I = 73;
const J = 74;
const MODES = ['i', 'cw', 'ccw'] as const;
const OPERATIONS = ['int', 'move', 'flash'] as const;
/** Exact powers of ten: a coordinate has at most 14 digits, so its integer and the division are exact until rounding once. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/** The coordinate format gerber-parser keeps: zero suppression 'L' or 'T' and [integer, decimal] digits, once %FS is read. */
interface CoordinateFormat {
  zero?: string;
  places?: number[];
}

/** What of gerber-parser's parser this reads and writes. */
export interface OperationParserState {
  format: CoordinateFormat;
  line: number;
  _push(command: object): void;
}

type Coordinates = { x?: number; y?: number; i?: number; j?: number };

/** Whether the format is complete: gerber-parser cannot read a coordinate (and fails the file) before %FS. */
function formatReady({ zero, places }: CoordinateFormat): boolean {
  if ((zero !== 'L' && zero !== 'T') || !places || places.length !== 2) return false;
  const leading = places[0]!;
  const trailing = places[1]!;
  const total = leading + trailing;
  return (
    Number.isInteger(leading) && Number.isInteger(trailing) && leading >= 0 && trailing >= 0 && total > 0 && total < POWERS_OF_TEN.length
  );
}

/**
 * A coordinate's digits as gerber-parser's normalize-coord reads them: padded with zeros to integer + decimal places
 * on the suppressed side, cut to that many digits, then read as integer.decimal. An exact integer over an exact power
 * of ten rounds once, as `Number` does reading the padded text. The format must be ready.
 */
function coordinateValue(block: string, from: number, to: number, format: CoordinateFormat): number {
  const places = format.places!;
  const trailing = places[1]!;
  const total = places[0]! + trailing;
  const negative = block.charCodeAt(from) === MINUS;
  const start = negative || block.charCodeAt(from) === PLUS ? from + 1 : from;
  const digits = Math.min(to - start, total);
  let integer = 0;
  for (let k = 0; k < digits; k++) integer = integer * 10 + (block.charCodeAt(start + k) - ZERO);
  if (format.zero === 'T') integer *= POWERS_OF_TEN[total - digits]!;
  const value = integer / POWERS_OF_TEN[trailing]!;
  return negative ? -value : value;
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** `D` and digits: a tool selection (`D10`, `D012`) or a bare operation (`D01`); false for anything else. */
function toolOrOperation(parser: OperationParserState, text: string, from: number, to: number, lines: number): boolean {
  let at = from + 1;
  while (at < to && text.charCodeAt(at) === ZERO) at++;
  for (let k = at; k < to; k++) if (!isDigit(text.charCodeAt(k))) return false;
  const rest = to - at;
  if (rest >= 2) {
    parser.line += lines;
    parser._push({ type: 'set', line: parser.line, prop: 'tool', value: text.slice(at, to) });
    return true;
  }
  const code = text.charCodeAt(at);
  if (rest !== 1 || code < ONE || code > THREE || !formatReady(parser.format)) return false;
  parser.line += lines;
  parser._push({ type: 'op', line: parser.line, op: OPERATIONS[code - ONE], coord: {} });
  return true;
}

/**
 * Reads one trimmed Gerber block if it is an operation, a mode change or a tool selection, pushing exactly the
 * commands gerber-parser would (test/unit/cad/gerber-blocks.test.ts compares them file by file and on generated
 * blocks). Returns false, having pushed nothing, for any other block.
 */
export function parseOperationBlock(parser: OperationParserState, block: string): boolean {
  return parseOperation(parser, block, 0, block.length, 0);
}

/**
 * The next block of a Gerber file, read straight from the text at `from` when it is an operation, a mode change or a
 * tool selection: newlines, tabs and spaces before it (which the package drops, counts or trims), then the block's
 * characters up to its `*` with nothing the package would drop among them. Returns where the next block starts, or
 * -1, having pushed and counted nothing, for the package's own reading to take.
 */
export function readOperationAt(parser: OperationParserState, text: string, from: number): number {
  let at = from;
  let lines = 0;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === NEWLINE) lines++;
    else if (code > SPACE && code <= TILDE) break;
  }
  const first = text.charCodeAt(at);
  if (first !== X && first !== Y && first !== I && first !== J && first !== D && first !== G) return -1;
  let end = at + 1;
  while (end < text.length && BLOCK_CHARACTER[text.charCodeAt(end)] === 1) end++;
  if (text.charCodeAt(end) !== ASTERISK || !parseOperation(parser, text, at, end, lines)) return -1;
  return end + 1;
}

/** parseOperationBlock over text.slice(from, to); `lines` newlines are counted into the parser's line before it pushes. */
function parseOperation(parser: OperationParserState, text: string, from: number, to: number, lines: number): boolean {
  let at = from;
  let mode: (typeof MODES)[number] | undefined;
  if (text.charCodeAt(from) === D) return toolOrOperation(parser, text, from, to, lines);
  if (text.charCodeAt(from) === G) {
    at = from + 1;
    while (at < to && text.charCodeAt(at) === ZERO) at++;
    const code = at < to ? text.charCodeAt(at) : 0;
    if (code < ONE || code > THREE) return false;
    mode = MODES[code - ONE];
    at++;
  }
  // Coordinates need the format, and a block that has none still fails in the package without it.
  const ready = formatReady(parser.format);
  let seen = 0;
  let count = 0;
  let x: number | undefined, y: number | undefined, i: number | undefined, j: number | undefined;
  while (at < to) {
    const letter = text.charCodeAt(at);
    const bit = letter === X ? 1 : letter === Y ? 2 : letter === I ? 4 : letter === J ? 8 : 0;
    if (bit === 0) break;
    if (seen & bit || ++count > 4) return false;
    seen |= bit;
    const signAt = ++at;
    const sign = at < to ? text.charCodeAt(at) : 0;
    if (sign === PLUS || sign === MINUS) at++;
    const digitsFrom = at;
    while (at < to && isDigit(text.charCodeAt(at))) at++;
    if (at === digitsFrom || !ready) return false;
    const value = coordinateValue(text, signAt, at, parser.format);
    if (bit === 1) x = value;
    else if (bit === 2) y = value;
    else if (bit === 4) i = value;
    else j = value;
  }
  let op: 'int' | 'move' | 'flash' | 'last' | undefined = count > 0 ? 'last' : undefined;
  if (at < to) {
    if (text.charCodeAt(at) !== D) return false;
    at++;
    while (at < to && text.charCodeAt(at) === ZERO) at++;
    const code = at < to ? text.charCodeAt(at) : 0;
    if (at !== to - 1 || code < ONE || code > THREE) return false;
    if (!ready) return false;
    op = OPERATIONS[code - ONE];
  }
  if (mode === undefined && op === undefined) return false;
  parser.line += lines;
  if (mode !== undefined) parser._push({ type: 'set', line: parser.line, prop: 'mode', value: mode });
  if (op !== undefined) {
    // The package's key order: x, y, i, j, each only when given.
    const coord: Coordinates = {};
    if (x !== undefined) coord.x = x;
    if (y !== undefined) coord.y = y;
    if (i !== undefined) coord.i = i;
    if (j !== undefined) coord.j = j;
    parser._push({ type: 'op', line: parser.line, op, coord });
  }
  return true;
}
