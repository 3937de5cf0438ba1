import type { Part } from '../../../contracts/parts.ts';
import { writePartsIndex } from '../aws/parts-index-object.ts';
import { allParts, listCategories, listParameters } from '../db/parts.ts';
import { buildIndex, serializeIndex } from './search/index.ts';

// The search snapshot is built from the store of record (every part in the
// table, not just the file last imported) and stored where the search Lambda
// loads it from. Run after each import, and periodically for stock.

export type SnapshotSummary = { parts: number; bytes: number; readMs: number; buildMs: number };

export async function rebuildSearchSnapshot(onRead?: (partsRead: number) => void): Promise<SnapshotSummary> {
  const started = performance.now();
  const parts: Part[] = [];
  for await (const page of allParts()) {
    for (const p of page) parts.push(p);
    onRead?.(parts.length);
  }
  const [categories, parameters] = await Promise.all([listCategories(), listParameters()]);
  const read = performance.now();
  const bytes = serializeIndex(buildIndex(parts, categories, parameters));
  await writePartsIndex(bytes);
  return { parts: parts.length, bytes: bytes.byteLength, readMs: Math.round(read - started), buildMs: Math.round(performance.now() - read) };
}
