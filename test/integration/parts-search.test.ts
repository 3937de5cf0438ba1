import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PartsSearchRequest, PartsSearchResponse, Part } from '#contracts/parts.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// PUT /api/parts/search and GET /api/parts/{partId} over the demo catalogue
// the local stack imports on start (test/fixtures/parts/cdfer-jlcpcb-kicad-library).

const stack = inject('stack');
const DEFAULTS: PartsSearchRequest = { search_terms: '', category_ids: [], filters: {}, page: 1, in_stock_only: false };

async function search(request: Partial<PartsSearchRequest>): Promise<PartsSearchResponse> {
  const res = await api('PUT', '/api/parts/search', { body: { ...DEFAULTS, ...request } });
  expect(res.status).toBe(200);
  return res.json as unknown as PartsSearchResponse;
}

async function useStack() {
  Object.assign(process.env, stackEnv(stack));
  return import('#lambdas/core/db/inventory.ts');
}

let inventory: Awaited<ReturnType<typeof useStack>>;
beforeAll(async () => {
  inventory = await useStack();
});

describe('PUT /api/parts/search', () => {
  it('browses the whole demo catalogue with defaults: a page of 25, in-stock parts first, categories with counts', async () => {
    const r = await search({});
    expect(r.total).toBeGreaterThanOrEqual(888);
    expect(r.page).toBe(1);
    expect(r.page_size).toBe(25);
    expect(r.results).toHaveLength(25);
    expect(r.results.every((x) => x.rank_reason === 'browse')).toBe(true);
    expect(r.results[0]!.part.stock).toBeGreaterThan(0);
    expect(r.categories.length).toBeGreaterThan(10);
    expect(r.categories.every((c) => c.count > 0)).toBe(true);
  });

  it('puts the exact supplier code first', async () => {
    const r = await search({ search_terms: 'C7955' });
    expect(r.results[0]).toMatchObject({ rank_reason: 'exact_supplier_code', part: { supplier_code: 'C7955', mpn: 'LM393DR2G' } });
  });

  it('narrows by category and by a parameter value from the facets, and filters in stock', async () => {
    const all = await search({ search_terms: 'resistor' });
    const category = [...all.categories].filter((c) => c.parent_id !== null).sort((a, b) => b.count - a.count)[0]!;
    const inCategory = await search({ search_terms: 'resistor', category_ids: [category.id] });
    expect(inCategory.total).toBe(category.count);
    expect(inCategory.facet_category_id).toBe(category.id);
    expect(inCategory.results.every((x) => x.part.category_id === category.id)).toBe(true);

    const facet = inCategory.facets.find((f) => f.parameter.id === 'resistance') ?? inCategory.facets[0]!;
    const value = facet.values[0]!;
    const filtered = await search({
      search_terms: 'resistor',
      category_ids: [category.id],
      filters: { [facet.parameter.short_name]: [value.raw] },
    });
    expect(filtered.total).toBe(value.count);
    expect(filtered.total).toBeLessThan(inCategory.total);
    expect(filtered.results.every((x) => x.part.parameters[facet.parameter.id]?.raw === value.raw)).toBe(true);

    const inStock = await search({ search_terms: 'resistor', category_ids: [category.id], in_stock_only: true });
    expect(inStock.results.every((x) => x.part.stock > 0)).toBe(true);
    expect(inStock.total).toBeLessThanOrEqual(inCategory.total);
  });

  it('pages without overlap', async () => {
    const [one, two] = await Promise.all([search({ page: 1 }), search({ page: 2 })]);
    const first = new Set(one.results.map((x) => x.part.id));
    expect(two.page).toBe(2);
    expect(two.results).toHaveLength(25);
    expect(two.results.some((x) => first.has(x.part.id))).toBe(false);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await api('PUT', '/api/parts/search', { body: { ...DEFAULTS, page: 0 } });
    expect(res.status).toBe(400);
    const missing = await api('PUT', '/api/parts/search', { body: { search_terms: 'x' } });
    expect(missing.status).toBe(400);
  });

  it('shows current stock from the table, not the snapshot, and stock never goes below zero', async () => {
    const found = await search({ search_terms: 'C18229' });
    const part = found.results[0]!.part;
    expect(part.supplier_code).toBe('C18229');
    const down = await inventory.changePartStock({
      partId: part.id,
      delta: -part.stock,
      reason: 'integration test: counted none',
      actor: 'test',
    });
    expect(down).toMatchObject({ ok: true, movement: { after: 0, delta: -part.stock } });
    expect(await inventory.changePartStock({ partId: part.id, delta: -1, reason: 'too many', actor: 'test' })).toEqual({
      ok: false,
      problem: 'insufficient_stock',
      stock: 0,
    });

    const again = await search({ search_terms: 'C18229' });
    expect(again.results[0]!.part.stock).toBe(0);
    const restored = await inventory.changePartStock({
      partId: part.id,
      delta: part.stock,
      reason: 'integration test: restore',
      actor: 'test',
    });
    expect(restored.ok).toBe(true);
    // Only this test's movements: parts-bins puts units of the same demo part in a bin, before or after it.
    const history = await inventory.listMovementsOfPart(part.id);
    expect(history.filter((m) => m.reason.startsWith('integration test: ')).map((m) => m.delta)).toEqual([part.stock, -part.stock]);
  });
});

describe('GET /api/parts/{partId}', () => {
  it('answers a part, 404 for an unknown id and 400 for a malformed one', async () => {
    const found = await search({ search_terms: 'C7955' });
    const id = found.results[0]!.part.id;
    const res = await api('GET', `/api/parts/${id}`);
    expect(res.status).toBe(200);
    const part = res.json as unknown as Part;
    expect(part).toMatchObject({ id, supplier_code: 'C7955', mpn: 'LM393DR2G' });
    expect(part.price_breaks.length).toBeGreaterThan(0);
    expect((await api('GET', '/api/parts/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api('GET', '/api/parts/not-an-id')).status).toBe(400);
  });
});
