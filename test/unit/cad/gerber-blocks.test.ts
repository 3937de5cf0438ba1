import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import gerberParser from 'gerber-parser';
import { describe, expect, it } from 'vitest';
import { processBlocks } from '#lambdas/cad/gerber/gerber-blocks.ts';
import { isZip, unzipSafely } from '#lambdas/cad/unzip.ts';

// lambdas/cad/gerber/gerber-blocks.ts reads a file's blocks itself and hands them to gerber-parser's own block
// parsers: every command must be the package's, in order, with the same line numbers and warnings.

type Parsed = { commands: string; warnings: unknown[] } | { error: string };

/** Macro expressions are compiled to functions, new ones on every parse: compared by their source; -0 kept apart from 0. */
const comparable = (commands: unknown) =>
  JSON.stringify(commands, (_key, value: unknown) =>
    typeof value === 'function' ? `function ${String(value)}` : Object.is(value, -0) ? '-0' : value,
  );

function parse(text: string, fast: boolean): Parsed {
  const parser = gerberParser({}) as unknown as {
    parseSync(text: string): unknown;
    _process: typeof processBlocks;
    on(event: 'warning', listener: (warning: unknown) => void): void;
  };
  if (fast) parser._process = processBlocks;
  const warnings: unknown[] = [];
  parser.on('warning', (warning) => warnings.push(warning));
  try {
    return { commands: comparable(parser.parseSync(text)), warnings };
  } catch (error) {
    return { error: String(error) };
  }
}

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/boards');
const NOT_GERBER = /\.(json|md|kicad_pcb|brd|txt)$|LICENSE|README/i;

/** Every file of the boards in `dir` (zips opened), as text. */
function boardTexts(dir: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const pending = [dir];
  while (pending.length > 0) {
    const at = pending.pop()!;
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) pending.push(file);
      else if (!NOT_GERBER.test(name)) {
        const bytes = new Uint8Array(readFileSync(file));
        if (!isZip(bytes)) found.push([file, Buffer.from(bytes).toString('utf8')]);
        else
          for (const entry of unzipSafely(bytes))
            if (!NOT_GERBER.test(entry.name)) found.push([`${file}:${entry.name}`, Buffer.from(entry.bytes).toString('utf8')]);
      }
    }
  }
  return found;
}

describe('reading Gerber and drill blocks', () => {
  it('gives gerber-parser’s commands for every file of the fixture boards', () => {
    const files = boardTexts(fixtures);
    expect(files.length).toBeGreaterThan(20);
    for (const [name, text] of files) expect(parse(text, true), name).toEqual(parse(text, false));
  });

  it('splits any text as gerber-parser does: parameters, stray % and *, line ends, tabs, unfinished blocks', () => {
    const piece = fc.constantFrom(
      '%',
      '*',
      '\n',
      '\r\n',
      '\t',
      ' ',
      'G04 note',
      '%FSLAX24Y24*%',
      '%MOMM*%',
      '%ADD10C,0.5*%',
      '%AMBOX*21,1,2,1,0,0,0*%',
      'G01X100Y200D01',
      'D10',
      'X5Y5D03',
      'M02',
      'M48',
      'T1C0.8',
      'X1.0Y2.0',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(parse(text, true)).toEqual(parse(text, false));
      }),
      { numRuns: 500 },
    );
  });

  it('reads operation and tool blocks as gerber-parser does, in any coordinate format', () => {
    const digits = fc.stringMatching(/^[0-9]{0,20}$/);
    const coordinate = fc
      .tuple(fc.constantFrom('X', 'Y', 'I', 'J', 'A'), fc.constantFrom('', '+', '-', '--'), digits)
      .map((parts) => parts.join(''));
    const prefix = fc.constantFrom('', 'G01', 'G1', 'G2', 'G03', 'G003', 'G0', 'G4', 'G10', 'G36', 'G54', 'G75');
    const suffix = fc.constantFrom('', 'D01', 'D1', 'D2', 'D03', 'D003', 'D0', 'D4', 'D10', 'D012', 'X');
    // Around and inside blocks, what the package drops (tabs, line ends, non-ASCII), trims (spaces) or keeps.
    const gap = fc.constantFrom('', '', '', '\n', '\r\n', '  ', '\t', 'é', '\n \t');
    const inside = fc.constantFrom('', '', '', '', '\t', ' ', '\n', 'é');
    const operation = fc
      .tuple(gap, prefix, fc.array(fc.tuple(inside, coordinate), { maxLength: 5 }), inside, suffix, fc.constantFrom('', ' ', '\t'))
      .map(([lead, p, c, mid, d, trail]) => `${lead}${p}${c.map((part) => part.join('')).join('')}${mid}${d}${trail}*\n`);
    const tool = fc.stringMatching(/^D0{0,3}[0-9]{0,4}$/).map((block) => `${block}*\n`);
    const format = fc
      .tuple(
        fc.constantFrom('', 'L', 'T', 'D'),
        fc.constantFrom('', 'A', 'I'),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
      )
      .map(([zero, notation, leading, trailing]) => `%FS${zero}${notation}X${leading}${trailing}Y${leading}${trailing}*%\n`);
    fc.assert(
      fc.property(
        fc.option(format, { nil: '' }),
        fc.array(fc.oneof(operation, tool), { minLength: 1, maxLength: 30 }),
        (header, blocks) => {
          const text = `${header}%MOMM*%\n${blocks.join('')}M02*\n`;
          expect(parse(text, true)).toEqual(parse(text, false));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
