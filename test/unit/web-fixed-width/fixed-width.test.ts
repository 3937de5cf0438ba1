import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  columnNames,
  detectColumns,
  headingCells,
  normaliseCuts,
  sliceLine,
  splitLines,
  tableRows,
  toCsv,
} from '../../../web/src/features/fixed-width/fixed-width.ts';
import { placementText } from './placement-lines.ts';

const kicadPos = readFileSync(new URL('../../fixtures/bom/ferris-compact-2020/ferris-top.pos', import.meta.url), 'utf8');

function convert(text: string) {
  const lines = splitLines(text);
  const d = detectColumns(lines);
  const head = d.hasHeader ? headingCells(lines, d.cuts, d.skip) : null;
  const names = columnNames(head, d.cuts.length + 1);
  const rows = tableRows(lines, { cuts: d.cuts, skip: d.skip, hasHeader: d.hasHeader });
  return { lines, d, names, rows };
}

describe('detecting fixed-width columns', () => {
  it('reads a KiCad placement report: skips its ### preamble, finds the 7 columns and the # heading row', () => {
    const { d, names, rows } = convert(kicadPos);
    expect(d.skip).toBe(4);
    expect(d.fromRuler).toBe(false);
    expect(d.hasHeader).toBe(true);
    expect(names).toEqual(['Ref', 'Val', 'Package', 'PosX', 'PosY', 'Rot', 'Side']);
    expect(rows[0]).toEqual(['C1', '22p', 'C_0805_2012Metric_Pad1.15x1.40mm_HandSolder', '53.2500', '-88.5000', '180.0000', 'top']);
    // Every data line of the file became a row of 7 cells; the footer "## End" is a row of its own, left for the user to see.
    const parts = rows.filter((r) => !r[0]!.startsWith('#'));
    expect(parts.every((r) => r.length === 7 && r[6] === 'top')).toBe(true);
    expect(parts).toHaveLength(kicadPos.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).length);
  });

  it('uses a dashed ruler under the headings, and skips the title above them', () => {
    const text = [
      'ACME SMT LINE 2 - PICK LIST            PAGE 1',
      '',
      'PART NO      DESCRIPTION              QTY  FEEDER',
      '-----------  -----------------------  ---  ------',
      'RC0603-10K   RES 10K 1% 0603          120  F01',
      'CL10B104K    CAP 100N 50V X7R 0603     64  F02',
      'LM1117-3.3   LDO 3V3 800MA SOT-223      2  TRAY',
    ].join('\n');
    const { d, names, rows } = convert(text);
    expect(d.fromRuler).toBe(true);
    expect(d.cuts).toEqual([13, 38, 43]);
    expect(d.skip).toBe(2);
    expect(names).toEqual(['PART NO', 'DESCRIPTION', 'QTY', 'FEEDER']);
    expect(rows).toEqual([
      ['RC0603-10K', 'RES 10K 1% 0603', '120', 'F01'],
      ['CL10B104K', 'CAP 100N 50V X7R 0603', '64', 'F02'],
      ['LM1117-3.3', 'LDO 3V3 800MA SOT-223', '2', 'TRAY'],
    ]);
  });

  it('keeps free text with single spaces in one column and right-aligned numbers in theirs', () => {
    const text = [
      'MPN                 DESCRIPTION                     STOCK   PRICE',
      'GRM188R71H104KA93D  Cap Ceramic 0.1uF 50V X7R 0603  412000  0.0041',
      'RC0603FR-0710KL     Res Thick Film 0603 10K 1%       98000  0.0010',
      'STM32F103C8T6       MCU 32-bit ARM Cortex M3 LQFP48    1250  3.2100',
      'USBLC6-2SC6         TVS Diode Array SOT-23-6          33000  0.1890',
    ].join('\n');
    const { d, names, rows } = convert(text);
    expect(names).toEqual(['MPN', 'DESCRIPTION', 'STOCK', 'PRICE']);
    expect(rows[2]).toEqual(['STM32F103C8T6', 'MCU 32-bit ARM Cortex M3 LQFP48', '1250', '3.2100']);
    expect(d.cuts).toHaveLength(3);
  });

  it('tells a file without headings (numbers in the first line) and names its columns', () => {
    const text = ['R1   10.000   20.500   90', 'R2   12.500   20.500  180', 'C1    3.250    7.000    0'].join('\n');
    const { d, names, rows } = convert(text);
    expect(d.hasHeader).toBe(false);
    expect(names).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['R2', '12.500', '20.500', '180']);
  });

  it('expands tabs to stops of 8, strips a BOM and reads CRLF and CR line ends', () => {
    const lines = splitLines('\ufeffREF\tQTY\r\nR1\t4\rR22\t10\r\n\r\n');
    expect(lines).toEqual(['REF     QTY', 'R1      4', 'R22     10']);
    expect(convert(lines.join('\n')).names).toEqual(['REF', 'QTY']);
  });

  it('does not split a column on a one-wide gap that some line writes into', () => {
    const lines = ['AB CD', 'EFGHI', 'JK LM', 'NO PQ'];
    expect(detectColumns(lines).cuts).toEqual([]);
    expect(detectColumns(['AB CD', 'EF GH', 'IJ KL']).cuts).toEqual([3]);
  });

  it('slices short lines into empty cells and cleans hand-edited cuts', () => {
    expect(sliceLine('R1   10k', [5, 10, 20])).toEqual(['R1', '10k', '', '']);
    expect(normaliseCuts([12, 0, 5, 5, 3.5, 99, -1], 40)).toEqual([5, 12]);
    expect(columnNames(['Ref', '', 'Ref'], 3)).toEqual(['Ref', 'Column 2', 'Ref (2)']);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas but not negative numbers', () => {
    const csv = toCsv(
      ['Ref', 'Note'],
      [
        ['R1', 'a, b'],
        ['R2', 'say "hi"'],
        ['R3', '=HYPERLINK("x")'],
        ['R4', '-88.5000'],
        ['R5', '@SUM(A1)'],
      ],
    );
    expect(csv).toBe('Ref,Note\r\nR1,"a, b"\r\nR2,"say ""hi"""\r\n' + `R3,"'=HYPERLINK(""x"")"\r\nR4,-88.5000\r\nR5,"'@SUM(A1)"\r\n`);
  });
});

describe('at scale', () => {
  // Timed by `npm run bench -- fixed-width`, not here: a wall-clock bound fails on a loaded machine.
  it('detects the columns of 50 MB of placement lines in one pass, without spreading arrays', () => {
    const { lines: written, text } = placementText(50 * 1024 * 1024);
    const lines = splitLines(text);
    const d = detectColumns(lines);
    expect(lines.length).toBe(written.length);
    expect(d.hasHeader).toBe(true);
    expect(d.cuts).toHaveLength(6);
    expect(sliceLine(lines[7]!, d.cuts)).toEqual(['R7', '4.7k 1%', 'C_0603_1608Metric', '0.8890', '-0.3500', '270', 'top']);
    expect(tableRows(lines, { cuts: d.cuts, skip: d.skip, hasHeader: true }, 50)).toHaveLength(50);
  }, 120_000);
});
