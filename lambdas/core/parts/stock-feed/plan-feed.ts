import type { PriceBreak } from '#contracts/parts.ts';
import type { FeedPartUpdate, FeedTarget } from '../../db/stock-feed-writes.ts';
import type { FeedRow } from './parse-feed.ts';

// What a stock-and-prices feed changes (docs/parts.md#stock-and-prices-feed):
// compared part by part with the table, so a daily feed writes only the parts
// whose figures moved, and every part of the feed's source that the feed no
// longer lists becomes discontinued (never deleted).

/** One part's new figures, as the data layer writes them. */
export type FeedChange = FeedPartUpdate & { supplier_code: string };

export type FeedPlan = { changes: FeedChange[]; unchanged: number; discontinued: number; listedParts: number };

function change(target: FeedTarget, update: Omit<FeedChange, 'id' | 'supplier_code' | 'seen'>): FeedChange {
  return { id: target.id, supplier_code: target.supplier_code, seen: { stock: target.stock, heldBy: target.heldBy }, ...update };
}

/**
 * Adds one page of stored parts to the plan. A held part is always written
 * (its free figure depends on the holds, read at write time); a part already
 * discontinued and still missing is left alone. Marks the feed's rows it saw
 * in `seen`, so the rows no stored part matched can be reported.
 */
export function planFeedPage(plan: FeedPlan, page: readonly FeedTarget[], feed: ReadonlyMap<string, FeedRow>, seen: Set<string>): void {
  for (const target of page) {
    const row = feed.get(target.supplier_code);
    if (!row) {
      if (target.discontinued) plan.unchanged++;
      else {
        plan.changes.push(
          change(target, { stock: 0, price_breaks: JSON.parse(target.price_breaks_json) as PriceBreak[], discontinued: true }),
        );
        plan.discontinued++;
      }
      continue;
    }
    seen.add(target.supplier_code);
    plan.listedParts++;
    const same =
      target.heldBy.length === 0 &&
      !target.discontinued &&
      target.stock === row.stock &&
      target.price_breaks_json === JSON.stringify(row.price_breaks);
    if (same) plan.unchanged++;
    else plan.changes.push(change(target, { stock: row.stock, price_breaks: row.price_breaks, discontinued: false }));
  }
}

export function emptyPlan(): FeedPlan {
  return { changes: [], unchanged: 0, discontinued: 0, listedParts: 0 };
}
