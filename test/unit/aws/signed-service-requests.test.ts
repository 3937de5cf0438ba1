import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writePartsIndex } from '#lambdas/core/aws/parts-index-object.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';

// What the signed requests without SDK clients put on the wire: a small HTTP
// server records them and answers with the status each test sets.

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
let server: Server;
let endpoint: string;
let recorded: Recorded[] = [];
let answer = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
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
  answer = { status: 200, body: '{}' };
});

function useEnv(env: Record<string, string>): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

describe('sesMailer', () => {
  const message = { to: 'ada@example.com', subject: 'Order CL-1 shipped', text: 'Your boards are on the way.' };

  it('sends SendEmail as one signed JSON POST', async () => {
    useEnv({ AWS_ENDPOINT_URL_SESV2: endpoint, EMAIL_FROM: 'Copperline <orders@copperline.test>', EMAIL_SES_REGION: 'us-east-2' });
    await sesMailer.send(message);
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v2/email/outbound-emails');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-2\/ses\/aws4_request, /);
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      FromEmailAddress: 'Copperline <orders@copperline.test>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Order CL-1 shipped', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Your boards are on the way.', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('throws with the status and the start of the body when SES refuses', async () => {
    useEnv({ AWS_ENDPOINT_URL_SESV2: endpoint, EMAIL_FROM: 'orders@copperline.test' });
    answer = { status: 400, body: '{"message":"Email address is not verified."}' };
    await expect(sesMailer.send(message)).rejects.toThrow('SES SendEmail: 400 {"message":"Email address is not verified."}');
  });

  it('sends nothing without EMAIL_FROM', async () => {
    useEnv({ AWS_ENDPOINT_URL_SESV2: endpoint, EMAIL_FROM: '' });
    await sesMailer.send(message);
    expect(recorded).toEqual([]);
  });
});

describe('writePartsIndex', () => {
  const env = () => useEnv({ AWS_ENDPOINT_URL_S3: endpoint, S3_FORCE_PATH_STYLE: 'true', UPLOADS_BUCKET: 'uploads' });

  it('creates the snapshot only where there is none, with its scan time as metadata', async () => {
    env();
    expect(await writePartsIndex(new Uint8Array([1, 2, 3]), { scanStartedAt: '2026-01-01T00:00:00Z', replacing: null })).toBe(true);
    const [request] = recorded;
    expect(request!.method).toBe('PUT');
    expect(request!.url).toBe('/uploads/search/parts-index.bin');
    expect(request!.headers['if-none-match']).toBe('*');
    expect(request!.headers['x-amz-meta-scan-started-at']).toBe('2026-01-01T00:00:00Z');
    expect(request!.headers.authorization).toContain('SignedHeaders=content-type;host;if-none-match;x-amz-content-sha256;');
    expect([...request!.body]).toEqual([1, 2, 3]);
  });

  it('replaces only the version it read, and reports a lost race as false', async () => {
    env();
    answer = { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>' };
    expect(await writePartsIndex(new Uint8Array([1]), { scanStartedAt: '2026-01-01T00:00:00Z', replacing: '"abc"' })).toBe(false);
    expect(recorded[0]!.headers['if-match']).toBe('"abc"');
    answer = { status: 409, body: '<Error><Code>ConditionalRequestConflict</Code></Error>' };
    expect(await writePartsIndex(new Uint8Array([1]), { scanStartedAt: '2026-01-01T00:00:00Z', replacing: '"abc"' })).toBe(false);
    answer = { status: 500, body: '<Error><Code>InternalError</Code></Error>' };
    await expect(writePartsIndex(new Uint8Array([1]), { scanStartedAt: '2026-01-01T00:00:00Z', replacing: '"abc"' })).rejects.toThrow(
      'S3 PUT search/parts-index.bin: 500',
    );
  });
});
