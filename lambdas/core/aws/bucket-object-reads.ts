import { escapeUri } from '@smithy/core/protocols';
import { credentialsFromEnv, signRequest } from './signed-request.ts';

// Reading an object of the uploads bucket with one signed GET or HEAD, no S3
// client: for functions that otherwise only talk to DynamoDB (the parts
// search snapshot read by the search and the assembly routes), where the S3
// client alone would put them over the bundle budget
// (docs/performance.md#lambda-bundles). The endpoint and addressing follow the
// SDK's settings: AWS_ENDPOINT_URL_S3 (the local stack's) with path-style URLs
// when S3_FORCE_PATH_STYLE is set, else the bucket's regional virtual host.

function objectUrl(key: string): { url: URL; region: string } {
  const bucket = process.env.UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not set');
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  // RFC 3986 per segment: S3 signs the path exactly as it is sent.
  const path = key
    .split('/')
    .map((s) => escapeUri(s))
    .join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) return { url: new URL(`https://${bucket}.s3.${region}.amazonaws.com/${path}`), region };
  const base = new URL(endpoint);
  if (process.env.S3_FORCE_PATH_STYLE === 'true') return { url: new URL(`${base.origin}/${bucket}/${path}`), region };
  return { url: new URL(`${base.protocol}//${bucket}.${base.host}/${path}`), region };
}

async function send(method: 'GET' | 'HEAD', key: string): Promise<Response | null> {
  const { url, region } = objectUrl(key);
  const headers = await signRequest({ method, url, region, service: 's3' }, credentialsFromEnv());
  const response = await fetch(url, { method, headers });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    const detail = method === 'GET' ? (await response.text()).slice(0, 300) : '';
    throw new Error(`S3 ${method} ${key}: ${response.status} ${response.statusText} ${detail}`.trim());
  }
  return response;
}

/** The object's ETag, or null when there is none at `key`. */
export async function objectEtag(key: string): Promise<string | null> {
  const response = await send('HEAD', key);
  return response ? (response.headers.get('etag') ?? '') : null;
}

/** The object's bytes and ETag, or null when there is none at `key`. */
export async function readBucketObject(key: string): Promise<{ bytes: Uint8Array; etag: string } | null> {
  const response = await send('GET', key);
  if (!response) return null;
  return { bytes: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get('etag') ?? '' };
}
