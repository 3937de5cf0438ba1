import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readBucketObject } from '#lambdas/core/aws/bucket-object-reads.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { readSecureParameter } from '#lambdas/core/aws/ssm-parameter.ts';

// The hand-signed S3, SES and SSM requests stay for the Lambda size budget
// (docs/architecture.md#libraries-and-what-stays-hand-written); each is held to
// the SDK client it replaces: both send to one recording server, and what
// reaches it must be the same request, signed for the same scope.

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
let server: Server;
let endpoint: string;
let recorded: Recorded[] = [];
let answer = { status: 200, body: '{}', headers: {} as Record<string, string> };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllEnvs();
  recorded = [];
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const REGION = 'eu-west-1';

function useEnv(env: Record<string, string>): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', '');
  vi.stubEnv('AWS_REGION', REGION);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

/** What must agree: the method, the path and query, the body, the service's headers and the signature's scope and signed payload. */
function essentials(r: Recorded, headers: string[]) {
  const scope = /Credential=([^,]+)/.exec(String(r.headers.authorization))?.[1];
  return {
    method: r.method,
    // The SDK marks S3 calls with ?x-id=<operation>, which S3 ignores.
    url: r.url.replace(/[?&]x-id=\w+$/, ''),
    body: r.body === '' ? null : JSON.parse(r.body),
    scope,
    ...Object.fromEntries(headers.map((h) => [h, r.headers[h]])),
  };
}

/** Ours first, then the SDK's, each answered alike. */
async function both(ours: () => Promise<unknown>, sdk: () => Promise<unknown>): Promise<[Recorded, Recorded]> {
  await ours();
  await sdk();
  expect(recorded).toHaveLength(2);
  return [recorded[0]!, recorded[1]!];
}

describe('the hand-signed requests against the SDK clients they replace', () => {
  it('SSM GetParameter matches SSMClient', async () => {
    useEnv({ AWS_ENDPOINT_URL_SSM: endpoint });
    answer = { status: 200, body: '{"Parameter":{"Value":"sk_test"}}', headers: {} };
    const client = new SSMClient({ region: REGION, endpoint, credentials });
    const [ours, sdk] = await both(
      () => readSecureParameter('/copperline/stripe'),
      () => client.send(new GetParameterCommand({ Name: '/copperline/stripe', WithDecryption: true })),
    );
    const headers = ['content-type', 'x-amz-target', 'x-amz-content-sha256'];
    expect(essentials(ours, headers)).toEqual(essentials(sdk, headers));
    expect(ours.headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
  });

  it('SESv2 SendEmail matches SESv2Client', async () => {
    useEnv({ AWS_ENDPOINT_URL_SESV2: endpoint, EMAIL_FROM: 'Copperline <orders@copperline.test>', EMAIL_SES_REGION: REGION });
    answer = { status: 200, body: '{"MessageId":"m-1"}', headers: {} };
    const client = new SESv2Client({ region: REGION, endpoint, credentials });
    const [ours, sdk] = await both(
      () => sesMailer.send({ to: 'ada@example.com', subject: 'Order CL-1 shipped', text: 'Your boards are on the way.' }),
      () =>
        client.send(
          new SendEmailCommand({
            FromEmailAddress: 'Copperline <orders@copperline.test>',
            Destination: { ToAddresses: ['ada@example.com'] },
            Content: {
              Simple: {
                Subject: { Data: 'Order CL-1 shipped', Charset: 'UTF-8' },
                Body: { Text: { Data: 'Your boards are on the way.', Charset: 'UTF-8' } },
              },
            },
          }),
        ),
    );
    // The same JSON with its keys in another order: the payload hashes differ, the parsed bodies may not.
    const headers = ['content-type'];
    expect(essentials(ours, headers)).toEqual(essentials(sdk, headers));
  });

  it('an S3 GetObject matches S3Client, key encoding included', async () => {
    const key = 'search/parts index+1 (ü).bin';
    useEnv({ AWS_ENDPOINT_URL_S3: endpoint, S3_FORCE_PATH_STYLE: 'true', UPLOADS_BUCKET: 'copperline-uploads' });
    answer = { status: 200, body: 'bytes', headers: { 'content-type': 'application/octet-stream', etag: '"e1"' } };
    const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials });
    const [ours, sdk] = await both(
      () => readBucketObject(key),
      async () => (await client.send(new GetObjectCommand({ Bucket: 'copperline-uploads', Key: key }))).Body?.transformToString(),
    );
    const headers = ['x-amz-content-sha256'];
    expect(essentials(ours, headers)).toEqual(essentials(sdk, headers));
  });
});
