import { createReadStream } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { importParts } from '#lambdas/core/parts/import/import-parts.ts';
import type { ImportSummary } from '#lambdas/core/parts/import/import-parts.ts';
import { buildIndex, loadIndex, partAt, searchParts, serializeIndex } from '#lambdas/core/parts/search/index.ts';
import type { CatalogueIndex } from '#lambdas/core/parts/search/index.ts';
import { search } from './catalogue-factory.ts';

// The demo catalogue (888 real parts) imported, indexed, snapshotted and searched end to end.

let parts: Part[];
let summary: ImportSummary;
let index: CatalogueIndex;

beforeAll(async () => {
  parts = [];
  summary = await importParts(createReadStream(new URL('../../fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv', import.meta.url)), {
    onPart: (p) => void parts.push(p),
  });
  index = loadIndex(serializeIndex(buildIndex(parts, summary.categories, summary.parameters)));
});

describe('demo catalogue search', () => {
  it('returns every part unchanged from the snapshot', () => {
    const byCode = new Map(parts.map((p) => [p.supplier_code, p]));
    for (let i = 0; i < index.partCount; i++) {
      const part = partAt(index, i);
      expect(part).toEqual(byCode.get(part.supplier_code));
    }
  });

  it('finds a 100nF 0402 capacitor by value and package, and by its LCSC code', () => {
    const byValue = searchParts(index, search({ search_terms: '100nF 0402' }));
    expect(byValue.total).toBeGreaterThan(0);
    expect(byValue.results.every((r) => r.part.parameters.capacitance?.value === 1e-7 && r.part.package === '0402')).toBe(true);
    const code = byValue.results[0]!.part.supplier_code;
    expect(searchParts(index, search({ search_terms: code })).results[0]).toMatchObject({ rank_reason: 'exact_supplier_code' });
  });

  it('filters resistors by a unitless value and counts the facets of their category', () => {
    const chip = summary.categories.find((c) => c.name === 'Chip Resistor - Surface Mount')!;
    const response = searchParts(index, search({ category_ids: [chip.id], filters: { resistance: ['10k'] }, in_stock_only: true }));
    expect(response.total).toBeGreaterThan(0);
    expect(response.results.every((r) => r.part.parameters.resistance?.value === 10_000 && r.part.stock > 0)).toBe(true);
    const packages = response.facets.find((f) => f.parameter.id === 'package')!;
    expect(packages.values.reduce((sum, v) => sum + v.count, 0)).toBe(response.total);
    const resistance = response.facets.find((f) => f.parameter.id === 'resistance')!;
    expect(resistance.value_count).toBeGreaterThan(50);
    expect(resistance.values.length).toBeLessThanOrEqual(100);
  });

  it('finds parts with a typo in a long word', () => {
    const response = searchParts(index, search({ search_terms: 'schottky' }));
    const typo = searchParts(index, search({ search_terms: 'schotky' }));
    expect(typo.total).toBe(response.total);
    expect(typo.results[0]?.rank_reason).toBe('typo');
  });
});
