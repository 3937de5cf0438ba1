import { beforeAll, describe, expect, it } from 'vitest';
import type { Part, PartsSearchResponse } from '#contracts/parts.ts';
import type { CreateStockFeedRunResponse, StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { cartUpdate, checkoutPorts, handPlacePart, newUser } from '../support/checkout.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';
import { catalogueAsItStands, feedFile, feedTestParts } from '../support/stock-feed.ts';
import { processedBoard } from '../support/store-env.ts';

// The stock-and-prices feed from the staff page (docs/parts.md#from-the-staff-page)
// through the API on the local stack: an Engineer creates a run, PUTs the file to
// the presigned URL, and the upload's create event applies it in the worker
// (events/apply-stock-feed) while the run is polled. A good feed changes the
// parts and search within its check interval; a feed with bad rows, or one that
// would discontinue too many parts, is recorded and changes nothing, until it
// is sent again allowed to.
//
// The stack is shared with the other files (the demo catalogue and their parts),
// and a feed covers the whole supplier source: each feed here lists every stored
// part with the figures it has (test/support/stock-feed.ts), so only this file's parts move.

const parts = await import('#lambdas/core/db/parts.ts');
const snapshot = await import('#lambdas/core/parts/search-snapshot.ts');
const cart = await import('#lambdas/core/cart/cart.ts');
const { DISCONTINUE_LIMIT } = await import('#lambdas/core/parts/stock-feed/apply-feed.ts');

let engineer: TestIdentity;
/** Three parts whose figures the feeds move; a cart holds 4 of the third. */
let mine: Part[];
/** More parts than a feed may discontinue at once. */
let dropped: Part[];

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

const codeOf = (part: Part | undefined) => part!.supplier_code;

beforeAll(async () => {
  engineer = await newCustomer('feed-engineer', ['Engineer']);
  const [category] = await parts.listCategories();
  const before = (await catalogueAsItStands()).size;
  // Past the limit however many parts the other files left: more than its share of the source, and more than its floor.
  const beyond = Math.max(DISCONTINUE_LIMIT.atLeast + 1, Math.ceil(before * DISCONTINUE_LIMIT.share * 1.1) + 1);
  mine = feedTestParts('96', 3, category!.id);
  dropped = feedTestParts('95', beyond, category!.id);
  await parts.putParts([...mine, ...dropped]);
  const ports = await checkoutPorts();
  const user = await newUser('feed-upload-cart');
  const boardId = await processedBoard(user.userId);
  await handPlacePart(boardId, mine[2]!.id, 4);
  const empty = await cart.getShoppingCart(user.userId, ports);
  const update = { items: [{ board_id: boardId, quantity: 1 }], pickup_info: empty.pickup_locations[0]!, lead_time_id: 'economy' };
  await cart.updateShoppingCart(user.userId, cartUpdate(empty, update), ports);
  expect(await parts.getPartById(mine[2]!.id)).toMatchObject({ stock: 96 });
  // The search's snapshot holds them, so the feed's figures reach search through the delta alone.
  await snapshot.rebuildSearchSnapshot();
}, 120_000);

describe('a stock-and-prices feed uploaded on the staff page', () => {
  it('with bad rows is listed row by row and changes nothing', { timeout: 90_000 }, async () => {
    const lines = await catalogueAsItStands();
    lines.set(codeOf(mine[0]), `${codeOf(mine[0])},4242,1-:0.33`);
    lines.set(codeOf(mine[1]), `${codeOf(mine[1])},lots,1-:0.1`);
    const run = await uploadFeed(feedFile([...lines.values(), 'X12,4,1-:0.1']));
    expect(run.status).toBe('rejected');
    expect(run.result).toEqual({
      kind: 'bad_rows',
      bad_rows: 2,
      problems: [
        expect.objectContaining({ supplier_code: codeOf(mine[1]), reason: "invalid stock 'lots'" }),
        expect.objectContaining({ row: lines.size + 1, line: lines.size + 2, reason: "invalid supplier code 'X12'" }),
      ],
    });
    expect(await parts.getPartById(mine[0]!.id)).toMatchObject({ stock: 100, price_breaks: mine[0]!.price_breaks });
  });

  it('writes the new figures, discontinues the part it leaves out, and search shows them', { timeout: 120_000 }, async () => {
    const lines = await catalogueAsItStands();
    lines.set(codeOf(mine[0]), `${codeOf(mine[0])},4242,1-:0.33|100-:0.25`);
    lines.delete(codeOf(mine[1]));
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
    // The held part: the feed lists the supplier's 100 (the free 96 and the 4 held), and 96 stay free.
    expect(await parts.getPartById(mine[2]!.id)).toMatchObject({ stock: 96, price_breaks: mine[2]!.price_breaks });
    // Every other part, held ones too, as it stood: only this file's parts moved.
    const after = await catalogueAsItStands();
    for (const [code, line] of lines)
      if (!mine.some((part) => part.supplier_code === code) && after.has(code)) expect(after.get(code), code).toBe(line);

    let found = await search(codeOf(mine[0]));
    for (const until = Date.now() + 5_000; found.results[0]?.part.price_breaks[0]?.unit_price_micros !== 330_000 && Date.now() < until;)
      found = await search(codeOf(mine[0]));
    expect(found.results[0]?.part).toMatchObject({
      stock: 4242,
      price_breaks: [{ unit_price_micros: 330_000 }, { unit_price_micros: 250_000 }],
    });

    const listed = await api('GET', '/api/stock-feeds', { token: engineer.idToken });
    expect((listed.json as { runs: StockFeedRun[] }).runs[0]).toMatchObject({ run_id: run.run_id, status: 'applied' });
  });

  it(
    'that would discontinue too many parts is refused and changes nothing, until sent again allowed to',
    { timeout: 120_000 },
    async () => {
      const lines = await catalogueAsItStands();
      for (const part of dropped) lines.delete(part.supplier_code);
      const text = feedFile(lines.values());
      const refused = await uploadFeed(text);
      expect(refused).toMatchObject({ status: 'refused', result: { kind: 'too_many_discontinued', discontinued: dropped.length } });
      expect((await parts.getPartById(dropped[0]!.id))?.discontinued ?? false).toBe(false);

      const applied = await uploadFeed(text, true);
      expect(applied).toMatchObject({
        status: 'applied',
        allow_many_discontinued: true,
        result: { kind: 'applied', discontinued: dropped.length },
      });
      expect(await parts.getPartById(dropped[0]!.id)).toMatchObject({ discontinued: true, stock: 0 });
      expect(await parts.getPartById(dropped.at(-1)!.id)).toMatchObject({ discontinued: true, stock: 0 });
    },
  );

  it('is refused to anyone outside the Engineer group, and larger files before any upload', { timeout: 60_000 }, async () => {
    const customer = await newCustomer('feed-customer');
    const body = { file_name: 'feed.csv', size: 100, allow_many_discontinued: false };
    expect((await api('POST', '/api/stock-feeds', { token: customer.idToken, body })).status).toBe(403);
    const big = await api('POST', '/api/stock-feeds', { token: engineer.idToken, body: { ...body, size: 65 * 1024 * 1024 } });
    expect(big).toMatchObject({ status: 413, json: { code: 'file_too_large' } });
  });
});
