import { PARTS_INDEX_KEY } from '#contracts/storage-layout.ts';
import { objectEtag, readBucketObject } from './bucket-object-reads.ts';

// The parts search snapshot as the search and the assembly routes read it:
// one signed GET or HEAD, no S3 client (bucket-object-reads.ts). Writing it
// is the rebuilder's (parts-index-object.ts).

/** The snapshot's ETag, or null when none has been stored yet. */
export function partsIndexEtag(): Promise<string | null> {
  return objectEtag(PARTS_INDEX_KEY);
}

/** The snapshot's bytes and ETag, or null when none has been stored yet. */
export function readPartsIndex(): Promise<{ bytes: Uint8Array; etag: string } | null> {
  return readBucketObject(PARTS_INDEX_KEY);
}
