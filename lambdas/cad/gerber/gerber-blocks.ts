import parseGerberBlock from 'gerber-parser/lib/_parse-gerber.js';
import parseDrill from 'gerber-parser/lib/_parse-drill.js';
import { parseOperationBlock, readOperationAt, type OperationParserState } from './gerber-operations.ts';

// gerber-parser splits a file into blocks one character at a time, pushing each into an array that it joins per block:
// a quarter of its parse time (docs/performance.md#gerber-against-pcb-stackup). This reader splits the same text into the
// same blocks by slicing runs of plain characters, and hands each to the package's own block parsers, so the commands
// the plotter receives are the package's, unchanged (test/unit/cad/gerber-blocks.test.ts compares them file by file).
// Operation blocks, most of a Gerber file, are read by gerber-operations.ts to the same commands.

const ASTERISK = 42;
const PERCENT = 37;
const NEWLINE = 10;
/** No character has this code: a drill file has no parameter blocks. */
const NONE = -1;

/** The state gerber-parser's `_process` reads and writes. */
export interface BlockParserState extends OperationParserState {
  _index: number;
  _stash: string;
  line: number;
}

/**
 * gerber-parser's `_process(chunk, filetype)`, block for block: a Gerber block ends at `*` (a `%…%` parameter keeps
 * its inner `*` and loses the last character before its closing `%`), a drill block at a newline; characters outside
 * printable ASCII are dropped, newlines counted into `line` before the block is parsed, and an unfinished last block
 * is stashed.
 */
export function processBlocks(this: BlockParserState, chunk: string, filetype: 'gerber' | 'drill' | null): void {
  // As the package: a file it could not tell the type of fails once there is anything to read.
  if (filetype !== 'gerber' && filetype !== 'drill' && this._index < chunk.length)
    throw new Error('filetype to get next block must be "drill" or "gerber"');
  const split = filetype === 'gerber' ? ASTERISK : NEWLINE;
  const param = filetype === 'gerber' ? PERCENT : NONE;
  const end = chunk.length;
  let at = this._index;
  while (at < end) {
    if (filetype === 'gerber') {
      const next = readOperationAt(this, chunk, at);
      if (next >= 0) {
        at = next;
        continue;
      }
    }
    let block = '';
    let runStart = at;
    let lines = 0;
    let paramStarted = false;
    let paramFound = false;
    let splitFound = false;
    let blockFound = false;
    while (at < end) {
      const code = chunk.charCodeAt(at);
      if (code >= 32 && code <= 126 && code !== param && code !== split) {
        at++;
        continue;
      }
      if (at > runStart) block += chunk.slice(runStart, at);
      if (code === NEWLINE) lines++;
      if (code === param) {
        if (paramStarted) {
          paramFound = true;
          block = block.slice(0, -1);
        } else {
          paramStarted = true;
          block += '%';
        }
      } else if (code === split) {
        splitFound = true;
        if (paramStarted) block += chunk[at];
      }
      at++;
      runStart = at;
      if (splitFound && (!paramStarted || paramFound)) {
        blockFound = true;
        break;
      }
    }
    this.line += lines;
    if (!blockFound) {
      this._stash += block + chunk.slice(runStart, at);
      break;
    }
    const trimmed = block.trim();
    if (!trimmed) continue;
    if (filetype === 'gerber') {
      if (!parseOperationBlock(this, trimmed)) parseGerberBlock(this, trimmed);
    } else parseDrill.parse(this, trimmed);
  }
  this._index = at;
}
