import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { part as partSchema, category as categorySchema, parameter as parameterSchema } from '#contracts/parts.ts';
import type { Part } from '#contracts/parts.ts';
import { partIdForSupplierCode } from '#lambdas/core/parts/catalogue-ids.ts';
import { CatalogueFormatError, importParts, readCatalogue } from '#lambdas/core/parts/import/import-parts.ts';
import type { RejectedRow } from '#lambdas/core/parts/import/import-parts.ts';
import { packageFromFootprint } from '#lambdas/core/parts/import/kicad-library-row.ts';
import { parseJlcPriceBreaks, parseSingleUsdPrice, usdToMicros } from '#lambdas/core/parts/import/price-breaks.ts';

const fixture = (name: string) => new URL(`../../fixtures/parts/${name}`, import.meta.url);

async function importFile(name: string) {
  const parts: Part[] = [];
  const rejected: RejectedRow[] = [];
  const progress: number[] = [];
  const summary = await importParts(createReadStream(fixture(name)), {
    onPart: (part) => {
      parts.push(part);
    },
    onReject: (rejection) => {
      rejected.push(rejection);
    },
    onProgress: (p) => progress.push(p.rows),
    progressEvery: 10,
  });
  return { parts, rejected, summary, progress };
}

describe('price parsing', () => {
  it('converts USD to integer micro-units without float drift', () => {
    expect(usdToMicros('0.00089')).toBe(890);
    expect(usdToMicros('0.0917143')).toBe(91_714);
    expect(usdToMicros('5.82143')).toBe(5_821_430);
    expect(usdToMicros('abc')).toBeUndefined();
    expect(usdToMicros('-1')).toBeUndefined();
  });
  it('reads jlcparts price breaks, sorted, repeats dropped', () => {
    expect(parseJlcPriceBreaks('200-580:0.000714|20-180:0.00089|600-:0.0006')).toEqual([
      { min_qty: 20, unit_price_micros: 890 },
      { min_qty: 200, unit_price_micros: 714 },
      { min_qty: 600, unit_price_micros: 600 },
    ]);
    expect(parseJlcPriceBreaks('')).toEqual([]);
    expect(parseJlcPriceBreaks('20-180:abc')).toBe("invalid price break '20-180:abc'");
    expect(parseJlcPriceBreaks('0-5:1')).toMatch(/quantity below 1/);
  });
  it("reads the KiCad library's single USD price as one break at the minimum order", () => {
    expect(parseSingleUsdPrice('0.081USD', 20)).toEqual([{ min_qty: 20, unit_price_micros: 81_000 }]);
    expect(parseSingleUsdPrice('', 1)).toEqual([]);
    expect(parseSingleUsdPrice('cheap', 1)).toBe("invalid price 'cheap'");
  });
});

describe('jlcparts import', () => {
  it('turns every sample row into a valid Part with parameters and a category tree', async () => {
    const { parts, rejected, summary, progress } = await importFile('jlcparts-sample/slice.csv');
    expect(summary.format).toBe('jlcparts');
    expect(rejected).toEqual([]);
    expect(parts).toHaveLength(53);
    expect(summary).toMatchObject({ rows: 53, parts: 53, rejected: 0 });
    expect(progress).toEqual([10, 20, 30, 40, 50, 53]);
    for (const part of parts) expect(partSchema.safeParse(part).success).toBe(true);
    for (const category of summary.categories) expect(categorySchema.safeParse(category).success).toBe(true);
    for (const parameter of summary.parameters) expect(parameterSchema.safeParse(parameter).success).toBe(true);
    const ids = new Set(summary.categories.map((c) => c.id));
    for (const category of summary.categories) if (category.parent_id !== null) expect(ids.has(category.parent_id)).toBe(true);
    for (const part of parts) expect(ids.has(part.category_id)).toBe(true);
  });

  it('reads numbers, units, prices and library type from a resistor row', async () => {
    const { parts, summary } = await importFile('jlcparts-sample/slice.csv');
    const resistor = parts.find((p) => p.supplier_code === 'C25744')!;
    expect(resistor).toMatchObject({
      id: partIdForSupplierCode('C25744'),
      mpn: '0402WGF1002TCE',
      library_type: 'basic',
      package: '0402',
      source: 'JLCPCB/LCSC catalogue',
      labeled: false,
    });
    expect(resistor.parameters.resistance).toEqual({ raw: '10kΩ', value: 10_000, unit: 'Ω' });
    expect(resistor.parameters.tolerance).toMatchObject({ raw: '±1%', value: 1, unit: '%' });
    expect(resistor.parameters.package).toEqual({ raw: '0402' });
    expect(resistor.value_text).toMatch(/^10kΩ ±1%/);
    expect(resistor.price_breaks[0]?.min_qty).toBeGreaterThan(0);
    expect(Number.isInteger(resistor.price_breaks[0]?.unit_price_micros)).toBe(true);
    const leaf = summary.categories.find((c) => c.id === resistor.category_id)!;
    const parent = summary.categories.find((c) => c.id === leaf.parent_id)!;
    expect([parent.name, leaf.name]).toEqual(['Resistors', 'Chip Resistor - Surface Mount']);
    const voltage = summary.parameters.find((p) => p.id === 'voltage_rating')!;
    expect(voltage).toMatchObject({ short_name: 'voltage_rating', short_unit: 'V', used_for_component_matching: true });
  });

  it('maps a re-import to the same ids', async () => {
    const first = await importFile('jlcparts-sample/slice.csv');
    const second = await importFile('jlcparts-sample/slice.csv');
    expect(second.parts.map((p) => p.id)).toEqual(first.parts.map((p) => p.id));
    expect(second.summary.categories.map((c) => c.id)).toEqual(first.summary.categories.map((c) => c.id));
    expect(first.parts.every((p) => /^[A-Za-z0-9]{24}$/.test(p.id))).toBe(true);
  });

  it('rejects bad rows with their row number and reason, and keeps going', async () => {
    const { parts, rejected } = await importFile('jlcparts-sample/bad-rows.csv');
    expect(parts).toHaveLength(1);
    expect(rejected.map((r) => [r.row, r.reason])).toEqual([
      [2, 'missing supplier code'],
      [3, "invalid supplier code 'X123'"],
      [4, "invalid stock 'lots'"],
      [5, "invalid price break '20-180:abc'"],
      [6, 'attributes is not valid JSON'],
      [7, "unknown library type 'Gold'"],
      [8, 'missing MPN'],
      [9, 'expected 22 fields, found 5'],
      [10, 'missing category'],
      [11, `duplicate supplier code ${parts[0]!.supplier_code} (first on row 1)`],
    ]);
    expect(rejected[2]).toMatchObject({ supplier_code: 'C900001', line: 5 });
  });
});

