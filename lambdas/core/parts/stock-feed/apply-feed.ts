import { PART_SOURCES, type PartSource } from '#contracts/parts.ts';
import pLimit from 'p-limit';
import { writePartsDeltaText } from '../../aws/parts-delta-object.ts';
import { feedTargetsOfSource, writeFeedUpdate, type FeedTarget } from '../../db/stock-feed-writes.ts';
import type { RejectedRow } from '../import/import-parts.ts';
import { parseStockFeed } from './parse-feed.ts';
import { encodeDelta, mergeDeltas, type DeltaEntry, type PartsDelta } from './parts-delta.ts';
import { pendingDelta } from './search-delta.ts';
import { emptyPlan, planFeedPage, type FeedChange } from './plan-feed.ts';

// Applies a stock-and-prices feed (docs/parts.md#stock-and-prices-feed): the
// whole file is read and checked first (a bad row: nothing is written), then
// compared with the table, only the changed parts written, and the changes
// published as the delta the search merges over its snapshot within its
// check interval (docs/parts.md#search-between-rebuilds).

/** Where the feed reads and writes; the bench passes an in-memory one. */
export type FeedStore = {
  targets(source: PartSource): AsyncIterable<FeedTarget[]>;
  /** Writes one part's figures; returns the free stock stored. */
  write(change: FeedChange): Promise<number>;
  /** The delta still to be merged (null when none, or when the snapshot already covers it). */
  pendingDelta(): Promise<PartsDelta | null>;
  writeDelta(delta: PartsDelta): Promise<void>;
};

export const tableFeedStore: FeedStore = {
  targets: feedTargetsOfSource,
  write: writeFeedUpdate,
  pendingDelta,
  writeDelta: (delta) => writePartsDeltaText(encodeDelta(delta)),
};

/**
 * A feed that would discontinue more than this share of its source's parts (and more than `atLeast`) is refused
 * unless the operator allows it: a feed cut short looks exactly like that (docs/parts.md#stock-and-prices-feed).
 */
export const DISCONTINUE_LIMIT = { share: 0.05, atLeast: 100 };

export type FeedOutcome =
  | { ok: false; problems: RejectedRow[]; badRows: number }
  | { ok: false; refused: 'too_many_discontinued'; discontinued: number; of: number; limit: number }
  | {
      ok: true;
      rows: number;
      written: number;
      unchanged: number;
      discontinued: number;
      /** Supplier codes of the feed no part of the source has (the full import adds parts); the first 1,000. */
      notInCatalogue: string[];
      notInCatalogueCount: number;
      ms: { read: number; compare: number; write: number };
    };

export type FeedOptions = {
  /** Whose parts the feed lists; parts of other sources (manual entries) are never touched. */
  source?: PartSource;
  store?: FeedStore;
  /** Part writes in flight at once. */
  concurrency?: number;
  onProgress?: (done: number, of: number) => void;
  /** Apply a feed that discontinues more than DISCONTINUE_LIMIT allows (a supplier really dropped that many). */
  allowManyDiscontinued?: boolean;
};

export async function applyStockFeed(input: AsyncIterable<string | Uint8Array> | string, options: FeedOptions = {}): Promise<FeedOutcome> {
  const store = options.store ?? tableFeedStore;
  const started = performance.now();
  const feed = await parseStockFeed(input);
  if (!feed.ok) return feed;
  const read = performance.now();

  const plan = emptyPlan();
  const seen = new Set<string>();
  for await (const page of store.targets(options.source ?? PART_SOURCES[0])) planFeedPage(plan, page, feed.rows, seen);
  const compared = performance.now();
  const of = plan.listedParts + plan.discontinued;
  const mayDiscontinue = Math.max(DISCONTINUE_LIMIT.atLeast, Math.floor(of * DISCONTINUE_LIMIT.share));
  if (plan.discontinued > mayDiscontinue && !options.allowManyDiscontinued)
    return { ok: false, refused: 'too_many_discontinued', discontinued: plan.discontinued, of, limit: mayDiscontinue };

  const entries = new Map<string, DeltaEntry>();
  const limit = pLimit(Math.max(1, options.concurrency ?? 16));
  let done = 0;
  await Promise.all(
    plan.changes.map((change) =>
      limit(async () => {
        const stock = await store.write(change);
        const { id, supplier_code, price_breaks, discontinued } = change;
        entries.set(id, { id, supplier_code, stock, price_breaks, discontinued });
        if (++done % 1000 === 0) options.onProgress?.(done, plan.changes.length);
      }),
    ),
  );
  // Stamped after the last write: a snapshot scan that starts later holds every one of them.
  if (entries.size > 0) await store.writeDelta(mergeDeltas(await store.pendingDelta(), { written_at: new Date().toISOString(), entries }));
  const notInCatalogue: string[] = [];
  for (const code of feed.rows.keys()) if (!seen.has(code) && notInCatalogue.push(code) >= 1_000) break;
  return {
    ok: true,
    rows: feed.rows.size,
    written: plan.changes.length,
    unchanged: plan.unchanged,
    discontinued: plan.discontinued,
    notInCatalogue,
    notInCatalogueCount: feed.rows.size - seen.size,
    ms: { read: Math.round(read - started), compare: Math.round(compared - read), write: Math.round(performance.now() - compared) },
  };
}
