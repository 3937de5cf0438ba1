import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Category, Part, PartsSearchRequest, PartsSearchResponse } from '#contracts/parts.ts';
import type { CreateCustomPartBody, CustomPartResponse } from '#contracts/schemas/custom-parts.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';

// Custom (manual-entry) parts through the API: created and edited by an
// Engineer (or Admin), opening stock as a movement, parameters read by the
// unit parser, and searchable once the queued snapshot rebuild has run.

let engineer: TestIdentity;
let customer: TestIdentity;
let blogger: TestIdentity;
let resistors: Category;
let created: Part;
const mpn = `ZZCUSTOM-${Date.now() % 1_000_000}`;

const SEARCH: PartsSearchRequest = { search_terms: '', category_ids: [], filters: {}, page: 1, in_stock_only: false };

function body(overrides: Partial<CreateCustomPartBody> = {}): CreateCustomPartBody {
  return {
    mpn,
    manufacturer: 'Copperline Test Works',
    category_id: resistors.id,
    description: 'Hand-sorted 4.7 kΩ thin-film resistor',
    package: '0603',
    datasheet: 'https://example.com/zz.pdf',
    moq: 10,
    value_text: '4k7 1% 0603',
    price_breaks: [
      { min_qty: 10, unit_price_micros: 12_500 },
      { min_qty: 100, unit_price_micros: 9_000 },
    ],
    parameters: [
      { parameter_id: 'resistance', raw: '4k7' },
      { parameter_id: 'tolerance', raw: '1%' },
      { parameter_id: 'package', raw: '0603' },
    ],
    initial_stock: 30,
    ...overrides,
  };
}

async function search(request: Partial<PartsSearchRequest>): Promise<PartsSearchResponse> {
  const res = await api('PUT', '/api/parts/search', { body: { ...SEARCH, ...request } });
  expect(res.status).toBe(200);
  return res.json as unknown as PartsSearchResponse;
}

/** The rebuild runs behind a queue and the search Lambda looks for a new snapshot every 10 s. */
async function searchUntil(request: Partial<PartsSearchRequest>, found: (r: PartsSearchResponse) => boolean): Promise<PartsSearchResponse> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const r = await search(request);
    if (found(r) || Date.now() > deadline) return r;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

beforeAll(async () => {
  [engineer, customer, blogger] = await Promise.all([
    newCustomer('custom-eng', ['Engineer']),
    newCustomer('custom-cust'),
    newCustomer('custom-blog', ['Blogger']),
  ]);
  const categories = (await api('GET', '/api/part-categories', { token: engineer.idToken })).json.categories as Category[];
  resistors = categories.find((c) => c.parent_id !== null && /resistor/i.test(c.name)) ?? categories[0]!;
}, 60_000);

describe('POST /api/custom-parts', () => {
  it('creates a manual-entry part with its opening stock as a movement and parameters read by the unit parser', async () => {
    const res = await api('POST', '/api/custom-parts', { token: engineer.idToken, body: body() });
    expect(res.status).toBe(201);
    const answer = res.json as unknown as CustomPartResponse;
    expect(answer.search_index).toBe('rebuild_requested');
    created = answer.part;
    expect(created).toMatchObject({
      mpn,
      source: 'Manual entry',
      stock: 30,
      moq: 10,
      category_id: resistors.id,
      price_breaks: [
        { min_qty: 10, unit_price_micros: 12_500 },
        { min_qty: 100, unit_price_micros: 9_000 },
      ],
      labeled: false,
      labeled_value_text: [],
    });
    expect(created.supplier_code).toMatch(/^CUSTOM-/);
    expect(created.parameters.resistance).toEqual({ raw: '4k7', value: 4700, unit: 'Ω' });
    expect(created.parameters.tolerance).toMatchObject({ value: 1, unit: '%' });

    const stored = await api('GET', `/api/parts/${created.id}`);
    expect(stored.json).toMatchObject({ id: created.id, stock: 30, source: 'Manual entry' });
    const history = await api('GET', `/api/parts/${created.id}/movements`, { token: engineer.idToken });
    expect(history.json.movements).toEqual([expect.objectContaining({ delta: 30, after: 30, actor: engineer.email })]);
    const listed = (await api('GET', '/api/custom-parts', { token: engineer.idToken })).json.parts as Part[];
    expect(listed.map((p) => p.id)).toContain(created.id);
  });

  it('becomes searchable by MPN and by its parameters once the queued rebuild has run', async () => {
    const byMpn = await searchUntil({ search_terms: mpn }, (r) => r.results.some((x) => x.part.id === created.id));
    expect(byMpn.results[0]).toMatchObject({ rank_reason: 'exact_mpn', part: { id: created.id, source: 'Manual entry', stock: 30 } });
    const byValue = await search({ search_terms: 'ZZCUSTOM', category_ids: [resistors.id], filters: { resistance: ['4.7kΩ'] } });
    expect(byValue.results.map((x) => x.part.id)).toContain(created.id);
    const otherValue = await search({ search_terms: 'ZZCUSTOM', category_ids: [resistors.id], filters: { resistance: ['10k'] } });
    expect(otherValue.results.map((x) => x.part.id)).not.toContain(created.id);
  });

  it('answers 400 with the field at fault', async () => {
    const cases: [Partial<CreateCustomPartBody>, string][] = [
      [{ parameters: [{ parameter_id: 'resistance', raw: '25V' }] }, 'parameters.0.raw'],
      [{ parameters: [{ parameter_id: 'resistance', raw: 'lots' }] }, 'parameters.0.raw'],
      [{ parameters: [{ parameter_id: 'no_such_parameter', raw: '1' }] }, 'parameters.0.parameter_id'],
      [{ category_id: 'Z'.repeat(24) }, 'category_id'],
      [{ mpn: '  ' }, 'mpn'],
      [
        {
          price_breaks: [
            { min_qty: 100, unit_price_micros: 1 },
            { min_qty: 10, unit_price_micros: 2 },
          ],
        },
        'price_breaks',
      ],
      [{ price_breaks: [{ min_qty: 1, unit_price_micros: 0.5 }] }, 'price_breaks.0.unit_price_micros'],
      [{ initial_stock: -1 }, 'initial_stock'],
      [{ datasheet: 'javascript:alert(1)' }, 'datasheet'],
    ];
    for (const [overrides, field] of cases) {
      const res = await api('POST', '/api/custom-parts', { token: engineer.idToken, body: body(overrides) });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.fields as Record<string, unknown>), field).toContain(field);
    }
  });
});