describe('KiCad library import', () => {
  it('reads the slice: parts, parameters from sparse columns, rejected rows without a supplier code', async () => {
    const { parts, rejected, summary } = await importFile('cdfer-jlcpcb-kicad-library/slice.csv');
    expect(summary.format).toBe('kicad-library');
    expect(parts).toHaveLength(11);
    expect(rejected).toEqual([
      { row: 12, line: 13, supplier_code: undefined, reason: 'missing supplier code' },
      { row: 13, line: 14, supplier_code: undefined, reason: 'missing supplier code' },
    ]);
    for (const part of parts) expect(partSchema.safeParse(part).success).toBe(true);
    const cap = parts.find((p) => p.supplier_code === 'C1546')!;
    expect(cap).toMatchObject({
      mpn: '0402CG101J500NT',
      package: '0402',
      value_text: '100pF',
      library_type: 'basic',
      stock: 5_042_547,
      moq: 20,
    });
    expect(cap.price_breaks).toEqual([{ min_qty: 20, unit_price_micros: 4_000 }]);
    expect(cap.parameters.capacitance).toEqual({ raw: '100pF', value: 1e-10, unit: 'F' });
    expect(cap.parameters.voltage_rating).toEqual({ raw: '50V', value: 50, unit: 'V' });
    expect(cap.parameters.temperature_coefficient).toEqual({ raw: 'C0G' });
    const resistor = parts.find((p) => p.supplier_code === 'C17414')!;
    expect(resistor.parameters.resistance).toMatchObject({ value: 10_000, unit: 'Ω' });
    expect(resistor.parameters.operating_temperature).toEqual({ raw: '-55°C~+155°C' });
  });

  it('imports the whole demo catalogue quickly', async () => {
    const started = performance.now();
    const { parts, rejected, summary } = await importFile('cdfer-jlcpcb-kicad-library/parts.csv');
    expect(parts.length).toBe(888);
    expect(rejected.every((r) => r.reason === 'missing supplier code')).toBe(true);
    expect(summary.categories.length).toBeGreaterThan(40);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('derives the package from the footprint', () => {
    expect(packageFromFootprint('PCM_JLCPCB:C_0402')).toBe('0402');
    expect(packageFromFootprint('PCM_JLCPCB:SOIC-8_L5.0-W4.0-P1.27-LS6.0-BL')).toBe('SOIC-8');
    expect(packageFromFootprint('PCM_JLCPCB:Q_SOT-23')).toBe('SOT-23');
    expect(packageFromFootprint('')).toBe('');
  });
});

describe('catalogue input handling', () => {
  it('accepts a string and reports the format first', async () => {
    const text = await readFile(fixture('jlcparts-sample/slice.csv'), 'utf8');
    const events = [];
    for await (const event of readCatalogue(text)) events.push(event.kind);
    expect(events[0]).toBe('format');
    expect(events.filter((k) => k === 'part')).toHaveLength(53);
    // Categories are announced before the first part that uses them.
    expect(events.indexOf('category')).toBeLessThan(events.indexOf('part'));
  });

  it('refuses an unknown header without reading on', async () => {
    await expect(importParts('name,price\nfoo,1\n', { onPart: () => {} })).rejects.toThrow(CatalogueFormatError);
    await expect(importParts('', { onPart: () => {} })).rejects.toThrow(/empty file/);
  });

  async function collect(text: string) {
    const parts: Part[] = [];
    const rejected: RejectedRow[] = [];
    await importParts(text, { onPart: (p) => void parts.push(p), onReject: (r) => void rejected.push(r) });
    return { parts, rejected };
  }

  it('reads a stray quote literally, so only that row is rejected', async () => {
    const text = await readFile(fixture('jlcparts-sample/slice.csv'), 'utf8');
    const [header, first, second] = text.split('\n');
    const { parts, rejected } = await collect(`${header}\n${first}\nC1,"unterminated"x,y\n${second}\n`);
    expect(parts).toHaveLength(2);
    expect(rejected).toEqual([{ row: 2, line: 3, reason: 'expected 22 fields, found 3' }]);
  });

  it('rejects a quote left open at the end of the file as malformed CSV, keeping the rows before it', async () => {
    const text = await readFile(fixture('jlcparts-sample/slice.csv'), 'utf8');
    const [header, first] = text.split('\n');
    const { parts, rejected } = await collect(`${header}\n${first}\nC1,"never closed,y\n`);
    expect(parts).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toMatch(/^malformed CSV: Quote Not Closed/);
  });
});
