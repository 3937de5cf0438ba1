// One page of a filtered query within a read budget. A filter is applied after
// DynamoDB reads the items, so a page of 25 matches among many that do not
// match reads on until it has them: ElectroDB's `count` does exactly that and
// ignores `pages` while it does. One request could then read a whole
// partition (every user, every handled message, a 150,000-part category) and
// outlast its Lambda. Here a page reads at most `pages` DynamoDB pages of
// `pageItems` items and answers with what it found and a cursor, even empty.
// The reads start at a page's worth and double, so an unfiltered page reads
// no more than it returns.
// see docs/architecture.md#the-data-layer

/** The most one page reads: `pages` DynamoDB pages of at most `pageItems` items each (before the filter). */
export type ReadBudget = { pageItems: number; pages: number };

/** Ten DynamoDB pages of 1,000 items: a few MB, well within a Lambda's 10 s. */
export const DEFAULT_READ_BUDGET: ReadBudget = { pageItems: 1000, pages: 10 };

/** One DynamoDB page of the query from `cursor`, at most `limit` items read (ElectroDB `go({ cursor, limit, pages: 1 })`). */
export type ReadOnePage<T> = (cursor: string | null, limit: number) => Promise<{ data: T[]; cursor: string | null }>;

/**
 * Up to `count` items from `cursor`, reading within `budget`: fewer (or none)
 * with a cursor when the budget ran out first. When a read holds more than is
 * wanted, the page keeps what fits and its cursor starts after the last one
 * kept (`cursorAfter`: ElectroDB's conversions from the item's keys).
 */
export async function boundedPage<T>(
  readOnePage: ReadOnePage<T>,
  cursorAfter: (item: T) => string,
  { cursor, count, budget = DEFAULT_READ_BUDGET }: { cursor: string | null; count: number; budget?: ReadBudget },
): Promise<{ items: T[]; cursor: string | null }> {
  const items: T[] = [];
  let next = cursor;
  // The first read asks for just a page's worth (all of it when nothing is filtered out); each next one for twice as many.
  let limit = Math.max(1, Math.min(budget.pageItems, count));
  for (let page = 0; page < budget.pages && items.length < count; page++) {
    const read = await readOnePage(next, limit);
    limit = Math.min(budget.pageItems, limit * 2);
    const room = count - items.length;
    if (read.data.length > room) {
      for (let i = 0; i < room; i++) items.push(read.data[i]!);
      return { items, cursor: cursorAfter(items[items.length - 1]!) };
    }
    for (const item of read.data) items.push(item);
    next = read.cursor ?? null;
    if (!next) break;
  }
  return { items, cursor: next };
}
