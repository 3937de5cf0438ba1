import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { PartsSearchRequest, PartsSearchResponse } from '#contracts/parts.ts';
import { cartHoldingPart } from '../support/cart-holds.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';
import { feedTestCode, feedTestParts, feedTestTag } from '../support/stock-feed.ts';
import { useStackEnv } from '../support/store-env.ts';

// The stock-and-prices feed (docs/parts.md#stock-and-prices-feed) on the local
// stack: a few hundred parts in the snapshot, a feed that changes some figures
// and leaves one part out. The search shows the new figures within its
// snapshot check and no new snapshot is stored; the part left out is
// discontinued, not deleted; a cart holding a part sees its new price and the
// held units stay held. A feed with a bad row changes nothing.

useStackEnv();
const parts = await import('#lambdas/core/db/parts.ts');
const ids = await import('#lambdas/core/parts/catalogue-ids.ts');
const snapshot = await import('#lambdas/core/parts/search-snapshot.ts');
const indexObject = await import('#lambdas/core/aws/parts-index-object.ts');
const feed = await import('#lambdas/core/parts/stock-feed/apply-feed.ts');
const cart = await import('#lambdas/core/cart/cart.ts');

const COUNT = 300;
const PREFIX = '97';
const tag = feedTestTag(PREFIX);
const codeOf = (n: number) => feedTestCode(PREFIX, n);

const DEFAULTS: PartsSearchRequest = { search_terms: '', category_ids: [], filters: {}, page: 1, in_stock_only: false };
async function search(request: Partial<PartsSearchRequest>): Promise<PartsSearchResponse> {
  const res = await api('PUT', '/api/parts/search', { body: { ...DEFAULTS, ...request } });
  expect(res.status).toBe(200);
  return res.json as PartsSearchResponse;
}

/** The first search answer for which `check` holds, polled every 200 ms for at most `ms`. */
async function searchUntil(request: Partial<PartsSearchRequest>, check: (r: PartsSearchResponse) => boolean, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const r = await search(request);
    if (check(r) || Date.now() > until) return r;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const feedLine = (code: string, stock: number, price: string) => `${code},${stock},1-:${price}`;

describe('a stock-and-prices feed', () => {
  it(
    'updates search within the check interval without a rebuild, discontinues the part left out, and reprices a cart',
    { timeout: 120_000 },
    async () => {
      const [category] = await parts.listCategories();
      const catalogue = feedTestParts(PREFIX, COUNT, category!.id);
      await parts.putParts(catalogue);
      // A cart holds 4 of part 0 (its stored free stock is then 96).
      const { user, ports, held } = await cartHoldingPart('feed-cart', catalogue[0]!.id, 4);
      expect(held.stock_holds?.parts).toEqual([expect.objectContaining({ part_id: catalogue[0]!.id, quantity: 4 })]);
      await snapshot.rebuildSearchSnapshot();
      const before = await indexObject.partsIndexHead();

      // Part 0: 500 at $0.50; part 1: 777 at $0.20; part 2 left out; every other part as it was.
      const lines = catalogue.slice(3).map((p) => feedLine(p.supplier_code, 100, '0.1'));
      const file = ['supplier_code,stock,price_breaks', feedLine(codeOf(0), 500, '0.5'), feedLine(codeOf(1), 777, '0.2'), ...lines];
      const mine = new Set(catalogue.map((p) => p.id));
      // The shared stack holds other files' parts: the feed's source is narrowed to this file's, as a real supplier's would be.
      const store: typeof feed.tableFeedStore = {
        ...feed.tableFeedStore,
        async *targets(source) {
          for await (const page of feed.tableFeedStore.targets(source)) yield page.filter((t) => mine.has(t.id));
        },
      };
      const outcome = await feed.applyStockFeed(file.join('\n'), { store });
      expect(outcome).toMatchObject({ ok: true, rows: COUNT - 1, written: 3, discontinued: 1, unchanged: COUNT - 3 });

      expect(await parts.getPartById(catalogue[0]!.id)).toMatchObject({
        stock: 496,
        price_breaks: [{ min_qty: 1, unit_price_micros: 500_000 }],
      });
      const gone = await parts.getPartById(catalogue[2]!.id);
      expect(gone).toMatchObject({ id: catalogue[2]!.id, discontinued: true, stock: 0 });

      const found = await searchUntil({ search_terms: codeOf(1) }, (r) => r.results[0]?.part.stock === 777, 3_000);
      expect(found.results[0]?.part).toMatchObject({ stock: 777, price_breaks: [{ min_qty: 1, unit_price_micros: 200_000 }] });
      const discontinued = await search({ search_terms: codeOf(2) });
      expect(discontinued.results[0]?.part).toMatchObject({ id: catalogue[2]!.id, discontinued: true });
      const inStock = await search({ search_terms: tag, in_stock_only: true });
      expect(inStock.total).toBe(COUNT - 1);
      expect((await indexObject.partsIndexHead())?.etag).toBe(before?.etag);

      const after = await cart.getShoppingCart(user.userId, ports);
      expect(after.items[0]?.board.quote?.total_cents).toBeGreaterThan(held.items[0]!.board.quote!.total_cents!);
      expect(after.stock_holds?.parts).toEqual([expect.objectContaining({ part_id: catalogue[0]!.id, quantity: 4 })]);
    },
  );

  it('with a bad row is reported row by row and changes nothing', { timeout: 60_000 }, async () => {
    const code = codeOf(1);
    const before = await parts.getPartById(ids.partIdForSupplierCode(code));
    const dir = mkdtempSync(path.join(tmpdir(), 'stock-feed-'));
    const file = path.join(dir, 'bad.csv');
    writeFileSync(
      file,
      ['supplier_code,stock,price_breaks', feedLine(code, 1, '0.9'), `${codeOf(5)},lots,1-:0.1`, 'X12,4,1-:0.1'].join('\n'),
    );
    const root = path.resolve(import.meta.dirname, '../..');
    const run = promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'bin/import-parts.ts'), '--stock-and-prices', file],
      {
        env: { ...process.env, ...stackEnv(inject('stack')) },
        cwd: root,
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /row 2 \(line 3\) C97\d+: invalid stock 'lots'[\s\S]*row 3 \(line 4\): invalid supplier code 'X12'[\s\S]*2 bad rows\. Nothing was changed/,
      ),
    });
    expect(await parts.getPartById(ids.partIdForSupplierCode(code))).toEqual(before);
  });
});
