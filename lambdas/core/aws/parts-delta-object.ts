import { PARTS_DELTA_KEY } from '#contracts/storage-layout.ts';
import { failBucketRequest, objectEtag, readBucketObject, sendBucketRequest } from './bucket-object-reads.ts';

// The stock-and-prices delta over the search snapshot, next to it in the
// uploads bucket (docs/parts.md#search-between-rebuilds): written by the feed,
// read by the search on the snapshot's check cadence.

export function partsDeltaEtag(): Promise<string | null> {
  return objectEtag(PARTS_DELTA_KEY);
}

/** The delta's text and ETag, or null when no feed has written one. */
export async function readPartsDeltaText(): Promise<{ text: string; etag: string } | null> {
  const object = await readBucketObject(PARTS_DELTA_KEY);
  return object ? { text: new TextDecoder().decode(object.bytes), etag: object.etag } : null;
}

export async function writePartsDeltaText(text: string): Promise<void> {
  const response = await sendBucketRequest('PUT', PARTS_DELTA_KEY, { headers: { 'content-type': 'application/json' }, body: text });
  if (!response.ok) return failBucketRequest('PUT', PARTS_DELTA_KEY, response);
  await response.body?.cancel();
}
