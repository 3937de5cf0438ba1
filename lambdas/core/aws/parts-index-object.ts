import { PARTS_INDEX_KEY } from '#contracts/storage-layout.ts';
import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

// The parts search snapshot in the uploads bucket, as the rebuilder heads and
// writes it (the routes read it with parts-index-reads.ts). It lives under
// `search/`, outside `boards/`, so writing it does not trigger board processing. Locally
// the endpoint comes from AWS_ENDPOINT_URL_S3 and s3rver needs path-style URLs.

let client: S3Client | undefined;
function s3(): S3Client {
  client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true', requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}

function bucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/** When the table scan behind a snapshot started (ISO 8601), kept in the object's metadata. */
const SCAN_STARTED_AT = 'scan-started-at';

export type PartsIndexHead = { etag: string; scanStartedAt: string | null };

/** The stored snapshot's ETag and scan time, or null when none has been stored yet. */
export async function partsIndexHead(): Promise<PartsIndexHead | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: PARTS_INDEX_KEY }));
    return { etag: head.ETag ?? '', scanStartedAt: head.Metadata?.[SCAN_STARTED_AT] ?? null };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Stores a snapshot only over the version named by `replacing` (its ETag, or
 * null for "none yet"): S3's conditional writes (If-Match / If-None-Match) make
 * it a compare-and-swap, so of two builders the one holding an older read
 * loses instead of overwriting a newer snapshot. false: the object changed.
 */
export async function writePartsIndex(bytes: Uint8Array, options: { scanStartedAt: string; replacing: string | null }): Promise<boolean> {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: PARTS_INDEX_KEY,
        Body: bytes,
        ContentType: 'application/octet-stream',
        Metadata: { [SCAN_STARTED_AT]: options.scanStartedAt },
        ...(options.replacing === null ? { IfNoneMatch: '*' } : { IfMatch: options.replacing }),
      }),
    );
    return true;
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    // 412: the precondition failed; 409: another conditional write to the key was in progress.
    if (status === 412 || status === 409) return false;
    throw error;
  }
}
