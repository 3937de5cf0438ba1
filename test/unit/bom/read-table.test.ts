import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding } from '#lambdas/core/bom/decode-text.ts';
import { detectDelimiter } from '#lambdas/core/bom/read-delimited.ts';
import { UnreadableTableError, readTable } from '#lambdas/core/bom/read-table.ts';
import { bomFixture, text } from './helpers.ts';

const cells = async (file: { name: string; bytes: Uint8Array }) => (await readTable(file)).map((r) => r.cells);

function utf16(content: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + content.length * 2);
  out.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < content.length; i++) {
    const code = content.charCodeAt(i);
    out[2 + 2 * i] = littleEndian ? code & 0xff : code >> 8;
    out[3 + 2 * i] = littleEndian ? code >> 8 : code & 0xff;
  }
  return out;
}

describe('encodings', () => {
  it('reads UTF-8 with and without a byte-order mark, UTF-16 LE and BE by their mark, and falls back to Windows-1252', () => {
    const csv = 'Designator,Value\nR1,4.7kΩ\n';
    const utf8 = new TextEncoder().encode(csv);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(csv);
    expect(decodeText(utf8)).toBe(csv);
    expect(detectEncoding(utf16(csv, true)).encoding).toBe('utf-16le');
    expect(decodeText(utf16(csv, true))).toBe(csv);
    expect(decodeText(utf16(csv, false))).toBe(csv);
    // 0xB5 is µ in Windows-1252 and invalid on its own in UTF-8.
    const latin = new Uint8Array([...new TextEncoder().encode('C1,100'), 0xb5, 0x46]);
    expect(detectEncoding(latin).encoding).toBe('windows-1252');
    expect(decodeText(latin)).toBe('C1,100µF');
  });

  it('gives the same rows whatever the encoding', async () => {
    const csv = 'Designator;Value\nR1;4.7kΩ\n';
    expect(await cells({ name: 'a.csv', bytes: utf16(csv, true) })).toEqual([
      ['Designator', 'Value'],
      ['R1', '4.7kΩ'],
    ]);
    expect(await cells({ name: 'a.csv', bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]) })).toEqual([
      ['Designator', 'Value'],
      ['R1', '4.7kΩ'],
    ]);
  });
});

describe('delimiters and quoting', () => {
  it('detects comma, semicolon and tab, ignoring delimiters inside quotes', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(detectDelimiter('"Id";"Designator"\n1;"C73,C72"\n2;"R1,R2,R3"\n')).toBe(';');
    expect(detectDelimiter('Ref\tValue\tQty\nR1\t10k\t1\n')).toBe('\t');
    expect(detectDelimiter('Ref,Value\n"R1;R2",10k\n"R3;R4",1k\n')).toBe(',');
  });

  it('keeps quoted fields whole: delimiters, doubled quotes and line breaks inside them', async () => {
    const rows = await readTable(text('Reference,Value,Note\n"R1,R2",10k,"say ""hi""\nagain"\nC1,1uF,\n'));
    expect(rows.map((r) => r.cells)).toEqual([
      ['Reference', 'Value', 'Note'],
      ['R1,R2', '10k', 'say "hi"\nagain'],
      ['C1', '1uF', ''],
    ]);
    expect(rows.map((r) => r.line)).toEqual([1, 3, 4]);
  });

  it('reads the real semicolon BOM with its trailing empty fields', async () => {
    const rows = await cells(bomFixture('olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv'));
    expect(rows[0]!.slice(0, 6)).toEqual(['Id', 'Designator', 'Footprint', 'Quantity', 'Designation', 'Supplier and ref']);
    expect(rows[1]!.slice(0, 5)).toEqual(['1', 'C73,C72', 'C_0402_5MIL_DWS', '2', 'NA(27pF/50V/5%/C0G/C0402)']);
  });
});

describe('spreadsheets', () => {
  // Written by SheetJS in each format the upload accepts (docs/assembly.md): the
  // reader is imported on the first workbook, so each format goes through it.
  it.each(['xlsx', 'biff8', 'ods'] as const)('reads a %s workbook from the sheet holding the list', async (bookType) => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Cover page']]), 'Cover');
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Qty', 'Designator', 'Value'],
        [2, 'R1, R2', '10k'],
        [1, 'C1', '100nF'],
      ]),
      'BOM',
    );
    const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
    expect(await cells({ name: `bom.${bookType}`, bytes })).toEqual([
      ['Qty', 'Designator', 'Value'],
      ['2', 'R1, R2', '10k'],
      ['1', 'C1', '100nF'],
    ]);
  });

  it('reads the real ODS BOM, including a cell with a line break', async () => {
    const rows = await cells(bomFixture('olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'));
    expect(rows[0]).toEqual(['Qty', 'Designation', 'Package', 'Designator']);
    expect(rows).toHaveLength(38);
    expect(rows.find((r) => r[1] === '220nF/+80-20%/10VDC/0402')?.[3]).toBe('C4,C5,C6,C7,C9,C10,C12,C14,\nC16,C19,C26,C27,C29,C35');
  });

  it('refuses a file with no rows and a broken spreadsheet with a reason', async () => {
    await expect(readTable(text('\n\n'))).rejects.toThrow(UnreadableTableError);
    await expect(readTable({ name: 'bad.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) })).rejects.toThrow(
      /bad\.xlsx could not be read/,
    );
  });
});
