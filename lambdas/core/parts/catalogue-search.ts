import { PARTS_PAGE_SIZE, type Part, type PartsSearchRequest, type PartsSearchResponse } from '#contracts/parts.ts';
import { partsIndexHead } from '../aws/parts-index-object.ts';
import { readPartsIndex } from '../aws/parts-index-reads.ts';
import { getPartById, getStockOfParts } from '../db/parts.ts';
import { notFound } from '../errors.ts';
import { loadIndex, searchParts, type CatalogueIndex } from './search/index.ts';
import { partWithDelta } from './stock-feed/parts-delta.ts';
import { NO_DELTA, refreshDelta, type LoadedDelta } from './stock-feed/search-delta.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';

// The parts search as the API serves it: the snapshot is loaded once per
// Lambda container (module scope), checked for a newer version (ETag) at most
// every 10 s, and the page returned carries current stock from DynamoDB,
// the store of record. The check is one HeadObject; every 10 s keeps a custom
// part's wait for search short (its rebuild takes seconds) at no real cost.
// The stock-and-prices delta is checked with it and merged over the index
// (docs/parts.md#search-between-rebuilds).
// The local stack checks every 500 ms (PARTS_SNAPSHOT_CHECK_MS, docs/local-stack.md#parts-search-snapshot).

export const SNAPSHOT_CHECK_INTERVAL_MS = Number(process.env.PARTS_SNAPSHOT_CHECK_MS ?? 10_000);

type Loaded = { index: CatalogueIndex | null; etag: string | null; scanStartedAt: string | null; delta: LoadedDelta; checkedAt: number };
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

async function loadSnapshot(previous: Loaded | null): Promise<Omit<Loaded, 'delta'> & { changed: boolean }> {
  const head = await partsIndexHead();
  if (previous && head?.etag === previous.etag) return { ...previous, checkedAt: Date.now(), changed: false };
  const object = await readPartsIndex();
  if (!object) return { index: null, etag: null, scanStartedAt: null, checkedAt: Date.now(), changed: true };
  // The scan time is read before the bytes: if a newer snapshot lands in between, its delta check errs towards merging.
  return {
    index: loadIndex(object.bytes),
    etag: object.etag,
    scanStartedAt: head?.scanStartedAt ?? null,
    checkedAt: Date.now(),
    changed: true,
  };
}

async function load(previous: Loaded | null): Promise<Loaded> {
  const { changed, ...snapshot } = await loadSnapshot(previous);
  const delta = await refreshDelta(previous?.delta ?? NO_DELTA, { index: snapshot.index, scanStartedAt: snapshot.scanStartedAt, changed });
  return { ...snapshot, delta };
}

async function refresh(now: number): Promise<void> {
  // One load at a time; concurrent callers share it.
  loading ??= load(loaded).finally(() => {
    loading = null;
  });
  try {
    loaded = await loading;
  } catch (error) {
    // Keep serving the index we have when a refresh check fails.
    if (!loaded?.index) throw error;
    loaded = { ...loaded, checkedAt: now };
  }
}

/**
 * The current snapshot (its index and the stock-and-prices delta over it),
 * or null before the first load. Only the first call waits for S3: once an
 * index is loaded, the freshness check (a HeadObject, and a load when the
 * snapshot changed) runs beside the request that noticed it was due, which
 * is answered from the snapshot already loaded, so no search pays for the
 * check (docs/performance.md#a-million-parts).
 */
async function currentSnapshot(now: number): Promise<Loaded | null> {
  if (loaded && now - loaded.checkedAt < SNAPSHOT_CHECK_INTERVAL_MS) return loaded;
  if (loaded?.index) {
    const serving = loaded;
    refresh(now).catch(() => undefined);
    return serving;
  }
  await refresh(now);
  return loaded;
}

/** The current index, or null while no catalogue has been imported. The search route and BOM matching share it (and so its per-container cache). */
export async function currentIndex(now = Date.now()): Promise<CatalogueIndex | null> {
  return (await currentSnapshot(now))?.index ?? null;
}

/** For tests: forget the loaded snapshot. */
export function forgetLoadedSnapshot(): void {
  loaded = null;
}

function emptyResponse(request: PartsSearchRequest): PartsSearchResponse {
  return { results: [], total: 0, page: request.page, page_size: PARTS_PAGE_SIZE, categories: [], facet_category_id: null, facets: [] };
}

export async function searchCatalogue(request: PartsSearchRequest): Promise<PartsSearchResponse> {
  const started = performance.now();
  try {
    return await searchCatalogueNow(request);
  } finally {
    recordMetric('partsSearchLatencyMs', Math.round(performance.now() - started));
  }
}

async function searchCatalogueNow(request: PartsSearchRequest): Promise<PartsSearchResponse> {
  // The index and its delta as one snapshot: a refresh landing meanwhile must not pair this index with another's delta.
  const snapshot = await currentSnapshot(Date.now());
  if (!snapshot?.index) return emptyResponse(request);
  const response = searchParts(snapshot.index, request);
  for (const result of response.results) result.part = partWithDelta(result.part, snapshot.delta.delta);
  const stock = await getStockOfParts(response.results.map((r) => r.part.id));
  for (const result of response.results) {
    const current = stock.get(result.part.id);
    if (current !== undefined) result.part.stock = current;
  }
  return response;
}

export async function getCataloguePart(partId: string): Promise<Part> {
  const part = await getPartById(partId);
  if (!part) throw notFound('The part');
  return part;
}
