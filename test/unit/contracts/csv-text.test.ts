import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLine, csvText, FORMULA_START } from '#contracts/csv-text.ts';

const cell = (value: string | number) => csvLine([value]).slice(0, -2);

describe('the one CSV writer', () => {
  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180), and ends every line in CRLF', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvLine(['', null, undefined, 0])).toBe(',,,0\r\n');
    expect(csvText([['a', 'b,c'], ['d']])).toBe('a,"b,c"\r\nd\r\n');
    expect(csvText([])).toBe('');
  });

  it('reads back as the same cells through a CSV parser', () => {
    const rows = [
      ['Ref', 'Note'],
      ['R1', 'a, "b"\nc'],
      ['R2', ' padded '],
    ];
    expect(Papa.parse(csvText(rows).trimEnd(), { newline: '\r\n' }).data).toEqual(rows);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula (OWASP)', () => {
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell('+1+cmd')).toBe(`"'+1+cmd"`);
    expect(cell('-2-3')).toBe(`"'-2-3"`);
    expect(cell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(cell('\t=1')).toBe(`"'\t=1"`);
    expect(cell('\r=1')).toBe(`"'\r=1"`);
    expect(cell('＝1+1')).toBe(`"'＝1+1"`);
    expect(cell('a=b')).toBe('a=b');
    expect(cell('0402')).toBe('0402');
  });

  it('leaves plain numbers alone, as text or as numbers: they cannot run', () => {
    for (const n of ['-88.5000', '+1', '-2', '-.5', '1e-3', '-1.5E+7']) expect(cell(n)).toBe(n);
    expect(cell(-5)).toBe('-5');
    expect(cell('-1e')).toBe(`"'-1e"`);
  });

  it('guards every cell papaparse’s own OWASP guard does, plain numbers apart', () => {
    const own = /^[=+\-@\t\r].*$/;
    const samples = ['=1', '+1', '-1', '@a', '\tx', '\rx', '-1+2', '+A1', '-', '+', 'x', '', '1', '-0.5', '+.5e3'];
    for (const s of samples) {
      const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s);
      expect(FORMULA_START.test(s), s).toBe(own.test(s) && !plainNumber);
    }
  });

  it('is the only CSV writer: the feeder report, the waitlist and the converter use it', () => {
    for (const file of [
      'web/src/features/production/feeder-csv.ts',
      'lambdas/core/marketing/waitlist.ts',
      'web/src/features/fixed-width/fixed-width.ts',
    ]) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/from '#contracts\/csv-text\.ts'/);
      expect(source, file).not.toMatch(/replace\(\/"\/g|'""'/);
    }
  });
});
