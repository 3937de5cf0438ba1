import { beforeAll, describe, expect, it } from 'vitest';
import type { PartsSearchResponse } from '#contracts/parts.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';

// Staff bins: a location holding one part, quantities changed with a reason
// (a movement each), never below zero; Engineer or Admin only.

let engineer: TestIdentity;
let customer: TestIdentity;
let partId: string;

beforeAll(async () => {
  [engineer, customer] = await Promise.all([newCustomer('bins-eng', ['Engineer']), newCustomer('bins-cust')]);
  const found = await api('PUT', '/api/parts/search', {
    body: { search_terms: 'C18229', category_ids: [], filters: {}, page: 1, in_stock_only: false },
  });
  partId = (found.json as unknown as PartsSearchResponse).results[0]!.part.id;
}, 60_000);

describe('/api/bins', () => {
  it('creates an empty bin, fills and takes from it with reasons, lists bins by location, and records movements', async () => {
    const created = await api('POST', '/api/bins', { token: engineer.idToken, body: { location: 'A-01-03', part_id: partId } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ location: 'A-01-03', part_id: partId, quantity: 0 });
    const binId = created.json.bin_id as string;

    const filled = await api('POST', `/api/bins/${binId}/adjustments`, {
      token: engineer.idToken,
      body: { delta: 100, reason: 'Reel received' },
    });
    expect(filled.json.quantity).toBe(100);
    const taken = await api('POST', `/api/bins/${binId}/adjustments`, {
      token: engineer.idToken,
      body: { delta: -101, reason: 'Too many' },
    });
    expect(taken.status).toBe(409);

    const bins = await api('GET', '/api/bins', { token: engineer.idToken });
    expect((bins.json.bins as { bin_id: string; quantity: number }[]).find((b) => b.bin_id === binId)?.quantity).toBe(100);
    const history = await api('GET', `/api/parts/${partId}/movements`, { token: engineer.idToken });
    expect((history.json.movements as { bin_id: string | null; delta: number }[]).find((m) => m.bin_id === binId)).toMatchObject({
      delta: 100,
    });
  });

  it('refuses a bin for an unknown part (404) and closes the routes to customers', async () => {
    expect((await api('POST', '/api/bins', { token: engineer.idToken, body: { location: 'B-1', part_id: 'Z'.repeat(24) } })).status).toBe(
      404,
    );
    expect((await api('GET', '/api/bins', { token: customer.idToken })).status).toBe(403);
    expect((await api('POST', '/api/bins', { token: customer.idToken, body: { location: 'B-1', part_id: partId } })).status).toBe(403);
  });
});
