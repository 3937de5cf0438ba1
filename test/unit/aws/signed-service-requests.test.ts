import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readBucketObject } from '#lambdas/core/aws/bucket-object-reads.ts';
import { writePartsIndex } from '#lambdas/core/aws/parts-index-object.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { readSecureParameter } from '#lambdas/core/aws/ssm-parameter.ts';
import { readPoolAccount, readPoolGroups } from '#lambdas/core/aws/user-pool-accounts.ts';

// What the signed requests without SDK clients put on the wire: a small HTTP
// server records them and answers with the status each test sets. They stay
// for the Lambda size budget (docs/architecture.md#libraries-and-what-stays-hand-written),
// so each is also held to the SDK client it replaces.

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
let server: Server;
let endpoint: string;
let recorded: Recorded[] = [];
let answer: { status: number; body: string | Buffer; headers?: Record<string, string> } = { status: 200, body: '{}' };
/** Answers given in turn before `answer` (paged calls). */
let answers: (typeof answer)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const given = answers.shift() ?? answer;
      res.writeHead(given.status, { 'content-type': 'application/json', ...given.headers });
      res.end(given.body);
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
  answers = [];
});

function useEnv(env: Record<string, string>): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

const message = { to: 'ada@example.com', subject: 'Order CL-1 shipped', text: 'Your boards are on the way.' };
/** What SendEmail should carry for `message` from EMAIL_FROM 'Copperline <orders@copperline.test>'. */
const SEND_EMAIL = {
  FromEmailAddress: 'Copperline <orders@copperline.test>',
  Destination: { ToAddresses: [message.to] },
  Content: {
    Simple: {
      Subject: { Data: message.subject, Charset: 'UTF-8' },
      Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
    },
  },
};

