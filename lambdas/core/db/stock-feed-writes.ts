import type { PartSource, PriceBreak } from '#contracts/parts.ts';
import { ConflictError, conflictOnFailure } from './conditional-failure.ts';
import { withRetries } from './retry.ts';
import { unitsHeld } from './stock-reservations.ts';
import { db } from './service.ts';

// The stock-and-prices feed's reads and writes (docs/parts.md#stock-and-prices-feed).
// Only the feed's fields are written (UpdateItem, never a whole-item put), so
// labels, holds and everything else on the part stay as they are. The stored
// stock is the free figure: the supplier's, less what carts and checkouts
// hold (db/stock-reservations.ts decrements it per hold and gives it back
// on release), so a held part's write subtracts the units its reservations
// hold, conditioned on the stock and holders read: a hold made meanwhile
// makes it read and compute again (ConflictError after the last attempt).

/** A stored part of the feed's source, as far as the feed is concerned. */
export type FeedTarget = {
  id: string;
  supplier_code: string;
  /** The free figure stored. */
  stock: number;
  price_breaks_json: string;
  discontinued: boolean;
  /** Orders holding some of its stock right now. */
  heldBy: readonly string[];
};

export type FeedPartUpdate = {
  id: string;
  seen: Pick<FeedTarget, 'stock' | 'heldBy'>;
  /** The supplier's figure. */
  stock: number;
  price_breaks: PriceBreak[];
  discontinued: boolean;
};

const FEED_ATTRIBUTES = ['id', 'supplier_code', 'stock', 'price_breaks_json', 'discontinued', 'heldBy'] as const;

async function targetsPage(source: PartSource, cursor: string | null): Promise<{ targets: FeedTarget[]; cursor: string | null }> {
  const page = await db()
    .entities.part.scan.where((a, op) => op.eq(a.source, source))
    .go({ cursor, limit: 1000, attributes: [...FEED_ATTRIBUTES, 'source'] });
  const targets = page.data.map((item) => ({
    id: item.id,
    supplier_code: item.supplier_code,
    stock: item.stock,
    price_breaks_json: item.price_breaks_json ?? '[]',
    discontinued: item.discontinued ?? false,
    heldBy: item.heldBy ?? [],
  }));
  return { targets, cursor: page.cursor };
}

/** Every stored part of one source, a page at a time (a scan reading only the feed's attributes). */
export async function* feedTargetsOfSource(source: PartSource): AsyncGenerator<FeedTarget[]> {
  let cursor: string | null = null;
  do {
    const page = await targetsPage(source, cursor);
    yield page.targets;
    cursor = page.cursor;
  } while (cursor);
}

async function writeOver(update: FeedPartUpdate, seen: FeedPartUpdate['seen']): Promise<number> {
  const free = Math.max(0, update.stock - (await unitsHeld(update.id, seen.heldBy)));
  const patch = db()
    .entities.part.patch({ id: update.id })
    .set({ stock: free, price_breaks_json: JSON.stringify(update.price_breaks), ...(update.discontinued ? { discontinued: true } : {}) });
  await conflictOnFailure(() =>
    (update.discontinued ? patch : patch.remove(['discontinued']))
      .where((stored, op) =>
        [
          op.eq(stored.stock, seen.stock),
          ...(seen.heldBy.length === 0 ? [op.notExists(stored.heldBy)] : seen.heldBy.map((orderId) => op.contains(stored.heldBy, orderId))),
        ].join(' AND '),
      )
      .go({ response: 'none' }),
  );
  return free;
}

/** Writes one part's feed figures; returns the free stock stored. A part deleted meanwhile is a ConflictError too. */
export async function writeFeedUpdate(update: FeedPartUpdate): Promise<number> {
  let seen = update.seen;
  return withRetries(
    async (attempt) => {
      if (attempt > 1) {
        const { data } = await db()
          .entities.part.get({ id: update.id })
          .go({ attributes: ['id', 'stock', 'heldBy'], consistent: true });
        if (!data) throw new ConflictError(`part ${update.id} was deleted while the feed wrote it`);
        seen = { stock: data.stock, heldBy: data.heldBy ?? [] };
      }
      return writeOver(update, seen);
    },
    { attempts: 5 },
  );
}
