import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PricingState } from '#contracts/schemas/pricing.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { quoteInput } from '../support/quote-factories.ts';
import { stackEnv } from '../support/stack-env.ts';

// GET and PUT /api/pricing against the local stack: Admin only, every save a
// new immutable version, a save from a stale version refused with 409, and
// the quote using (and recording) whatever version is current.

const stack = inject('stack');
let admin: TestIdentity;
let engineer: TestIdentity;
let customer: TestIdentity;

async function useStack() {
  Object.assign(process.env, stackEnv(stack));
  return import('#lambdas/core/quote/quote-with-current-pricing.ts');
}

beforeAll(async () => {
  [admin, engineer, customer] = await Promise.all([
    signIn(stack.admin!.email, stack.admin!.password),
    newCustomer('pricing-eng', ['Engineer']),
    newCustomer('pricing-cust'),
  ]);
}, 60_000);

const getPricing = async (token = admin.idToken) => api('GET', '/api/pricing', { token });
const current = async () => (await getPricing()).json as unknown as PricingState;

/** The current config with the 2-layer rate per cm² changed. */
function withTwoLayerRate(state: PricingState, perCm2Micros: number) {
  const config = structuredClone(state.current.config);
  config.fabrication.layers.find((l) => l.layers === 2)!.per_cm2_micros = perCm2Micros;
  return config;
}

describe('GET /api/pricing', () => {
  it('gives an Admin the current version and the history; the first read stores the built-in default as version 1', async () => {
    const res = await getPricing();
    expect(res.status).toBe(200);
    const state = res.json as unknown as PricingState;
    expect(state.current.version).toBeGreaterThanOrEqual(1);
    expect(state.history[0]!.version).toBe(state.current.version);
    expect(state.history.at(-1)).toMatchObject({ version: 1, saved_by: 'System' });
    expect(state.current.config.lead_times.map((t) => t.id)).toContain(state.current.config.default_lead_time_id);
  });

  it('is closed to Engineers and customers (403) and to anonymous callers (401)', async () => {
    expect((await getPricing(engineer.idToken)).status).toBe(403);
    expect((await getPricing(customer.idToken)).status).toBe(403);
    expect((await api('GET', '/api/pricing')).status).toBe(401);
  });
});

describe('PUT /api/pricing', () => {
  it('saves a new version from the current one, with who and why, and keeps the old one', async () => {
    const before = await current();
    const res = await api('PUT', '/api/pricing', {
      token: admin.idToken,
      body: { base_version: before.current.version, note: 'Copper went up', config: withTwoLayerRate(before, 45_000) },
    });
    expect(res.status).toBe(200);
    const after = res.json as unknown as PricingState;
    expect(after.current.version).toBe(before.current.version + 1);
    expect(after.current).toMatchObject({ saved_by: admin.email, note: 'Copper went up' });
    expect(after.current.config.fabrication.layers.find((l) => l.layers === 2)!.per_cm2_micros).toBe(45_000);
    expect(after.history.map((h) => h.version).slice(0, 2)).toEqual([after.current.version, before.current.version]);
    expect((await current()).current.version).toBe(after.current.version);
  });

  it('refuses a save from a version that is no longer current with 409 and changes nothing', async () => {
    const start = await current();
    const first = await api('PUT', '/api/pricing', {
      token: admin.idToken,
      body: { base_version: start.current.version, config: withTwoLayerRate(start, 46_000) },
    });
    expect(first.status).toBe(200);
    const stale = await api('PUT', '/api/pricing', {
      token: admin.idToken,
      body: { base_version: start.current.version, config: withTwoLayerRate(start, 99_000) },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('pricing_version_conflict');
    const now = await current();
    expect(now.current.version).toBe(start.current.version + 1);
    expect(now.current.config.fabrication.layers.find((l) => l.layers === 2)!.per_cm2_micros).toBe(46_000);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const start = await current();
    const results = await Promise.all(
      [47_000, 48_000].map((rate) =>
        api('PUT', '/api/pricing', {
          token: admin.idToken,
          body: { base_version: start.current.version, config: withTwoLayerRate(start, rate) },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await current()).current.version).toBe(start.current.version + 1);
  });

  it('refuses a configuration that leaves an offered finish unpriced (400, with the field)', async () => {
    const start = await current();
    const config = structuredClone(start.current.config);
    config.fabrication.finish = config.fabrication.finish.slice(0, 1);
    const res = await api('PUT', '/api/pricing', { token: admin.idToken, body: { base_version: start.current.version, config } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ 'config.fabrication.finish': ['Price every finish the shop offers, once each'] });
  });

  it('is closed to Engineers and customers (403) and to anonymous callers (401)', async () => {
    const start = await current();
    const body = { base_version: start.current.version, config: start.current.config };
    expect((await api('PUT', '/api/pricing', { token: engineer.idToken, body })).status).toBe(403);
    expect((await api('PUT', '/api/pricing', { token: customer.idToken, body })).status).toBe(403);
    expect((await api('PUT', '/api/pricing', { body })).status).toBe(401);
    expect((await current()).current.version).toBe(start.current.version);
  });
});

describe('the quote', () => {
  it('uses the current pricing version and records it', async () => {
    const { quoteWithCurrentPricing } = await useStack();
    const start = await current();
    const saved = (
      await api('PUT', '/api/pricing', {
        token: admin.idToken,
        body: { base_version: start.current.version, config: withTwoLayerRate(start, 60_000) },
      })
    ).json as unknown as PricingState;
    const quote = await quoteWithCurrentPricing(quoteInput({ lead_time_id: 'standard' }));
    expect(quote.pricing_version).toBe(saved.current.version);
    // 10 boards of 8,000 mm² at the new $0.06/cm²: 8,000 × 60,000 ÷ 100 = 4,800,000 µ$ = $4.80 a board → $48.00
    expect(quote.lines.find((l) => l.id === 'fabrication.boards')).toMatchObject({ unit_price_micros: 4_800_000, amount_cents: 4_800 });
  });
});
