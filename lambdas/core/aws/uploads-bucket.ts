import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

// The uploads bucket: presigned PUTs for customers, presigned GETs for the
// rendered layers, and the processor's reads and writes. Locally the endpoint
// comes from AWS_ENDPOINT_URL_S3 and s3rver needs path-style URLs.
const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

function bucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

/** A PUT URL bound to one key, content type and exact length (all signed). */
export async function presignUpload(key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string> {
  const command = new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: contentLength });
  return getSignedUrl(s3, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) });
}

export async function presignDownload(key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: expiresInSeconds });
}

/** The object's bytes, refusing anything larger than `maxBytes`. */
export async function readObject(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  const result = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if ((result.ContentLength ?? 0) > maxBytes) {
    result.Body?.transformToWebStream()
      .cancel()
      .catch(() => undefined);
    return { bytes: new Uint8Array(), tooLarge: true };
  }
  const bytes = await result.Body!.transformToByteArray();
  return { bytes, tooLarge: bytes.byteLength > maxBytes };
}

export async function writeObject(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** The object's size and type, or null when there is none at `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

export const uploadsBucket = { presignUpload, presignDownload, readObject, writeObject, headObject };
export type UploadsBucket = typeof uploadsBucket;
