import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { importParts } from '#lambdas/core/parts/import/import-parts.ts';
import type { ImportSummary } from '#lambdas/core/parts/import/import-parts.ts';
import { csvLine, millionCatalogueRows, readSampleCatalogue, writeMillionCatalogue } from '../../bench/parts/million-catalogue.ts';
import type { SampleCatalogue } from '../../bench/parts/million-catalogue.ts';

// The bench's catalogue generator, on 10,000 rows grown from the 53-row
// jlcparts fixture: every row imports, codes are unique, and the sample's
// categories, packages and price-break shapes keep their shares.

const SLICE = fileURLToPath(new URL('../../fixtures/parts/jlcparts-sample/slice.csv', import.meta.url));
const ROWS = 10_000;

let sample: SampleCatalogue;
let sampleParts: Part[];
let parts: Part[];
let summary: ImportSummary;

async function importRows(sampleCatalogue: SampleCatalogue, rows: Iterable<string[]>) {
  const imported: Part[] = [];
  const lines = (function* () {
    yield csvLine(sampleCatalogue.header);
    for (const row of rows) yield csvLine(row);
  })();
  const result = await importParts(lines, { onPart: (p) => void imported.push(p) });
  return { imported, result };
}

function shares(list: readonly Part[], key: (p: Part) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of list) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return new Map([...counts].map(([k, n]) => [k, n / list.length]));
}

beforeAll(async () => {
  sample = await readSampleCatalogue(SLICE);
  sampleParts = (await importRows(sample, sample.rows)).imported;
  const generated = await importRows(sample, millionCatalogueRows(sample, ROWS));
  parts = generated.imported;
  summary = generated.result;
  // About 2 s on a quiet machine; a loaded one has taken over a minute.
}, 180_000);

describe('million-part catalogue generator', () => {
  it('makes exactly the rows asked for, all importable, with unique supplier codes', () => {
    expect(summary.rejected).toBe(0);
    expect(parts).toHaveLength(ROWS);
    expect(new Set(parts.map((p) => p.supplier_code)).size).toBe(ROWS);
    expect(new Set(parts.map((p) => p.mpn)).size).toBeGreaterThan(ROWS * 0.99);
  });

  it('starts with the sample itself, so real MPNs and LCSC codes are in it', () => {
    expect(parts.slice(0, sampleParts.length)).toEqual(sampleParts);
  });

  it("keeps the sample's category, package and library-type shares", () => {
    for (const key of [(p: Part) => p.category_id, (p: Part) => p.package, (p: Part) => p.library_type]) {
      const expected = shares(sampleParts, key);
      const actual = shares(parts, key);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [k, share] of expected) expect(actual.get(k)).toBeCloseTo(share, 2);
    }
  });

  it('varies each copy like a neighbouring part: MPN suffix, E12 value, same price-break quantities', () => {
    const originals = new Map(sampleParts.map((p) => [p.supplier_code.slice(1), p]));
    let scaled = 0;
    const unlike: string[] = [];
    for (const part of parts.slice(sampleParts.length)) {
      const original = originals.get(String(Number(part.supplier_code.slice(-8))))!;
      const sameBreaks = part.price_breaks.map((b) => b.min_qty).join() === original.price_breaks.map((b) => b.min_qty).join();
      const varied = part.mpn.startsWith(original.mpn) && part.mpn !== original.mpn;
      if (!sameBreaks || !varied || part.category_id !== original.category_id) unlike.push(part.supplier_code);
      const before = original.parameters.resistance?.value;
      const after = part.parameters.resistance?.value;
      if (before !== undefined && before > 0 && after !== undefined && after !== before) scaled++;
    }
    expect(unlike).toEqual([]);
    expect(scaled).toBeGreaterThan(0);
    expect(parts.filter((p) => p.stock === 0).length).toBeGreaterThan(ROWS * 0.15);
  });

  it('streams the same rows to a file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'million-catalogue-'));
    try {
      const file = path.join(dir, 'parts.csv');
      await writeMillionCatalogue(file, sample, 500);
      const expected = [csvLine(sample.header), ...[...millionCatalogueRows(sample, 500)].map(csvLine)].join('');
      expect(readFileSync(file, 'utf8')).toBe(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
