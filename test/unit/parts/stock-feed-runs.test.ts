import { describe, expect, it } from 'vitest';
import { StockFeedResultSchema } from '#contracts/schemas/stock-feeds.ts';
import { applyStockFeed } from '#lambdas/core/parts/stock-feed/apply-feed.ts';
import {
  NEVER_UPLOADED,
  runIdOfKey,
  runOutcome,
  STOCK_FEED_UPLOAD_SECONDS,
  stockFeedRunView,
  STORED_TEXT_LIMITS,
} from '#lambdas/core/parts/stock-feed/feed-runs.ts';
import { FEED_PROBLEMS_KEPT, FeedFormatError } from '#lambdas/core/parts/stock-feed/parse-feed.ts';
import { createPart } from './catalogue-factory.ts';
import { memoryStore, target } from './stock-feed-store.ts';

// What a staff page's feed run records of its apply (docs/parts.md#from-the-staff-page):
// the outcomes of the CLI's applyStockFeed, run over a store in memory, as the
// run's status and stored result, which must stay inside one DynamoDB item.

const HEADER = 'supplier_code,stock,price_breaks';
/** DynamoDB's item size limit. */
const ITEM_BYTES = 400 * 1024;

describe('runOutcome', () => {
  it('records an applied feed with its counts and the supplier codes the catalogue lacks', async () => {
    const [kept, moved, gone] = ['C21', 'C22', 'C23'].map((code) => createPart({ supplier_code: code, stock: 10 }));
    const { store } = memoryStore([target(kept!), target(moved!), target(gone!)]);
    const text = [
      HEADER,
      `C21,10,${kept!.price_breaks.map((b) => `${b.min_qty}-:${b.unit_price_micros / 1e6}`).join('|')}`,
      'C22,99,1-:0.5',
      'C99,1,',
    ];
    const outcome = await applyStockFeed(text.join('\n'), { store });
    const recorded = runOutcome(outcome, 1.5);
    expect(recorded).toEqual({
      status: 'applied',
      result: {
        kind: 'applied',
        rows: 3,
        written: 2,
        unchanged: 1,
        discontinued: 1,
        not_in_catalogue: ['C99'],
        not_in_catalogue_count: 1,
        seconds: 1.5,
      },
    });
    expect(StockFeedResultSchema.parse(recorded.result)).toEqual(recorded.result);
  });

  it('records bad rows, the first 1,000, each cut short enough that the worst case fits one item', async () => {
    const long = `X${'9'.repeat(5_000)}`;
    const rows = Array.from({ length: FEED_PROBLEMS_KEPT + 200 }, (_, nth) =>
      nth % 2 ? `${long},1,` : `C${nth + 1},lots${'!'.repeat(300)},`,
    );
    const { store, written } = memoryStore([target(createPart({ supplier_code: 'C1' }))]);
    const recorded = runOutcome(await applyStockFeed([HEADER, ...rows].join('\n'), { store }), 0);
    expect(written).toEqual([]);
    expect(recorded.status).toBe('rejected');
    if (recorded.result.kind !== 'bad_rows') throw new Error(`not bad rows: ${recorded.result.kind}`);
    expect(recorded.result.bad_rows).toBe(FEED_PROBLEMS_KEPT + 200);
    expect(recorded.result.problems).toHaveLength(FEED_PROBLEMS_KEPT);
    expect(recorded.result.problems[0]).toEqual({
      row: 1,
      line: 2,
      supplier_code: 'C1',
      reason: expect.stringMatching(/^invalid stock 'lots!+…$/),
    });
    expect(recorded.result.problems[1]).toEqual({ row: 2, line: 3, reason: expect.stringMatching(/^invalid supplier code 'X9+…$/) });
    for (const problem of recorded.result.problems) expect(problem.reason.length).toBeLessThanOrEqual(STORED_TEXT_LIMITS.reason);
    // The run's other attributes are a few hundred bytes; the map's stored size is about its JSON's.
    expect(Buffer.byteLength(JSON.stringify(recorded.result))).toBeLessThan(ITEM_BYTES * 0.6);
  });

  it('records the refusal to discontinue too many parts with the figures the page offers to override', async () => {
    const many = Array.from({ length: 300 }, (_, nth) => createPart({ supplier_code: `C${5000 + nth}` }));
    const { store, written } = memoryStore(many.map((part) => target(part)));
    const recorded = runOutcome(await applyStockFeed(`${HEADER}\nC5000,1,\n`, { store }), 0);
    expect(written).toEqual([]);
    expect(recorded).toEqual({ status: 'refused', result: { kind: 'too_many_discontinued', discontinued: 299, of: 300, limit: 100 } });
  });

  it('records a file without the feed columns as rejected and any other error as failed, with its message', () => {
    expect(runOutcome(new FeedFormatError('stock-and-prices feed lacks columns: stock'), 0)).toEqual({
      status: 'rejected',
      result: { kind: 'bad_file', message: 'stock-and-prices feed lacks columns: stock' },
    });
    expect(runOutcome(new Error('The apply ran out of time'), 0)).toEqual({
      status: 'failed',
      result: { kind: 'failed', message: 'The apply ran out of time' },
    });
  });
});

describe('runIdOfKey', () => {
  it('reads the run from a key under stock-feeds/ and nothing else', () => {
    expect(runIdOfKey('stock-feeds/0abc/feed.csv')).toBe('0abc');
    expect(runIdOfKey('boards/0abc/feed.csv')).toBeNull();
    expect(runIdOfKey('stock-feeds/')).toBeNull();
  });
});

describe('stockFeedRunView', () => {
  const record = {
    runId: '0abc',
    status: 'uploading' as const,
    fileName: 'feed.csv',
    size: 10,
    key: 'stock-feeds/0abc/feed.csv',
    createdBy: 'eng@example.com',
    createdAt: '2026-11-28T20:00:00.000Z',
    allowManyDiscontinued: false,
  };
  const after = (seconds: number) => new Date(Date.parse(record.createdAt) + seconds * 1000);

  it('shows a run waiting for its file as uploading while its upload link is good, and as failed once it expired', () => {
    expect(stockFeedRunView(record, after(STOCK_FEED_UPLOAD_SECONDS))).toMatchObject({ status: 'uploading', result: null });
    expect(stockFeedRunView(record, after(STOCK_FEED_UPLOAD_SECONDS + 1))).toMatchObject({
      status: 'failed',
      result: { kind: 'failed', message: NEVER_UPLOADED },
    });
    const applied = { ...record, status: 'applied' as const, startedAt: record.createdAt, finishedAt: record.createdAt };
    expect(stockFeedRunView(applied, after(86_400))).toMatchObject({ status: 'applied', started_at: record.createdAt });
  });
});
