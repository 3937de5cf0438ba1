import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LabeledCharacter, Part } from '#contracts/parts.ts';
import { api, newCustomer } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// `npm run import-parts` against the run's local stack: the real command in a
// child process, pointed at the emulators the way it would be at AWS.

const run = promisify(execFile);
// Each import starts the command in a child process (tsx, then the core): seconds each on a busy 2-core machine,
// and a test runs it twice.
const SPAWNS_TIMEOUT_MS = 90_000;
const stack = inject('stack');
const ROOT = path.resolve(import.meta.dirname, '../..');

const HEADER =
  'lcsc,mpn,manufacturer,category,subcategory,package,library_type,status,stock,moq,price_breaks,resistance_ohm,capacitance_f,inductance_h,voltage_rating,tolerance,power_w,temp_coefficient,description,datasheet,attributes,group';
const row = (code: string, mpn: string, stock: string, prices = '20-:0.0021') =>
  `${code},${mpn},TESTCO,Resistors,Chip Resistor - Surface Mount,0402,Basic,Active,${stock},20,${prices},4700,,,,1%,0.0625,,Test resistor 4.7kΩ ±1% 0402,https://example.com/${mpn}.pdf,"{""Resistance"": ""4.7kΩ"", ""Tolerance"": ""±1%""}",resistors`;

function catalogue(stockOfFirst: number): string {
  return [
    HEADER,
    row('C9900001', 'ZZTEST-4K7-A', String(stockOfFirst)),
    row('C9900002', 'ZZTEST-4K7-B', '15'),
    row('', 'ZZTEST-NO-CODE', '5'),
    row('C9900003', 'ZZTEST-BAD-STOCK', 'lots'),
    'C9900004,too,few,fields',
    row('C9900002', 'ZZTEST-DUPLICATE', '1'),
  ].join('\n');
}

async function importFile(file: string) {
  const env = { ...process.env, ...stackEnv(stack) };
  return run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'bin/import-parts.ts'), file], { env, cwd: ROOT });
}

async function useStack() {
  Object.assign(process.env, stackEnv(stack));
  const parts = await import('#lambdas/core/db/parts.ts');
  const ids = await import('#lambdas/core/parts/catalogue-ids.ts');
  const object = await import('#lambdas/core/aws/parts-index-reads.ts');
  const search = await import('#lambdas/core/parts/search/index.ts');
  const inventory = await import('#lambdas/core/db/inventory.ts');
  const service = await import('#lambdas/core/db/service.ts');
  return { ...parts, ...ids, ...object, ...search, ...inventory, ...service };
}

let lib: Awaited<ReturnType<typeof useStack>>;
let dir: string;
beforeAll(async () => {
  lib = await useStack();
  dir = mkdtempSync(path.join(tmpdir(), 'parts-import-'));
});