describe('sesMailer', () => {
  it('sends SendEmail as one signed JSON POST', async () => {
    useEnv({ AWS_ENDPOINT_URL_SESV2: endpoint, EMAIL_FROM: 'Copperline <orders@copperline.test>', EMAIL_SES_REGION: 'us-east-2' });
    await sesMailer.send(message);
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v2/email/outbound-emails');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-2\/ses\/aws4_request, /);
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual(SEND_EMAIL);
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

describe('the user pool reads of the staff check', () => {
  const env = () => useEnv({ AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint, USER_POOL_ID: 'eu-west-1_pool' });
  const body = (index: number) => JSON.parse(recorded[index]!.body.toString('utf8')) as Record<string, unknown>;

  it('reads whether the account is enabled and has an authenticator app, and null when there is no such user', async () => {
    env();
    answer = { status: 200, body: '{"Username":"ada","Enabled":true,"UserMFASettingList":["SOFTWARE_TOKEN_MFA"]}' };
    expect(await readPoolAccount('ada')).toEqual({ enabled: true, authenticatorApp: true });
    expect(recorded[0]!.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
    expect(body(0)).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'ada' });
    answer = { status: 200, body: '{"Username":"ada","Enabled":false}' };
    expect(await readPoolAccount('ada')).toEqual({ enabled: false, authenticatorApp: false });
    answer = { status: 400, body: '{"__type":"UserNotFoundException","message":"User does not exist."}' };
    expect(await readPoolAccount('gone')).toBeNull();
    answer = { status: 400, body: '{"__type":"com.amazonaws.cognito#TooManyRequestsException","message":"Rate exceeded"}' };
    await expect(readPoolAccount('ada')).rejects.toThrow('Cognito AdminGetUser: 400');
  });

  it('reads every page of groups, and none for a user that is gone', async () => {
    env();
    answers = [{ status: 200, body: '{"Groups":[{"GroupName":"Admin"}],"NextToken":"t2"}' }];
    answer = { status: 200, body: '{"Groups":[{"GroupName":"Engineer"}]}' };
    expect(await readPoolGroups('ada')).toEqual(['Admin', 'Engineer']);
    expect(body(0)).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'ada', Limit: 60 });
    expect(body(1)).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'ada', Limit: 60, NextToken: 't2' });
    answer = { status: 400, body: '{"__type":"UserNotFoundException","message":"User does not exist."}' };
    expect(await readPoolGroups('gone')).toEqual([]);
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

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const REGION = 'eu-west-1'; // as useEnv sets

/** What must agree: the method, the path and query, the body, the service's headers and the signature's scope and signed payload. */
function essentials(recorded: Recorded, headers: string[]) {
  const scope = /Credential=([^,]+)/.exec(String(recorded.headers.authorization))?.[1];
  return {
    method: recorded.method,
    // The SDK marks S3 calls with ?x-id=<operation>, which S3 ignores.
    url: recorded.url.replace(/[?&]x-id=\w+$/, ''),
    body: recorded.body.length === 0 ? null : (JSON.parse(recorded.body.toString('utf8')) as unknown),
    scope,
    ...Object.fromEntries(headers.map((h) => [h, recorded.headers[h]])),
  };
}

/** Ours first, then the SDK's, each answered alike. */
async function both(ours: () => Promise<unknown>, sdk: () => Promise<unknown>): Promise<[Recorded, Recorded]> {
  await ours();
  await sdk();
  expect(recorded).toHaveLength(2);
  return [recorded[0]!, recorded[1]!];
}

describe('readBucketObject', () => {
  // 4 MB of varied bytes: arrives in many chunks.
  const snapshot = Buffer.from(Array.from({ length: 4 << 20 }, (_, i) => (i * 7919) % 251));

  it('reads a body S3 gives the length of into one buffer of that length, every byte in place', async () => {
    useEnv({ AWS_ENDPOINT_URL_S3: endpoint, S3_FORCE_PATH_STYLE: 'true', UPLOADS_BUCKET: 'copperline-uploads' });
    answer = { status: 200, body: snapshot, headers: { 'content-length': String(snapshot.length), etag: '"s1"' } };
    const read = await readBucketObject('search/parts-index.bin');
    expect(read?.etag).toBe('"s1"');
    expect(read?.bytes.byteLength).toBe(snapshot.length);
    expect(read?.bytes.buffer.byteLength).toBe(snapshot.length);
    expect(Buffer.from(read!.bytes).equals(snapshot)).toBe(true);
  });

  it('reads a body sent without a length (chunked) whole as well', async () => {
    useEnv({ AWS_ENDPOINT_URL_S3: endpoint, S3_FORCE_PATH_STYLE: 'true', UPLOADS_BUCKET: 'copperline-uploads' });
    answer = { status: 200, body: snapshot.subarray(0, 100_000), headers: { 'transfer-encoding': 'chunked' } };
    const read = await readBucketObject('search/parts-index.bin');
    expect(Buffer.from(read!.bytes).equals(snapshot.subarray(0, 100_000))).toBe(true);
  });

  it('is null when there is no object', async () => {
    useEnv({ AWS_ENDPOINT_URL_S3: endpoint, S3_FORCE_PATH_STYLE: 'true', UPLOADS_BUCKET: 'copperline-uploads' });
    answer = { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' };
    expect(await readBucketObject('search/parts-index.bin')).toBeNull();
  });
});

describe('the hand-signed requests against the SDK clients they replace', () => {
  it('SSM GetParameter matches SSMClient', async () => {
    useEnv({ AWS_ENDPOINT_URL_SSM: endpoint });
    answer = { status: 200, body: '{"Parameter":{"Value":"sk_test"}}' };
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
    answer = { status: 200, body: '{"MessageId":"m-1"}' };
    const client = new SESv2Client({ region: REGION, endpoint, credentials });
    const [ours, sdk] = await both(
      () => sesMailer.send(message),
      () => client.send(new SendEmailCommand(SEND_EMAIL)),
    );
    // The same JSON with its keys in another order: the payload hashes differ, the parsed bodies may not.
    const headers = ['content-type'];
    expect(essentials(ours, headers)).toEqual(essentials(sdk, headers));
  });

  it('Cognito AdminGetUser and AdminListGroupsForUser match CognitoIdentityProviderClient', async () => {
    useEnv({ AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint, USER_POOL_ID: 'eu-west-1_pool' });
    answer = { status: 200, body: '{"Username":"ada","Enabled":true,"Groups":[]}' };
    const client = new CognitoIdentityProviderClient({ region: REGION, endpoint, credentials });
    const headers = ['content-type', 'x-amz-target', 'x-amz-content-sha256'];
    const [ours, sdk] = await both(
      () => readPoolAccount('ada'),
      () => client.send(new AdminGetUserCommand({ UserPoolId: 'eu-west-1_pool', Username: 'ada' })),
    );
    expect(essentials(ours, headers)).toEqual(essentials(sdk, headers));
    expect(ours.headers.authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/cognito-idp\/aws4_request/);
    recorded = [];
    const [oursGroups, sdkGroups] = await both(
      () => readPoolGroups('ada'),
      () => client.send(new AdminListGroupsForUserCommand({ UserPoolId: 'eu-west-1_pool', Username: 'ada', Limit: 60 })),
    );
    expect(essentials(oursGroups, headers)).toEqual(essentials(sdkGroups, headers));
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
