import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for the few plain requests that do not need a whole
// SDK client: reading an S3 object (the parts search snapshot) in functions
// whose other calls are all DynamoDB. An SDK client brings its whole model
// (S3's is 140 kB minified), which would put those functions over the 1 MB
// bundle budget (docs/performance.md#lambda-bundles). Credentials come from
// the environment, where Lambda always puts the role's (and the local stack
// its own); the algorithm is AWS's, checked against its published example.

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignableRequest = {
  method: string;
  url: URL;
  region: string;
  service: string;
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body; the empty body's by default. */
  payloadHash?: string;
};

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as SigV4 wants it (each path segment once, for S3). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The request's headers with x-amz-date, x-amz-content-sha256, the session token and Authorization added. */
export function signRequest(request: SignableRequest, credentials: Credentials, now = new Date()): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = request.payloadHash ?? EMPTY_PAYLOAD_HASH;
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const signedHeaders = names.join(';');
  const path =
    request.url.pathname
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/') || '/';
  const canonical = [
    request.method,
    path,
    canonicalQuery(request.url),
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), request.region), request.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** The role's credentials from the environment (Lambda sets them; so does the local stack). */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): Credentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
}
