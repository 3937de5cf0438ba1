import { describe, expect, it } from 'vitest';
import { boundedPage, type ReadBudget } from '#lambdas/core/db/bounded-page.ts';

// A filtered query a page at a time within a read budget, over an in-memory
// "partition": a read evaluates up to `limit` items from the cursor and returns
// those passing the filter, as DynamoDB's Limit and FilterExpression do.

type Item = { at: number; passes: boolean };

function partition(size: number, density: number, seed: number): Item[] {
  let state = seed;
  const next = () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
  return Array.from({ length: size }, (_, at) => ({ at, passes: next() < density }));
}

function reader(items: readonly Item[]) {
  const evaluated: number[] = [];
  const read = async (cursor: string | null, limit: number) => {
    const from = cursor === null ? 0 : Number(cursor);
    const to = Math.min(items.length, from + limit);
    evaluated.push(to - from);
    return { data: items.slice(from, to).filter((item) => item.passes), cursor: to < items.length ? String(to) : null };
  };
  return { read, evaluated };
}

const after = (item: Item) => String(item.at + 1);

async function listAll(items: readonly Item[], count: number, budget: ReadBudget) {
  const { read, evaluated } = reader(items);
  const pages: { items: Item[]; evaluated: number }[] = [];
  let cursor: string | null = null;
  do {
    const before = evaluated.length;
    const page: { items: Item[]; cursor: string | null } = await boundedPage(read, after, { cursor, count, budget });
    pages.push({ items: page.items, evaluated: evaluated.slice(before).reduce((a, b) => a + b, 0) });
    cursor = page.cursor;
  } while (cursor !== null && pages.length < 100_000);
  return pages;
}

describe('boundedPage', () => {
  it('lists every passing item once, in order, for any density, page size and budget', async () => {
    for (const density of [0, 0.001, 0.05, 0.5, 1]) {
      for (const [count, budget] of [
        [25, { pageItems: 1000, pages: 10 }],
        [25, { pageItems: 7, pages: 2 }],
        [10, { pageItems: 40, pages: 3 }],
        [1, { pageItems: 3, pages: 1 }],
      ] as const) {
        const items = partition(3_000, density, 17 + count);
        const pages = await listAll(items, count, budget);
        const listed = pages.flatMap((p) => p.items.map((i) => i.at));
        expect(listed, `density ${density}, ${count} a page, ${JSON.stringify(budget)}`).toEqual(
          items.filter((i) => i.passes).map((i) => i.at),
        );
        for (const page of pages) {
          expect(page.items.length).toBeLessThanOrEqual(count);
          expect(page.evaluated).toBeLessThanOrEqual(budget.pageItems * budget.pages);
        }
      }
    }
  });

  it('answers short or empty, with a cursor, when the budget runs out among items the filter drops', async () => {
    const items = partition(50_000, 0.0005, 3);
    const { read, evaluated } = reader(items);
    const page = await boundedPage(read, after, { cursor: null, count: 25, budget: { pageItems: 1000, pages: 10 } });
    expect(page.items.length).toBeLessThan(25);
    expect(page.cursor).not.toBeNull();
    expect(evaluated.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    const empty = partition(50_000, 0, 1);
    const none = await boundedPage(reader(empty).read, after, { cursor: null, count: 25 });
    expect(none.items).toEqual([]);
    expect(none.cursor).not.toBeNull();
  });

  it('reads no more than it returns when nothing is filtered out, and doubles its reads when much is', async () => {
    const all = reader(partition(1_000, 1, 5));
    const page = await boundedPage(all.read, after, { cursor: null, count: 25 });
    expect(page.items.map((i) => i.at)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(all.evaluated).toEqual([25]);
    const sparse = reader(partition(100_000, 0.001, 9));
    await boundedPage(sparse.read, after, { cursor: null, count: 25 });
    expect(sparse.evaluated.slice(0, 6)).toEqual([25, 50, 100, 200, 400, 800]);
    expect(Math.max(...sparse.evaluated)).toBe(1000);
  });

  it('starts the next page after the last item kept when a read holds more than the page wants', async () => {
    // Three items the filter drops, then only passing ones: the first read (3) finds none, the second (6) six.
    const items = Array.from({ length: 20 }, (_, at) => ({ at, passes: at >= 3 }));
    const { read, evaluated } = reader(items);
    const first = await boundedPage(read, after, { cursor: null, count: 3, budget: { pageItems: 50, pages: 5 } });
    expect(evaluated).toEqual([3, 6]);
    expect(first.items.map((i) => i.at)).toEqual([3, 4, 5]);
    expect(first.cursor).toBe('6');
    const second = await boundedPage(read, after, { cursor: first.cursor, count: 3, budget: { pageItems: 50, pages: 5 } });
    expect(second.items.map((i) => i.at)).toEqual([6, 7, 8]);
  });
});
