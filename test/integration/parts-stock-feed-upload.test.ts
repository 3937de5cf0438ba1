import { beforeAll, describe, expect, it } from 'vitest';
import type { Part, PartsSearchResponse, PriceBreak } from '#contracts/parts.ts';
import type { CreateStockFeedRunResponse, StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';

// The stock-and-prices feed from the staff page (docs/parts.md#from-the-staff-page)
// through the API on the local stack: an Engineer creates a run, PUTs the file to
// the presigned URL, and the upload's create event applies it in the worker
// (events/apply-stock-feed) while the run is polled. A good feed changes the
// parts and search within its check interval; a feed with bad rows, or one that
// would discontinue most of the catalogue, is recorded and changes nothing.
//
// The stack is shared with the other files (the demo catalogue and their parts),
// and a feed covers the whole supplier source: the feed here lists every stored
// part of it with the figures it has (plus the units holds take off), so only
// this file's parts move.

useStackEnv();
const parts = await import('#lambdas/core/db/parts.ts');
const ids = await import('#lambdas/core/parts/catalogue-ids.ts');
const feed = await import('#lambdas/core/parts/stock-feed/apply-feed.ts');
const reservations = await import('#lambdas/core/db/stock-reservations.ts');
const snapshot = await import('#lambdas/core/parts/search-snapshot.ts');

const RUN = String(Date.now() % 1e5).padStart(5, '0');
const codeOf = (n: number) => `C96${RUN}${String(n).padStart(4, '0')}`;
const tag = `ZZUPFEED${Date.now().toString(36).toUpperCase()}`;
let engineer: TestIdentity;
let mine: Part[];

const breaksText = (breaks: readonly PriceBreak[]) =>
  breaks.map((b) => `${b.min_qty}-:${(b.unit_price_micros / 1e6).toFixed(6)}`).join('|');

/** Every stored, listed part of the supplier source as a feed line with its figures as they stand (held units added back). */
async function catalogueAsItStands(): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  const heldBy = new Map<string, string[]>();
  for await (const page of feed.tableFeedStore.targets('JLCPCB/LCSC catalogue'))
    for (const target of page) {
      if (target.discontinued) continue;
      const breaks = JSON.parse(target.price_breaks_json) as PriceBreak[];
      lines.set(target.supplier_code, `${target.supplier_code},${target.stock},${breaksText(breaks)}`);
      if (target.heldBy.length > 0) heldBy.set(target.supplier_code, [...target.heldBy]);
    }
  for (const [code, orders] of heldBy) {
    let held = 0;
    for (const orderId of orders)
      held += (await reservations.listReservations(orderId))
        .filter((r) => r.partId === ids.partIdForSupplierCode(code))
        .reduce((s, r) => s + r.quantity, 0);
    const [, stock, breaks] = lines.get(code)!.split(',');
    lines.set(code, `${code},${Number(stock) + held},${breaks}`);
  }
  return lines;
}

const feedFile = (lines: Iterable<string>) => ['supplier_code,stock,price_breaks', ...lines].join('\n');

/** Creates a run, PUTs the file to its presigned URL and polls the run until the worker recorded its outcome. */
async function uploadFeed(text: string, allowManyDiscontinued = false): Promise<StockFeedRun> {
  const body = { file_name: 'feed.csv', size: Buffer.byteLength(text), allow_many_discontinued: allowManyDiscontinued };
  const created = await api('POST', '/api/stock-feeds', { token: engineer.idToken, body });
  expect(created.status).toBe(201);
  const { run, upload } = created.json as CreateStockFeedRunResponse;
  expect(run).toMatchObject({ status: 'uploading', created_by: engineer.email, result: null });
  const put = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: text });
  expect(put.status).toBe(200);
  for (const until = Date.now() + 60_000; ;) {
    const polled = await api('GET', `/api/stock-feeds/${run.run_id}`, { token: engineer.idToken });
    expect(polled.status).toBe(200);
    const current = polled.json as StockFeedRun;
    if (current.result || Date.now() > until) return current;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function search(terms: string): Promise<PartsSearchResponse> {
  const body = { search_terms: terms, category_ids: [], filters: {}, page: 1, in_stock_only: false };
  return (await api('PUT', '/api/parts/search', { body })).json as PartsSearchResponse;
}

beforeAll(async () => {
  engineer = await newCustomer('feed-engineer', ['Engineer']);
  const [category] = await parts.listCategories();
  mine = [0, 1, 2].map((nth) => ({
    id: ids.partIdForSupplierCode(codeOf(nth)),
    supplier_code: codeOf(nth),
    mpn: `${tag}-${nth}`,
    manufacturer: 'FEEDCO',
    category_id: category!.id,
    description: `uploaded feed part ${nth}`,
    package: '0402',
    datasheet: '',
    stock: 100,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: 100_000 }],
    library_type: 'basic',
    parameters: {},
    value_text: `${tag}-${nth}`,
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
  }));
  await parts.putParts(mine);
  // The search's snapshot holds them, so the feed's figures reach search through the delta alone.
  await snapshot.rebuildSearchSnapshot();
}, 60_000);

