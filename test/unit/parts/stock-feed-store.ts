import type { Part } from '#contracts/parts.ts';
import type { FeedTarget } from '#lambdas/core/db/stock-feed-writes.ts';
import type { FeedStore } from '#lambdas/core/parts/stock-feed/apply-feed.ts';
import type { PartsDelta } from '#lambdas/core/parts/stock-feed/parts-delta.ts';

// The stock-and-prices feed's store in memory, for the unit tests of applying a
// feed (stock-feed.test.ts) and of recording a staff page's run (stock-feed-runs.test.ts).

export function target(part: Part, overrides: Partial<FeedTarget> = {}): FeedTarget {
  const { id, supplier_code, stock, price_breaks } = part;
  return { id, supplier_code, stock, price_breaks_json: JSON.stringify(price_breaks), discontinued: false, heldBy: [], ...overrides };
}

/** The table as a list of targets, written as the data layer writes them (held units given per part). */
export function memoryStore(targets: FeedTarget[], held: Record<string, number> = {}) {
  const written: Parameters<FeedStore['write']>[0][] = [];
  const deltas: PartsDelta[] = [];
  const store: FeedStore = {
    async *targets() {
      yield targets;
    },
    async write(change) {
      written.push(change);
      const stock = Math.max(0, change.stock - (held[change.id] ?? 0));
      const stored = targets.find((t) => t.id === change.id)!;
      Object.assign(stored, { stock, price_breaks_json: JSON.stringify(change.price_breaks), discontinued: change.discontinued });
      return stock;
    },
    pendingDelta: async () => deltas.at(-1) ?? null,
    async writeDelta(delta) {
      deltas.push(delta);
    },
  };
  return { store, written, deltas };
}
