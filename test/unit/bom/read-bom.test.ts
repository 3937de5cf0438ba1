import { describe, expect, it } from 'vitest';
import { ColumnMappingSchema, DetectedMappingSchema } from '#contracts/schemas/bom.ts';
import { compareDesignators, expandDesignators } from '#lambdas/core/bom/designators.ts';
import { readBom } from '#lambdas/core/bom/read-bom-file.ts';
import { bomFixture, text } from './helpers.ts';

describe('designators', () => {
  it('expands lists and ranges written every common way', () => {
    expect(expandDesignators('R1-R4, C1, C2')).toEqual(['R1', 'R2', 'R3', 'R4', 'C1', 'C2']);
    expect(expandDesignators('R1 – R3;R7')).toEqual(['R1', 'R2', 'R3', 'R7']);
    expect(expandDesignators('C1 C5 C7')).toEqual(['C1', 'C5', 'C7']);
    expect(expandDesignators('R01-R03')).toEqual(['R01', 'R02', 'R03']);
    expect(expandDesignators('D1_0,D1_0, K0_0')).toEqual(['D1_0', 'K0_0']);
  });

  it('keeps names that only look like ranges unless told, and never expands a name the board has', () => {
    expect(expandDesignators('USB_HOST3-4,USB_HOST1-2')).toEqual(['USB_HOST3-4', 'USB_HOST1-2']);
    expect(expandDesignators('R1-4', { expandShortRanges: true })).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(expandDesignators('U1-U3', { known: new Set(['U1-U3']) })).toEqual(['U1-U3']);
    expect(expandDesignators('USB-Serial/JTAG1, ACT/SUS1')).toEqual(['USB-Serial/JTAG1', 'ACT/SUS1']);
    expect(expandDesignators('R5-R2')).toEqual(['R5-R2']);
  });

  it('sorts naturally', () => {
    expect(['R10', 'C2', 'R2', 'C10'].sort(compareDesignators)).toEqual(['C2', 'C10', 'R2', 'R10']);
  });
});

describe('column detection on real BOMs', () => {
  it('maps the bitaxe BOM: Qty, Reference, Value, PARTNO as MPN, DK as Digi-Key, LCSC, DNP', async () => {
    const { detected, lines } = await readBom(bomFixture('bitaxe-gamma/bitaxeGamma-BOM.csv'));
    expect(DetectedMappingSchema.parse(detected).mapping).toEqual({
      header_row: 0,
      columns: { quantity: 0, designator: 1, value: 2, mpn: 3, digikey: 4, lcsc: 5, dnp: 6 },
    });
    expect(detected.needs_confirmation).toBe(false);
    expect(lines).toHaveLength(41);
    expect(lines[0]).toMatchObject({
      designators: ['C6'],
      quantity: 1,
      value: '4700pF',
      mpn: 'GRM155R71E472KA01D',
      supplier_codes: { digikey: '490-1309-1-ND', lcsc: null, mouser: null },
      do_not_populate: false,
    });
    const connector = lines.find((l) => l.designators[0] === 'J1')!;
    expect(connector.supplier_codes.lcsc).toBe('C431534');
    expect(lines.find((l) => l.value === '1uF')!.designators).toHaveLength(24);
  });

  it('picks the filled `LCSC Part #` column over an empty `LCSC` one (Ferris) and reads JLCPCB’s Comment as the value', async () => {
    const { detected, lines } = await readBom(bomFixture('ferris-compact-2020/bom.csv'));
    expect(detected.mapping.columns).toMatchObject({ value: 0, designator: 1, footprint: 2, lcsc: 4 });
    expect(detected.candidates.lcsc?.map((c) => c.column)).toEqual([4, 3]);
    expect(lines.find((l) => l.value === '22')!.supplier_codes.lcsc).toBe('C17561');
    expect(lines.find((l) => l.value === 'D')!.designators).toHaveLength(34);
  });

  it('reads Olimex value-string BOMs: Designation is the value, NA(…) and NA mean not fitted', async () => {
    const esp = await readBom(bomFixture('olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv'));
    expect(esp.detected.mapping.columns).toMatchObject({ designator: 1, footprint: 2, quantity: 3, value: 4 });
    expect(esp.lines.find((l) => l.designators.includes('C72'))).toMatchObject({
      value: 'NA(27pF/50V/5%/C0G/C0402)',
      do_not_populate: true,
      quantity: 2,
    });
    expect(esp.lines.find((l) => l.designators.includes('R3'))).toMatchObject({ value: '10k/R0402', do_not_populate: false, quantity: 17 });
    expect(esp.lines.find((l) => l.designators.includes('USB_HOST1-2'))!.designators).toEqual(['USB_HOST3-4', 'USB_HOST1-2']);
    const rt = await readBom(bomFixture('olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'));
    expect(rt.detected.mapping.columns).toMatchObject({ quantity: 0, value: 1, footprint: 2, designator: 3 });
    expect(rt.lines.find((l) => l.value === 'NA')).toMatchObject({ designators: ['C36'], do_not_populate: true });
    expect(rt.lines.find((l) => l.value === '220nF/+80-20%/10VDC/0402')!.designators).toHaveLength(14);
    const rvpc = await readBom(bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
    expect(rvpc.lines.find((l) => l.value === '2k/1/8W')).toMatchObject({ designators: ['R1', 'R5', 'R6', 'R8'], quantity: 4 });
  });
});

describe('the column-mapping step', () => {
  it('asks for confirmation when there is no header, offering the columns that look like designators', async () => {
    const { detected } = await readBom(text('R1 R2,10k,2\nC1,100nF,1\nC2-C4,1uF,3\n'));
    expect(detected.mapping.header_row).toBe(-1);
    expect(detected.needs_confirmation).toBe(true);
    expect(detected.candidates.designator?.[0]?.column).toBe(0);
  });

  it('reads with an explicit mapping instead of the guess', async () => {
    const mapping = ColumnMappingSchema.parse({ header_row: -1, columns: { designator: 0, value: 1, quantity: 2 } });
    const { lines } = await readBom(text('R1 R2,10k,2\nC1,100nF,1\nC2-C4,1uF,3\n'), { mapping });
    expect(lines.map((l) => [l.designators, l.value, l.quantity])).toEqual([
      [['R1', 'R2'], '10k', 2],
      [['C1'], '100nF', 1],
      [['C2', 'C3', 'C4'], '1uF', 3],
    ]);
  });

  it('expands `R1-4` only when the quantity counts it as a range', async () => {
    const { lines } = await readBom(text('Designator,Qty,Value\nR1-4,4,10k\nUSB_HOST3-4,1,USB\n'));
    expect(lines.map((l) => l.designators)).toEqual([['R1', 'R2', 'R3', 'R4'], ['USB_HOST3-4']]);
  });

  it('reads DNP columns either way round and skips rows without designators', async () => {
    const negative = await readBom(text('Ref,Value,DNP\nR1,10k,\nR2,10k,DNP\nR3,1k,x\n,total,\n'));
    expect(negative.lines.map((l) => l.do_not_populate)).toEqual([false, true, true]);
    expect(negative.skipped).toEqual([{ row: 5, reason: 'no designators' }]);
    const positive = await readBom(text('Ref,Value,Fitted\nR1,10k,yes\nR2,10k,no\n'));
    expect(positive.lines.map((l) => l.do_not_populate)).toEqual([false, true]);
  });
});
