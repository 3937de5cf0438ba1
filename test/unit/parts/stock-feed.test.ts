import { describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { buildIndex, searchParts } from '#lambdas/core/parts/search/index.ts';
import { serializeIndex, loadIndex } from '#lambdas/core/parts/search/snapshot.ts';
import { applyStockFeed, DISCONTINUE_LIMIT } from '#lambdas/core/parts/stock-feed/apply-feed.ts';
import { FEED_PROBLEMS_KEPT, FeedFormatError, parseStockFeed } from '#lambdas/core/parts/stock-feed/parse-feed.ts';
import {
  decodeDelta,
  encodeDelta,
  mergeDeltaIntoIndex,
  mergeDeltas,
  partWithDelta,
  type DeltaEntry,
  type PartsDelta,
} from '#lambdas/core/parts/stock-feed/parts-delta.ts';
import { categories, createPart, parameters } from './catalogue-factory.ts';
import { memoryStore, target } from './stock-feed-store.ts';

// The stock-and-prices feed (docs/parts.md#stock-and-prices-feed): parsed and
// checked whole, compared with the stored parts, and the delta the search
// merges over its snapshot (docs/parts.md#search-between-rebuilds).

const HEADER = 'supplier_code,stock,price_breaks';

describe('parseStockFeed', () => {
  it('reads supplier code, stock and price breaks, in the jlcparts columns too', async () => {
    const feed = await parseStockFeed(`${HEADER}\nC25804,43509060,1-99:0.005|100-:0.0041\nc1002, 0 ,\n`);
    expect(feed).toEqual({
      ok: true,
      rows: new Map([
        [
          'C25804',
          {
            stock: 43_509_060,
            price_breaks: [
              { min_qty: 1, unit_price_micros: 5_000 },
              { min_qty: 100, unit_price_micros: 4_100 },
            ],
          },
        ],
        ['C1002', { stock: 0, price_breaks: [] }],
      ]),
    });
    const jlc = await parseStockFeed('lcsc,stock,price\nC7,5,1-:0.1\n');
    expect(jlc.ok && jlc.rows.get('C7')).toEqual({ stock: 5, price_breaks: [{ min_qty: 1, unit_price_micros: 100_000 }] });
  });

  it('reports every bad row with its number, line and reason, and keeps no rows', async () => {
    const text = [HEADER, 'C1,5,1-:0.1', 'C2,-3,1-:0.1', 'X9,5,', 'C1,6,', 'C4,,1-:0.1', 'C5,5,1:cheap'].join('\n');
    const feed = await parseStockFeed(text);
    expect(feed).toEqual({
      ok: false,
      badRows: 5,
      problems: [
        { row: 2, line: 3, supplier_code: 'C2', reason: "invalid stock '-3'" },
        { row: 3, line: 4, reason: "invalid supplier code 'X9'" },
        { row: 4, line: 5, supplier_code: 'C1', reason: 'supplier code C1 is listed twice' },
        { row: 5, line: 6, supplier_code: 'C4', reason: 'missing stock' },
        { row: 6, line: 7, supplier_code: 'C5', reason: "invalid price break '1:cheap'" },
      ],
    });
  });

  it('lists the first bad rows of a wrong file and counts the rest', async () => {
    const rows = Array.from({ length: FEED_PROBLEMS_KEPT + 5 }, (_, i) => `C${i + 1},many,`);
    const feed = await parseStockFeed([HEADER, ...rows].join('\n'));
    expect(feed.ok).toBe(false);
    if (!feed.ok) expect([feed.problems.length, feed.badRows]).toEqual([FEED_PROBLEMS_KEPT, FEED_PROBLEMS_KEPT + 5]);
  });

  it('refuses a file without the feed columns or without a header', async () => {
    await expect(parseStockFeed('lcsc,mpn\nC1,X\n')).rejects.toThrow(
      new FeedFormatError('stock-and-prices feed lacks columns: stock, price_breaks (expected supplier_code,stock,price_breaks)'),
    );
    await expect(parseStockFeed('')).rejects.toBeInstanceOf(FeedFormatError);
  });
});

describe('applyStockFeed', () => {
  const [kept, repriced, held, missing, gone] = ['C11', 'C12', 'C13', 'C14', 'C15'].map((code) => createPart({ supplier_code: code }));

  it('writes only the parts whose figures moved, discontinues the ones left out, and publishes them as the delta', async () => {
    const { store, written, deltas } = memoryStore(
      [
        target(kept!),
        target(repriced!),
        target(held!, { stock: 96, heldBy: ['order-1'] }),
        target(missing!),
        target(gone!, { discontinued: true }),
      ],
      { [held!.id]: 4 },
    );
    const text = [HEADER, 'C11,100,1-:0.001', 'C12,100,1-:0.002', 'C13,100,1-:0.001', 'C99,1,'].join('\n');
    const outcome = await applyStockFeed(text, { store });
    expect(outcome).toMatchObject({
      ok: true,
      rows: 4,
      written: 3,
      unchanged: 2,
      discontinued: 1,
      notInCatalogue: ['C99'],
      notInCatalogueCount: 1,
    });
    expect(written.map((w) => [w.supplier_code, w.stock, w.discontinued])).toEqual([
      ['C12', 100, false],
      ['C13', 100, false],
      ['C14', 0, true],
    ]);
    expect([...deltas[0]!.entries.values()].map((e) => [e.supplier_code, e.stock, e.discontinued])).toEqual([
      ['C12', 100, false],
      ['C13', 96, false],
      ['C14', 0, true],
    ]);
  });

  it('writes nothing when a row is bad', async () => {
    const { store, written, deltas } = memoryStore([target(kept!)]);
    const outcome = await applyStockFeed(`${HEADER}\nC11,5,\nC12,five,\n`, { store });
    expect(outcome).toMatchObject({ ok: false, badRows: 1 });
    expect([written.length, deltas.length]).toEqual([0, 0]);
  });

  it('refuses a feed that would discontinue more than the limit (a feed cut short), unless allowed', async () => {
    const many = Array.from({ length: 2 * DISCONTINUE_LIMIT.atLeast + 2 }, (_, i) => createPart({ supplier_code: `C3${i}` }));
    // The feed lists the first half: the other half plus one would be discontinued, one more than the limit allows.
    const listed = many.slice(0, DISCONTINUE_LIMIT.atLeast + 1).map((p) => `${p.supplier_code},${p.stock},1-:0.001`);
    const text = [HEADER, ...listed].join('\n');
    const { store, written, deltas } = memoryStore(many.map((p) => target(p)));
    expect(await applyStockFeed(text, { store })).toEqual({
      ok: false,
      refused: 'too_many_discontinued',
      discontinued: DISCONTINUE_LIMIT.atLeast + 1,
      of: many.length,
      limit: DISCONTINUE_LIMIT.atLeast,
    });
    expect([written.length, deltas.length]).toEqual([0, 0]);
    expect(await applyStockFeed(text, { store, allowManyDiscontinued: true })).toMatchObject({
      ok: true,
      discontinued: DISCONTINUE_LIMIT.atLeast + 1,
    });
  });

  it("merges a second feed's changes over the delta not yet compacted", async () => {
    const { store, deltas } = memoryStore([target(kept!), target(repriced!)]);
    await applyStockFeed(`${HEADER}\nC11,7,1-:0.001\nC12,100,1-:0.001\n`, { store });
    await applyStockFeed(`${HEADER}\nC11,100,1-:0.001\nC12,8,1-:0.001\n`, { store });
    expect([...deltas[1]!.entries.values()].map((e) => [e.supplier_code, e.stock])).toEqual([
      ['C11', 100],
      ['C12', 8],
    ]);
  });
});

describe('the delta over the snapshot', () => {
  const a = createPart({ supplier_code: 'C21', stock: 10 });
  const b = createPart({ supplier_code: 'C22', stock: 10 });
  const entry = (part: Part, overrides: Partial<DeltaEntry>): DeltaEntry => ({
    id: part.id,
    supplier_code: part.supplier_code,
    stock: part.stock,
    price_breaks: part.price_breaks,
    discontinued: false,
    ...overrides,
  });

  it('round-trips through its stored form, and a newer feed wins per part', () => {
    const older: PartsDelta = {
      written_at: '2026-01-01T00:00:00.000Z',
      entries: new Map([
        [a.id, entry(a, { stock: 1 })],
        [b.id, entry(b, { stock: 2 })],
      ]),
    };
    const newer: PartsDelta = {
      written_at: '2026-01-02T00:00:00.000Z',
      entries: new Map([[b.id, entry(b, { stock: 3, discontinued: true, price_breaks: [{ min_qty: 5, unit_price_micros: 7 }] })]]),
    };
    const merged = mergeDeltas(older, newer);
    expect(decodeDelta(encodeDelta(merged))).toEqual(merged);
    expect([merged.written_at, merged.entries.get(a.id)?.stock, merged.entries.get(b.id)?.stock]).toEqual([
      '2026-01-02T00:00:00.000Z',
      1,
      3,
    ]);
    expect(decodeDelta(JSON.stringify({ version: 99, written_at: 'x', entries: [] }))).toBeNull();
  });

  it('changes what the loaded index filters on and what its results show', () => {
    const index = loadIndex(serializeIndex(buildIndex([a, b], categories, parameters)));
    const delta: PartsDelta = {
      written_at: '2026-01-01T00:00:00.000Z',
      entries: new Map([
        [a.id, entry(a, { stock: 0, price_breaks: [{ min_qty: 1, unit_price_micros: 9 }] })],
        [b.id, entry(b, { stock: 50, discontinued: true })],
      ]),
    };
    const request = { search_terms: '', category_ids: [], filters: {}, page: 1, in_stock_only: true };
    expect(searchParts(index, request).total).toBe(2);
    expect(mergeDeltaIntoIndex(index, delta)).toBe(0);
    // Out of stock and discontinued both leave the in-stock results.
    expect(searchParts(index, request).total).toBe(0);
    expect(partWithDelta(a, delta)).toEqual({ ...a, stock: 0, price_breaks: [{ min_qty: 1, unit_price_micros: 9 }] });
    expect(partWithDelta(b, delta)).toEqual({ ...b, stock: 50, discontinued: true });
    expect(partWithDelta(b, null)).toBe(b);
  });
});
