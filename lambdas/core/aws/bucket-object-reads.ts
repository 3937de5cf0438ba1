import { escapeUri, HttpRequest } from '@smithy/core/protocols';
import { credentialsFromEnv, signRequest } from './signed-request.ts';

// Requests to the uploads bucket as plain signed HTTP, no S3 client: the
// client and its presigner cost about 160 kB of every bundle that used them
// (docs/performance.md#lambda-bundles). The one place an object URL is built:
// AWS_ENDPOINT_URL_S3 (the local stack's) with path-style URLs when
// S3_FORCE_PATH_STYLE is set, else the bucket's regional virtual host.

function bucketName(): string {
  const bucket = process.env.UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not set');
  return bucket;
}

export function bucketRegion(): string {
  return process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
}

/** The object's URL, its path encoded as S3 signs it (RFC 3986 per segment). */
export function objectUrl(key: string): URL {
  const bucket = bucketName();
  const path = key
    .split('/')
    .map((s) => escapeUri(s))
    .join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) return new URL(`https://${bucket}.s3.${bucketRegion()}.amazonaws.com/${path}`);
  const base = new URL(endpoint);
  if (process.env.S3_FORCE_PATH_STYLE === 'true') return new URL(`${base.origin}/${bucket}/${path}`);
  return new URL(`${base.protocol}//${bucket}.${base.host}/${path}`);
}

/** The URL as a request for SignatureV4 (presigning), with `query` (signed too). */
export function objectHttpRequest(
  method: string,
  key: string,
  headers: Record<string, string>,
  query: Record<string, string> = {},
): HttpRequest {
  const url = objectUrl(key);
  return new HttpRequest({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query,
    headers: { ...headers, host: url.host },
  });
}

export type BucketRequest = { headers?: Record<string, string>; body?: string | Uint8Array };

/** Socket failures a fresh connection may not meet: a kept-alive connection the server closed as it was reused. */
const TRANSIENT_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** Attempts in all, as the AWS SDK's standard retry mode makes; every request here is idempotent (a PUT stores the same bytes). */
export const BUCKET_REQUEST_ATTEMPTS = 3;

function isTransientSocketError(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return error instanceof TypeError && typeof cause?.code === 'string' && TRANSIENT_SOCKET_ERRORS.has(cause.code);
}

/** One signed request for `key`, sent again (signed anew) when the connection fails under it; the raw answer, whatever its status. */
export async function sendBucketRequest(
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
  key: string,
  request: BucketRequest = {},
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(method, key, request);
    } catch (error) {
      if (attempt >= BUCKET_REQUEST_ATTEMPTS || !isTransientSocketError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 4 ** (attempt - 1)));
    }
  }
}

async function sendOnce(method: 'GET' | 'HEAD' | 'PUT' | 'DELETE', key: string, request: BucketRequest): Promise<Response> {
  const url = objectUrl(key);
  // fetch and the signer's hash take bytes backed by a plain ArrayBuffer only (the parts index is built in shared
  // memory, parts/search/build-memory.ts): one copy serves both.
  const body = typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body);
  const headers = await signRequest(
    {
      method,
      url,
      region: bucketRegion(),
      service: 's3',
      ...(request.headers ? { headers: request.headers } : {}),
      ...(body !== undefined ? { body } : {}),
    },
    credentialsFromEnv(),
  );
  return fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
}

/** Throws with the status and the start of S3's error body. */
export async function failBucketRequest(method: string, key: string, response: Response): Promise<never> {
  const detail = method === 'HEAD' ? '' : (await response.text()).slice(0, 300);
  throw new Error(`S3 ${method} ${key}: ${response.status} ${response.statusText} ${detail}`.trim());
}

async function send(method: 'GET' | 'HEAD', key: string): Promise<Response | null> {
  const response = await sendBucketRequest(method, key);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) return failBucketRequest(method, key, response);
  return response;
}

/** The object's ETag, or null when there is none at `key`. */
export async function objectEtag(key: string): Promise<string | null> {
  const response = await send('HEAD', key);
  return response ? (response.headers.get('etag') ?? '') : null;
}

/** The answer to a GET of `key` (body unread), or null when there is none. */
export async function getBucketObject(key: string): Promise<Response | null> {
  return send('GET', key);
}

/** The answer to a HEAD of `key`, or null when there is none. */
export async function headBucketObject(key: string): Promise<Response | null> {
  return send('HEAD', key);
}

/**
 * A body read into one buffer of the length S3 announced: `arrayBuffer()`
 * holds every chunk and then their concatenation, twice the object at its
 * peak, which for a million-part search snapshot (600 MB) is more than the
 * search Lambda has (docs/performance.md#a-million-parts).
 */
async function bodyBytes(key: string, response: Response): Promise<Uint8Array> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!response.body || !Number.isSafeInteger(announced)) return new Uint8Array(await response.arrayBuffer());
  const bytes = new Uint8Array(announced);
  let filled = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (filled + chunk.value.byteLength > announced) {
      await reader.cancel();
      throw new Error(`S3 GET ${key}: the body is longer than its ${announced} bytes`);
    }
    bytes.set(chunk.value, filled);
    filled += chunk.value.byteLength;
  }
  if (filled !== announced) throw new Error(`S3 GET ${key}: ${filled} of ${announced} bytes arrived`);
  return bytes;
}

/** The object's bytes and ETag, or null when there is none at `key`. */
export async function readBucketObject(key: string): Promise<{ bytes: Uint8Array; etag: string } | null> {
  const response = await send('GET', key);
  if (!response) return null;
  return { bytes: await bodyBytes(key, response), etag: response.headers.get('etag') ?? '' };
}