describe('a stock-and-prices feed uploaded on the staff page', () => {
  it('with bad rows is listed row by row and changes nothing', { timeout: 90_000 }, async () => {
    const lines = await catalogueAsItStands();
    lines.set(codeOf(0), `${codeOf(0)},4242,1-:0.33`);
    lines.set(codeOf(1), `${codeOf(1)},lots,1-:0.1`);
    const run = await uploadFeed(feedFile([...lines.values(), 'X12,4,1-:0.1']));
    expect(run.status).toBe('rejected');
    expect(run.result).toEqual({
      kind: 'bad_rows',
      bad_rows: 2,
      problems: [
        expect.objectContaining({ supplier_code: codeOf(1), reason: "invalid stock 'lots'" }),
        expect.objectContaining({ row: lines.size + 1, line: lines.size + 2, reason: "invalid supplier code 'X12'" }),
      ],
    });
    expect(await parts.getPartById(mine[0]!.id)).toMatchObject({ stock: 100, price_breaks: mine[0]!.price_breaks });
  });

  it('that would discontinue most of the catalogue is refused and changes nothing', { timeout: 90_000 }, async () => {
    const run = await uploadFeed(feedFile([`${codeOf(0)},4242,1-:0.33`]));
    expect(run).toMatchObject({ status: 'refused', result: { kind: 'too_many_discontinued', limit: 100 } });
    if (run.result?.kind !== 'too_many_discontinued') throw new Error('not refused');
    expect(run.result.discontinued).toBeGreaterThan(800);
    expect(await parts.getPartById(mine[0]!.id)).toMatchObject({ stock: 100, price_breaks: mine[0]!.price_breaks });
    expect((await parts.getPartById(mine[1]!.id))?.discontinued ?? false).toBe(false);
  });

  it('writes the new figures, discontinues the part it leaves out, and search shows them', { timeout: 120_000 }, async () => {
    const lines = await catalogueAsItStands();
    lines.set(codeOf(0), `${codeOf(0)},4242,1-:0.33|100-:0.25`);
    lines.delete(codeOf(1));
    lines.set('C1999999999', 'C1999999999,5,1-:0.1');
    const run = await uploadFeed(feedFile(lines.values()));
    expect(run.status).toBe('applied');
    expect(run.result).toMatchObject({ kind: 'applied', discontinued: 1, not_in_catalogue: ['C1999999999'], not_in_catalogue_count: 1 });
    expect(run.started_at).not.toBeNull();
    expect(run.finished_at).not.toBeNull();

    expect(await parts.getPartById(mine[0]!.id)).toMatchObject({
      stock: 4242,
      price_breaks: [
        { min_qty: 1, unit_price_micros: 330_000 },
        { min_qty: 100, unit_price_micros: 250_000 },
      ],
    });
    expect(await parts.getPartById(mine[1]!.id)).toMatchObject({ discontinued: true, stock: 0 });
    expect(await parts.getPartById(mine[2]!.id)).toMatchObject({ stock: 100, price_breaks: mine[2]!.price_breaks });

    let found = await search(codeOf(0));
    for (const until = Date.now() + 5_000; found.results[0]?.part.price_breaks[0]?.unit_price_micros !== 330_000 && Date.now() < until;)
      found = await search(codeOf(0));
    expect(found.results[0]?.part).toMatchObject({
      stock: 4242,
      price_breaks: [{ unit_price_micros: 330_000 }, { unit_price_micros: 250_000 }],
    });

    const listed = await api('GET', '/api/stock-feeds', { token: engineer.idToken });
    expect((listed.json as { runs: StockFeedRun[] }).runs[0]).toMatchObject({ run_id: run.run_id, status: 'applied' });
  });

  it('is refused to anyone outside the Engineer group, and larger files before any upload', { timeout: 60_000 }, async () => {
    const customer = await newCustomer('feed-customer');
    const body = { file_name: 'feed.csv', size: 100, allow_many_discontinued: false };
    expect((await api('POST', '/api/stock-feeds', { token: customer.idToken, body })).status).toBe(403);
    const big = await api('POST', '/api/stock-feeds', { token: engineer.idToken, body: { ...body, size: 65 * 1024 * 1024 } });
    expect(big).toMatchObject({ status: 413, json: { code: 'file_too_large' } });
  });
});
