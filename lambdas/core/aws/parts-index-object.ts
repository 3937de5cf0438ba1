import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

// The parts search snapshot in the uploads bucket. It lives under `search/`,
// outside `boards/`, so writing it does not trigger board processing. Locally
// the endpoint comes from AWS_ENDPOINT_URL_S3 and s3rver needs path-style URLs.
export const PARTS_INDEX_KEY = 'search/parts-index.bin';

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
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** The snapshot's ETag, or null when none has been stored yet. */
export async function partsIndexEtag(): Promise<string | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: PARTS_INDEX_KEY }));
    return head.ETag ?? null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The snapshot's bytes and ETag, or null when none has been stored yet. */
export async function readPartsIndex(): Promise<{ bytes: Uint8Array; etag: string } | null> {
  try {
    const result = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: PARTS_INDEX_KEY }));
    const bytes = await result.Body!.transformToByteArray();
    return { bytes, etag: result.ETag ?? '' };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function writePartsIndex(bytes: Uint8Array): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: PARTS_INDEX_KEY, Body: bytes, ContentType: 'application/octet-stream' }));
}
