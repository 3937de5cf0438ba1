import type { Part } from '#contracts/parts.ts';
import { partsIndexHead, writePartsIndex } from '../aws/parts-index-object.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { allParts, listCategories, listParameters } from '../db/parts.ts';
import { withRetries } from '../db/retry.ts';
import { buildIndexOnCores, serializeIndex } from './search/index.ts';

// The search snapshot is built from the store of record (every part in the
// table, not just the file last imported) and stored where the search Lambda
// loads it from. Each snapshot records when its table scan started; a scan
// that started after a change includes it, so:
// - a rebuild never replaces a snapshot whose scan started later (S3
//   conditional writes make the check and the write one step), and
// - a rebuild requested at time T is skipped when the stored snapshot's scan
//   started after T: a burst of edits costs one or two rebuilds, not one each.

export type SnapshotSummary = {
  parts: number;
  bytes: number;
  readMs: number;
  buildMs: number;
  /** False when a snapshot from a later scan was stored meanwhile (ours was dropped). */
  stored: boolean;
};

/** Clocks of different hosts differ by milliseconds; a scan must start this much after a request to cover it. */
export const CLOCK_MARGIN_MS = 1_000;

async function store(bytes: Uint8Array, scanStartedAt: string): Promise<boolean> {
  return withRetries(
    async () => {
      const head = await partsIndexHead();
      if (head?.scanStartedAt && head.scanStartedAt > scanStartedAt) return false;
      if (await writePartsIndex(bytes, { scanStartedAt, replacing: head?.etag ?? null })) return true;
      throw new ConflictError('The search snapshot kept changing while this rebuild tried to store it');
    },
    { attempts: 5 },
  );
}

export async function rebuildSearchSnapshot(onRead?: (partsRead: number) => void): Promise<SnapshotSummary> {
  const scanStartedAt = new Date().toISOString();
  const started = performance.now();
  const parts: Part[] = [];
  for await (const page of allParts()) {
    for (const p of page) parts.push(p);
    onRead?.(parts.length);
  }
  const [categories, parameters] = await Promise.all([listCategories(), listParameters()]);
  const read = performance.now();
  const bytes = serializeIndex(await buildIndexOnCores(parts, categories, parameters));
  const buildMs = Math.round(performance.now() - read);
  const stored = await store(bytes, scanStartedAt);
  return { parts: parts.length, bytes: bytes.byteLength, readMs: Math.round(read - started), buildMs, stored };
}

/** Whether a snapshot whose scan started at `scanStartedAt` includes every change made before `requestedAt`. */
export function snapshotCovers(scanStartedAt: string | null, requestedAt: string): boolean {
  if (!scanStartedAt) return false;
  return Date.parse(scanStartedAt) >= Date.parse(requestedAt) + CLOCK_MARGIN_MS;
}

/** The latest of some request times (ISO 8601), or undefined for none. */
export function latestRequest(requestedAt: readonly string[]): string | undefined {
  return requestedAt.reduce<string | undefined>(
    (latest, t) => (latest === undefined || Date.parse(t) > Date.parse(latest) ? t : latest),
    undefined,
  );
}

/** Rebuilds unless the stored snapshot already includes changes made up to `requestedAt`. */
export async function rebuildSearchSnapshotIfOlderThan(requestedAt: string): Promise<SnapshotSummary | { skipped: true }> {
  const head = await partsIndexHead();
  if (snapshotCovers(head?.scanStartedAt ?? null, requestedAt)) return { skipped: true };
  return rebuildSearchSnapshot();
}