describe('PUT /api/custom-parts/{partId}', () => {
  it('edits the part (never its stock) and search follows', async () => {
    const { initial_stock: _, ...edit } = body({
      mpn: `${mpn}-B`,
      value_text: '4k7 0.5% 0603',
      parameters: [
        { parameter_id: 'resistance', raw: '4.7kΩ' },
        { parameter_id: 'tolerance', raw: '0.5%' },
      ],
    });
    const res = await api('PUT', `/api/custom-parts/${created.id}`, { token: engineer.idToken, body: edit });
    expect(res.status).toBe(200);
    expect(res.json.part).toMatchObject({
      id: created.id,
      mpn: `${mpn}-B`,
      stock: 30,
      value_text: '4k7 0.5% 0603',
      source: 'Manual entry',
    });
    const found = await searchUntil({ search_terms: `${mpn}-B` }, (r) => r.results[0]?.part.id === created.id);
    expect(found.results[0]?.part).toMatchObject({ id: created.id, mpn: `${mpn}-B` });
  });

  it('refuses catalogue parts (409) and unknown parts (404)', async () => {
    const catalogue = (await search({ search_terms: 'C7955' })).results[0]!.part;
    const { initial_stock: _, ...edit } = body();
    const res = await api('PUT', `/api/custom-parts/${catalogue.id}`, { token: engineer.idToken, body: edit });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('not_manual_entry');
    expect((await api('GET', `/api/parts/${catalogue.id}`)).json.mpn).toBe(catalogue.mpn);
    expect((await api('PUT', `/api/custom-parts/${'Z'.repeat(24)}`, { token: engineer.idToken, body: edit })).status).toBe(404);
  });
});

describe('who may use the custom parts routes', () => {
  it('refuses customers and Bloggers (403) and anonymous callers (401); Admin passes as an Engineer', async () => {
    const { initial_stock: _, ...edit } = body();
    for (const token of [customer.idToken, blogger.idToken]) {
      expect((await api('POST', '/api/custom-parts', { token, body: body() })).status).toBe(403);
      expect((await api('PUT', `/api/custom-parts/${created.id}`, { token, body: edit })).status).toBe(403);
      expect((await api('GET', '/api/custom-parts', { token })).status).toBe(403);
      expect((await api('GET', '/api/part-categories', { token })).status).toBe(403);
    }
    expect((await api('POST', '/api/custom-parts', { body: body() })).status).toBe(401);
    expect((await api('GET', '/api/custom-parts')).status).toBe(401);
    expect((await api('GET', `/api/parts/${created.id}`)).json.mpn).toBe(`${mpn}-B`);
    const admin = await signIn(inject('stack').admin!.email, inject('stack').admin!.password);
    expect((await api('GET', '/api/custom-parts', { token: admin.idToken })).status).toBe(200);
  });
});
