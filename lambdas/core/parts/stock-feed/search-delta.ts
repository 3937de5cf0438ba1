import { partsDeltaEtag, readPartsDeltaText } from '../../aws/parts-delta-object.ts';
import { partsIndexHead } from '../../aws/parts-index-object.ts';
import type { CatalogueIndex } from '../search/catalogue-index.ts';
import { snapshotCovers } from '../search-snapshot.ts';
import { decodeDelta, mergeDeltaIntoIndex, type PartsDelta } from './parts-delta.ts';

// The search's side of the delta (docs/parts.md#search-between-rebuilds):
// checked whenever the search checks its snapshot, read again only when its
// ETag changed, merged into the loaded index, and dropped once the loaded
// snapshot's scan started after the delta was written (the scheduled rebuild
// compacted it).

export type LoadedDelta = { etag: string | null; delta: PartsDelta | null };

export const NO_DELTA: LoadedDelta = { etag: null, delta: null };

/**
 * The delta to serve with `index`. `snapshotChanged`: the index was just
 * loaded, so even an unchanged delta must be merged into it again.
 */
export async function refreshDelta(
  previous: LoadedDelta,
  snapshot: { index: CatalogueIndex | null; scanStartedAt: string | null; changed: boolean },
): Promise<LoadedDelta> {
  const etag = await partsDeltaEtag();
  if (etag === previous.etag && !snapshot.changed) return previous;
  const stored = etag === previous.etag ? null : await readPartsDeltaText();
  const delta = stored ? decodeDelta(stored.text) : etag === null ? null : previous.delta;
  const current = delta && !snapshotCovers(snapshot.scanStartedAt, delta.written_at) ? delta : null;
  if (current && snapshot.index) mergeDeltaIntoIndex(snapshot.index, current);
  return { etag: stored?.etag ?? etag, delta: current };
}

/** The stored delta when the stored snapshot does not yet hold it, else null. */
export async function pendingDelta(): Promise<PartsDelta | null> {
  const [stored, head] = await Promise.all([readPartsDeltaText(), partsIndexHead()]);
  const delta = stored ? decodeDelta(stored.text) : null;
  return delta && delta.entries.size > 0 && !snapshotCovers(head?.scanStartedAt ?? null, delta.written_at) ? delta : null;
}

/** Whether a delta awaits the scheduled rebuild. */
export async function deltaAwaitsCompaction(): Promise<boolean> {
  return (await pendingDelta()) !== null;
}