describe('npm run import-parts', () => {
  it(
    'imports good rows, reports each bad row with its reason, and rebuilds the search snapshot',
    { timeout: SPAWNS_TIMEOUT_MS },
    async () => {
      const file = path.join(dir, 'first.csv');
      writeFileSync(file, catalogue(100));
      const { stdout } = await importFile(file);
      expect(stdout).toMatch(/Imported 2 parts \(jlcparts\), 4 rejected/);
      expect(stdout).toMatch(/rejected row 3 .*missing supplier code/i);
      expect(stdout).toMatch(/rejected row 4 .*C9900003.*stock/i);
      expect(stdout).toMatch(/rejected row 5 .*expected 22 fields, found 4/);
      expect(stdout).toMatch(/rejected row 6 .*duplicate supplier code C9900002/);
      expect(stdout).toMatch(/Search index: \d+ parts/);

      const part = await lib.getPartById(lib.partIdForSupplierCode('C9900001'));
      expect(part).toMatchObject({
        supplier_code: 'C9900001',
        mpn: 'ZZTEST-4K7-A',
        stock: 100,
        library_type: 'basic',
        source: 'JLCPCB/LCSC catalogue',
      });
      expect(part!.price_breaks).toEqual([{ min_qty: 20, unit_price_micros: 2100 }]);
      expect(part!.parameters.resistance).toMatchObject({ value: 4700 });

      // The stored snapshot finds the new parts, alongside the demo catalogue.
      const snapshot = await lib.readPartsIndex();
      const index = lib.loadIndex(snapshot!.bytes);
      const found = lib.searchParts(index, { search_terms: 'ZZTEST', category_ids: [], filters: {}, page: 1, in_stock_only: false });
      expect(found.results.map((r) => r.part.supplier_code).sort()).toEqual(['C9900001', 'C9900002']);
      expect(index.partCount).toBeGreaterThan(800);
    },
  );

  it('is idempotent: importing again updates the same parts and never duplicates them', { timeout: SPAWNS_TIMEOUT_MS }, async () => {
    const file = path.join(dir, 'second.csv');
    writeFileSync(file, catalogue(250));
    const before = (await lib.readPartsIndex())!;
    const countBefore = lib.loadIndex(before.bytes).partCount;
    const { stdout: changed } = await importFile(file);
    // Only the first part's stock changed since the earlier test's import.
    expect(changed).toMatch(/\b1 of them were already stored/);
    // The same file again: nothing to write (a re-import of an unchanged catalogue is a read).
    const { stdout: again } = await importFile(file);
    expect(again).toMatch(/2 of them were already stored as the file has them and were not written again/);

    const part = await lib.getPartById(lib.partIdForSupplierCode('C9900001'));
    expect(part!.stock).toBe(250);
    const after = (await lib.readPartsIndex())!;
    expect(after.etag).not.toBe(before.etag);
    const index = lib.loadIndex(after.bytes);
    expect(index.partCount).toBe(countBefore);
    const found = lib.searchParts(index, { search_terms: 'ZZTEST', category_ids: [], filters: {}, page: 1, in_stock_only: false });
    expect(found.total).toBe(2);
    const categories = await lib.listCategories();
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('refuses a file that is not a catalogue, importing nothing', async () => {
    const file = path.join(dir, 'not-a-catalogue.csv');
    writeFileSync(file, 'name,colour\nwidget,blue\n');
    await expect(importFile(file)).rejects.toMatchObject({ stderr: expect.stringMatching(/unknown catalogue format/) });
  });
});

describe('re-importing over labelled and manually entered parts', () => {
  it('keeps value text labels and never writes a manual-entry part, while updating the rest', { timeout: SPAWNS_TIMEOUT_MS }, async () => {
    const engineer = await newCustomer('import-eng', ['Engineer']);
    const file = path.join(dir, 'labels-first.csv');
    writeFileSync(file, [HEADER, row('C9900011', 'ZZTEST-LABEL', '40'), row('C9900012', 'ZZTEST-COLLIDE', '5')].join('\n'));
    await importFile(file);
    const labelledId = lib.partIdForSupplierCode('C9900011');
    const before = (await lib.getPartById(labelledId))!;
    const labels: LabeledCharacter[] = [...before.value_text].map((character, i) =>
      i < 5 ? { character, noop: false, parameter_id: 'resistance' } : { character, noop: true, parameter_id: 'none' },
    );
    const saved = await api('PUT', `/api/labeling/parts/${labelledId}/labels`, {
      token: engineer.idToken,
      body: { labeled_value_text: labels, previous_labeled_value_text: [] },
    });
    expect(saved.status).toBe(200);

    // A manual-entry part whose id a catalogue row also maps to (an older tool, a hand-made record):
    // the import must leave it exactly as staff entered it.
    const collidingId = lib.partIdForSupplierCode('C9900012');
    const manual: Part = {
      ...(await lib.getPartById(collidingId))!,
      mpn: 'STAFF-ENTERED',
      description: 'entered by hand',
      stock: 3,
      source: 'Manual entry',
      value_text: 'by hand',
      labeled_value_text: [],
      labeled: false,
    };
    await lib.db().entities.part.delete({ id: collidingId }).go();
    await lib.createPartWithOpeningStock(
      { ...lib.toStoredPart(manual), entered_at: new Date().toISOString() },
      { reason: 'integration test', actor: 'test' },
    );

    const second = path.join(dir, 'labels-second.csv');
    writeFileSync(
      second,
      [HEADER, row('C9900011', 'ZZTEST-LABEL', '77', '20-:0.0031'), row('C9900012', 'ZZTEST-COLLIDE', '999')].join('\n'),
    );
    const { stdout } = await importFile(second);
    expect(stdout).toMatch(/Left 1 manually entered parts as they were/);

    const after = (await lib.getPartById(labelledId))!;
    expect(after).toMatchObject({
      stock: 77,
      price_breaks: [{ min_qty: 20, unit_price_micros: 3100 }],
      labeled: true,
      labeled_value_text: labels,
      value_text: before.value_text,
    });
    expect(await lib.getPartById(collidingId)).toMatchObject({
      mpn: 'STAFF-ENTERED',
      description: 'entered by hand',
      stock: 3,
      source: 'Manual entry',
      value_text: 'by hand',
    });

    // The snapshot the import rebuilt carries both as stored.
    const index = lib.loadIndex((await lib.readPartsIndex())!.bytes);
    const found = lib.searchParts(index, { search_terms: 'STAFF-ENTERED', category_ids: [], filters: {}, page: 1, in_stock_only: false });
    expect(found.results[0]?.part).toMatchObject({ id: collidingId, source: 'Manual entry' });
    const labelled = lib.searchParts(index, { search_terms: 'C9900011', category_ids: [], filters: {}, page: 1, in_stock_only: false });
    expect(labelled.results[0]?.part).toMatchObject({ id: labelledId, labeled: true, labeled_value_text: labels });
  });
});
