import { beforeAll, describe, expect, it } from 'vitest';
import type { PartsSearchResponse } from '#contracts/parts.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';

// Staff stock adjustments over the demo catalogue: Engineer (or Admin) only,
// each one a movement in the part's history, never below zero.

let engineer: TestIdentity;
let customer: TestIdentity;
let partId: string;
let stock: number;

beforeAll(async () => {
  [engineer, customer] = await Promise.all([newCustomer('inv-eng', ['Engineer']), newCustomer('inv-cust')]);
  const found = await api('PUT', '/api/parts/search', {
    body: { search_terms: 'C7955', category_ids: [], filters: {}, page: 1, in_stock_only: false },
  });
  const part = (found.json as unknown as PartsSearchResponse).results[0]!.part;
  partId = part.id;
  stock = part.stock;
}, 60_000);

describe('POST /api/parts/{partId}/stock-adjustments and GET /api/parts/{partId}/movements', () => {
  it('lets an Engineer adjust stock with a reason and records who, when, delta and the figure after', async () => {
    const res = await api('POST', `/api/parts/${partId}/stock-adjustments`, {
      token: engineer.idToken,
      body: { delta: -5, reason: 'Used on a prototype run' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      part_id: partId,
      delta: -5,
      reason: 'Used on a prototype run',
      actor: engineer.email,
      after: stock - 5,
      bin_id: null,
    });
    const history = await api('GET', `/api/parts/${partId}/movements`, { token: engineer.idToken });
    expect(history.status).toBe(200);
    expect(history.json.stock).toBe(stock - 5);
    expect((history.json.movements as { delta: number }[])[0]).toMatchObject({ delta: -5 });
    const detail = await api('GET', `/api/parts/${partId}`);
    expect(detail.json.stock).toBe(stock - 5);
  });

  it('refuses to go below zero (409) and keeps the stock unchanged', async () => {
    const res = await api('POST', `/api/parts/${partId}/stock-adjustments`, {
      token: engineer.idToken,
      body: { delta: -(stock + 1), reason: 'Too many' },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('insufficient_stock');
    expect((await api('GET', `/api/parts/${partId}`)).json.stock).toBe(stock - 5);
  });

  it('keeps every unit under concurrent adjustments', async () => {
    const before = (await api('GET', `/api/parts/${partId}`)).json.stock as number;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api('POST', `/api/parts/${partId}/stock-adjustments`, { token: engineer.idToken, body: { delta: 2, reason: 'Received' } }),
      ),
    );
    const applied = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect((await api('GET', `/api/parts/${partId}`)).json.stock).toBe(before + 2 * applied);
  });

  it('answers 400 for a zero change or a missing reason, 404 for an unknown part', async () => {
    expect(
      (await api('POST', `/api/parts/${partId}/stock-adjustments`, { token: engineer.idToken, body: { delta: 0, reason: 'nothing' } }))
        .status,
    ).toBe(400);
    expect(
      (await api('POST', `/api/parts/${partId}/stock-adjustments`, { token: engineer.idToken, body: { delta: 1, reason: '' } })).status,
    ).toBe(400);
    expect(
      (
        await api('POST', `/api/parts/${'Z'.repeat(24)}/stock-adjustments`, {
          token: engineer.idToken,
          body: { delta: 1, reason: 'Found some' },
        })
      ).status,
    ).toBe(404);
  });

  it('is closed to customers (403) and anonymous callers (401)', async () => {
    expect(
      (await api('POST', `/api/parts/${partId}/stock-adjustments`, { token: customer.idToken, body: { delta: 1, reason: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect((await api('GET', `/api/parts/${partId}/movements`, { token: customer.idToken })).status).toBe(403);
    expect((await api('GET', `/api/parts/${partId}/movements`)).status).toBe(401);
  });
});
