import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLine, csvText, FORMULA_START } from '#contracts/csv-text.ts';

const cell = (value: string | number) => csvLine([value]).slice(0, -2);

describe('the one CSV writer', () => {
  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180), and ends every line in CRLF', () => {
    const written = ['plain', 'a,b', 'say "hi"', 'two\nlines', 'two\r\nlines'].map(cell);
    expect(written).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '"two\r\nlines"']);
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
    const formulas = ['=HYPERLINK("x")', '+1+cmd', '-2-3', '@SUM(A1)', '\t=1', '\r=1', '＝1+1'];
    expect(formulas.map(cell)).toEqual(formulas.map((f) => `"'${f.replace(/"/g, '""')}"`));
    expect(['a=b', '0402'].map(cell)).toEqual(['a=b', '0402']);
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
