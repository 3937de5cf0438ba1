import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { importParts, type ImportSummary } from '#lambdas/core/parts/import/import-parts.ts';
import { buildIndex, buildIndexOnCores, searchParts, serializeIndex } from '#lambdas/core/parts/search/index.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { csvLine, millionCatalogueRows, readSampleCatalogue } from '../../bench/parts/million-catalogue.ts';
import { categories, createPart } from './catalogue-factory.ts';

// The index build with its tokens worked out in worker threads, range by
// range, must be the index one thread builds, byte for byte: the ranges'
// token ids merged into one dictionary and their parts renumbered from each
// range's start (docs/parts.md#the-index-build-on-every-core).

const SLICE = fileURLToPath(new URL('../../fixtures/parts/jlcparts-sample/slice.csv', import.meta.url));

let parts: Part[];
let summary: ImportSummary;

beforeAll(async () => {
  const sample = await readSampleCatalogue(SLICE);
  const generated: Part[] = [];
  const lines = (function* () {
    yield csvLine(sample.header);
    for (const row of millionCatalogueRows(sample, 3_000)) yield csvLine(row);
  })();
  summary = await importParts(lines, { onPart: (p) => void generated.push(p) });
  const category_id = generated[0]!.category_id;
  // Texts the tokeniser treats specially (astral characters in the first and the last range, so the
  // ranges' terms read backwards merge across a surrogate pair), and a value spelled otherwise than its id's.
  const odd = [
    createPart({
      supplier_code: 'C9000001',
      category_id,
      stock: 1e9,
      mpn: 'ÄBC-µ1',
      description: 'Widerstand 4,7 kΩ ±1 % 𝔘nicode 𝔘𝔙',
      params: { resistance: '4.7kΩ' },
    }),
    createPart({
      supplier_code: 'C9000002',
      category_id,
      stock: 0,
      mpn: '',
      manufacturer: '',
      description: '𝔘nicode a𝔙 𝔙',
      params: { resistance: '4.7kΩ ' },
    }),
    createPart({ supplier_code: 'C9000003', category_id, stock: 0, mpn: 'X', description: 'a'.repeat(300), value_text: '100nF 0402' }),
  ];
  parts = [...generated, ...odd];
}, 180_000);

