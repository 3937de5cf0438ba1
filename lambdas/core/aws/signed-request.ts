import { HttpRequest } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';

// Signing the few plain requests that do not need a whole SDK client: reading
// an S3 object (the parts search snapshot) or one SSM parameter in functions
// whose other calls are all DynamoDB. An SDK client brings its whole model
// (S3's is 140 kB minified), which would put those functions over the 1 MB
// bundle budget (docs/performance.md#lambda-bundles). The signing is the SDK's
// own SignatureV4 (already in every bundle through the DynamoDB client), with
// its Node SHA-256; credentials come from the environment, where Lambda always
// puts the role's (and the local stack its own).

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignableRequest = {
  method: string;
  /** For S3, the path must already be encoded as it is sent (S3 signs it as is). */
  url: URL;
  region: string;
  service: string;
  headers?: Record<string, string>;
  /** The body, hashed into the signature; none by default. */
  body?: string | Uint8Array;
};

const sha256 = Hash.bind(null, 'sha256');

/** The request's headers with x-amz-date, x-amz-content-sha256, the session token and Authorization added. */
export async function signRequest(request: SignableRequest, credentials: Credentials, now = new Date()): Promise<Record<string, string>> {
  const { url } = request;
  const signer = new SignatureV4({
    credentials,
    region: request.region,
    service: request.service,
    sha256,
    // S3 signs the path once-encoded as sent; every other service encodes it again.
    uriEscapePath: request.service !== 's3',
    // S3 wants x-amz-content-sha256 on every request.
    applyChecksum: true,
  });
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const signed = await signer.sign(
    new HttpRequest({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query,
      headers: { ...request.headers, host: url.host },
      ...(request.body !== undefined ? { body: request.body } : {}),
    }),
    { signingDate: now },
  );
  // fetch sets Host from the URL; the signature covers the same value.
  const { host: _host, ...headers } = signed.headers;
  return headers;
}

/** The role's credentials from the environment (Lambda sets them; so does the local stack). */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): Credentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
}

/**
 * One signed call of an AWS JSON 1.1 API (SSM's GetParameter, Secrets Manager's GetSecretValue): the answer's status
 * and text, whatever the status.
 */
export async function postAwsJson(call: { url: URL; region: string; service: string; target: string; body: string }) {
  const headers = await signRequest(
    {
      method: 'POST',
      url: call.url,
      region: call.region,
      service: call.service,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': call.target },
      body: call.body,
    },
    credentialsFromEnv(),
  );
  const response = await fetch(call.url, { method: 'POST', headers, body: call.body });
  return { ok: response.ok, status: response.status, text: await response.text() };
}
