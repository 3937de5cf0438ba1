import { escapeUri } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import {
  bucketRegion,
  failBucketRequest,
  getBucketObject,
  headBucketObject,
  objectHttpRequest,
  sendBucketRequest,
} from './bucket-object-reads.ts';
import { credentialsFromEnv } from './signed-request.ts';

// The uploads bucket: presigned PUTs for customers, presigned GETs for the
// rendered layers, and the processor's reads and writes, as signed requests
// without the S3 client (docs/performance.md#lambda-bundles). The URLs are the
// ones the SDK's presigner builds (test/unit/aws/uploads-bucket.test.ts).

function presigner(): SignatureV4 {
  return new SignatureV4({
    credentials: credentialsFromEnv(),
    region: bucketRegion(),
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
}

/** The presigned request as a URL, its query sorted and encoded as the SDK's formatUrl does. */
function formatUrl(request: {
  protocol?: string;
  hostname: string;
  port?: number | undefined;
  path?: string;
  query?: Record<string, string | Array<string | null> | null>;
}): string {
  const query = Object.entries(request.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${escapeUri(name)}=${escapeUri(v ?? '')}`))
    .join('&');
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol ?? 'https:'}//${request.hostname}${port}${request.path ?? '/'}${query ? `?${query}` : ''}`;
}

// The SDK names the operation in the query (x-id); S3 ignores it, but it is
// signed, so it is kept to give the very URLs the presigner gave.
const OPERATION = (name: string) => ({ 'x-id': name });

/** A PUT URL bound to one key, content type and exact length (all signed). */
export async function presignUpload(
  key: string,
  contentType: string,
  contentLength: number,
  expiresInSeconds: number,
  now = new Date(),
): Promise<string> {
  const request = objectHttpRequest(
    'PUT',
    key,
    {
      'content-type': contentType,
      'content-length': String(contentLength),
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    },
    OPERATION('PutObject'),
  );
  const signed = await presigner().presign(request, {
    expiresIn: expiresInSeconds,
    signingDate: now,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return formatUrl(signed);
}

export async function presignDownload(key: string, expiresInSeconds: number, now = new Date()): Promise<string> {
  const request = objectHttpRequest('GET', key, { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' }, OPERATION('GetObject'));
  return formatUrl(await presigner().presign(request, { expiresIn: expiresInSeconds, signingDate: now }));
}

/** Named as S3's own error code, which callers (assembly-files.ts) tell from other failures. */
function missingObject(key: string): Error {
  const error = new Error(`No object at ${key}`);
  error.name = 'NoSuchKey';
  return error;
}

/** The object's bytes, refusing anything larger than `maxBytes` (from its length, before reading). */
export async function readObject(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  const response = await getBucketObject(key);
  if (!response) throw missingObject(key);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return { bytes: new Uint8Array(), tooLarge: true };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, tooLarge: bytes.byteLength > maxBytes };
}

/**
 * Stores `body` at `key`. The payload hash is signed (not UNSIGNED-PAYLOAD):
 * the bodies are small generated files already in memory, and S3 then refuses
 * one that arrives altered.
 */
export async function writeObject(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
  const response = await sendBucketRequest('PUT', key, { headers: { 'content-type': contentType }, body });
  if (!response.ok) return failBucketRequest('PUT', key, response);
  await response.body?.cancel();
}

/** The object's size and type, or null when there is none at `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | null> {
  const response = await headBucketObject(key);
  if (!response) return null;
  return { size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') ?? '' };
}

export const uploadsBucket = { presignUpload, presignDownload, readObject, writeObject, headObject };
export type UploadsBucket = typeof uploadsBucket;