describe('buildIndexOnCores', () => {
  it.each([2, 3, 7])(
    'builds the same snapshot as one thread with %i workers',
    async (threads) => {
      const one = serializeIndex(buildIndex(parts, summary.categories, summary.parameters));
      const many = serializeIndex(await buildIndexOnCores(parts, summary.categories, summary.parameters, { threads, minParts: 0 }));
      expect(many.byteLength).toBe(one.byteLength);
      expect(Buffer.compare(Buffer.from(many), Buffer.from(one))).toBe(0);
    },
    60_000,
  );

  it('cuts more ranges than threads when the texts outgrow a range, and still builds the same snapshot', async () => {
    const one = serializeIndex(buildIndex(parts, summary.categories, summary.parameters));
    const textsOf = (part: Part) => [part.mpn, part.supplier_code, part.manufacturer, part.package, part.value_text, part.description];
    const chars = parts.reduce((sum, part) => sum + textsOf(part).join('').length, 0);
    // About six ranges for two threads.
    const rangeTextBudget = Math.ceil(chars / 6);
    const many = serializeIndex(
      await buildIndexOnCores(parts, summary.categories, summary.parameters, { threads: 2, minParts: 0, rangeTextBudget }),
    );
    expect(Buffer.compare(Buffer.from(many), Buffer.from(one))).toBe(0);
  }, 60_000);

  it('builds the same snapshot whatever order the parts come in', () => {
    const one = serializeIndex(buildIndex(parts, summary.categories, summary.parameters));
    // A fixed shuffle: every seventh part first, then the rest backwards.
    const shuffled = [...parts.filter((_, i) => i % 7 === 0), ...parts.filter((_, i) => i % 7 !== 0).reverse()];
    const again = serializeIndex(buildIndex(shuffled, summary.categories, summary.parameters));
    expect(Buffer.compare(Buffer.from(again), Buffer.from(one))).toBe(0);
  }, 60_000);

  it('stops its workers when the build fails after they started on the texts', async () => {
    const threadsNow = () => readdirSync('/proc/self/task').length;
    const before = threadsNow();
    // A value without its text breaks the numbering of values, which runs while the workers tokenise.
    const broken = createPart({ supplier_code: 'C9200001', category_id: parts[0]!.category_id });
    broken.parameters = { resistance: null as unknown as Part['parameters'][string] };
    await expect(
      buildIndexOnCores([...parts, broken], summary.categories, summary.parameters, { threads: 3, minParts: 0 }),
    ).rejects.toThrow(TypeError);
    await expect.poll(threadsNow, { timeout: 5_000 }).toBeLessThanOrEqual(before);
  }, 60_000);

  it('finds parts of every range', async () => {
    const index = await buildIndexOnCores(parts, summary.categories, summary.parameters, { threads: 3, minParts: 0 });
    for (const term of ['C9000001', 'µ1', 'widerstand', parts[1_500]!.supplier_code, parts[2_900]!.supplier_code]) {
      const found = searchParts(index, { ...DEFAULT_PARTS_SEARCH, search_terms: term });
      expect(found.total, term).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('buildIndex, whatever order the parts come in', () => {
  // What the part first in browse order (most stock first) decides, a value's spelling and the facets' order on equal
  // counts, must not follow the order the parts come in (as a table scan returns them).
  const own = (id: string) => ({ id, name: id, short_name: id, unit: '', short_unit: '', used_for_component_matching: false });
  const facetsTie = [own('alpha'), own('beta'), own('gamma')];
  const browsedFirst = createPart({ supplier_code: 'C9100001', stock: 900 });
  browsedFirst.parameters = { alpha: { raw: 'a1' }, beta: { raw: 'b1' }, gamma: { raw: '4.7k' } };
  const browsedSecond = createPart({ supplier_code: 'C9100002', stock: 10 });
  browsedSecond.parameters = { gamma: { raw: '4.7k ' }, beta: { raw: 'b2' }, alpha: { raw: 'a2' } };
  const byInput = [browsedSecond, browsedFirst];

  it('spells a value as the part first in browse order does, and orders tied facets as that part lists them', () => {
    const index = buildIndex(byInput, categories, facetsTie);
    expect(index.valueRaw).toContain('4.7k');
    expect(index.valueRaw).not.toContain('4.7k ');
    const category = index.categories.findIndex((c) => c.id === browsedFirst.category_id);
    expect(index.facetParameters[category]!.map((p) => index.parameters[p]!.id)).toEqual(['alpha', 'beta']);
    const inBrowseOrder = serializeIndex(buildIndex([browsedFirst, browsedSecond], categories, facetsTie));
    expect(Buffer.compare(Buffer.from(serializeIndex(index)), Buffer.from(inBrowseOrder))).toBe(0);
  });
});

describe('the MPN and supplier-code keys', () => {
  // Made from each part's key as a term (the terms are sorted already); parts with equal keys keep the order of their
  // positions read as text, as the snapshot always had them.
  const sameMpn = Array.from({ length: 12 }, (_, i) =>
    createPart({ supplier_code: `C93${String(i).padStart(5, '0')}`, stock: 1_000 - i, mpn: i % 2 ? 'LM358-DR' : 'lm358dr' }),
  );
  const others = [
    createPart({ supplier_code: 'C9400001', stock: 5, mpn: 'LM358' }),
    createPart({ supplier_code: 'C9400002', stock: 4, mpn: '--' }),
    createPart({ supplier_code: '', stock: 3, mpn: 'ZZ9' }),
  ];

  it('lists equal keys by position as text and skips parts without a key', () => {
    const index = buildIndex([...sameMpn, ...others], categories, []);
    const mpnKeys = Array.from({ length: index.mpnKeys.length }, (_, k) => index.mpnKeys.at(k));
    expect(mpnKeys).toEqual([...mpnKeys].sort());
    const shared = mpnKeys.flatMap((key, k) => (key === 'lm358dr' ? [index.mpnParts[k]!] : []));
    expect(shared).toEqual([0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mpnKeys).not.toContain('');
    expect(mpnKeys).toContain('lm358');
    expect(index.mpnKeys.length).toBe(14);
    const codeKeys = Array.from({ length: index.codeKeys.length }, (_, k) => index.codeKeys.at(k));
    expect(codeKeys).toHaveLength(14);
    expect(codeKeys).toEqual([...codeKeys].sort());
  });

  it('finds a part by its whole MPN when the key is also a word of other parts', () => {
    const index = buildIndex([...sameMpn, ...others], categories, []);
    const found = searchParts(index, { ...DEFAULT_PARTS_SEARCH, search_terms: 'LM358' });
    expect(found.results.map((r) => r.part.supplier_code)).toContain('C9400001');
  });
});
