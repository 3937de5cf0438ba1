import { PARTS_INDEX_KEY } from '#contracts/storage-layout.ts';
import { failBucketRequest, headBucketObject, sendBucketRequest } from './bucket-object-reads.ts';

// The parts search snapshot in the uploads bucket, as the rebuilder heads and
// writes it (the routes read it with parts-index-reads.ts), as signed requests
// without the S3 client (bucket-object-reads.ts). It lives under `search/`,
// outside `boards/`, so writing it does not trigger board processing.

/** When the table scan behind a snapshot started (ISO 8601), kept in the object's metadata. */
const SCAN_STARTED_AT = 'scan-started-at';

export type PartsIndexHead = { etag: string; scanStartedAt: string | null };

/** The stored snapshot's ETag and scan time, or null when none has been stored yet. */
export async function partsIndexHead(): Promise<PartsIndexHead | null> {
  const head = await headBucketObject(PARTS_INDEX_KEY);
  if (!head) return null;
  return { etag: head.headers.get('etag') ?? '', scanStartedAt: head.headers.get(`x-amz-meta-${SCAN_STARTED_AT}`) };
}

/**
 * Stores a snapshot only over the version named by `replacing` (its ETag, or
 * null for "none yet"): S3's conditional writes (If-Match / If-None-Match) make
 * it a compare-and-swap, so of two builders the one holding an older read
 * loses instead of overwriting a newer snapshot. false: the object changed.
 */
export async function writePartsIndex(bytes: Uint8Array, options: { scanStartedAt: string; replacing: string | null }): Promise<boolean> {
  const response = await sendBucketRequest('PUT', PARTS_INDEX_KEY, {
    headers: {
      'content-type': 'application/octet-stream',
      [`x-amz-meta-${SCAN_STARTED_AT}`]: options.scanStartedAt,
      ...(options.replacing === null ? { 'if-none-match': '*' } : { 'if-match': options.replacing }),
    },
    body: bytes,
  });
  // 412: the precondition failed; 409: another conditional write to the key was in progress.
  if (response.status === 412 || response.status === 409) {
    await response.body?.cancel();
    return false;
  }
  if (!response.ok) return failBucketRequest('PUT', PARTS_INDEX_KEY, response);
  await response.body?.cancel();
  return true;
}
