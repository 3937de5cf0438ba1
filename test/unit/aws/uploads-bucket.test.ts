import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';

// The presigned URLs must be exactly the SDK presigner's (same date and
// credentials); reads and writes are in
// test/integration/uploads-bucket-requests.test.ts.

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'tok' };
const DATE = new Date('2026-03-01T12:34:56Z');
const KEY = 'boards/u 1/b+1/gerber (1).zip';

function useEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

const baseEnv = {
  UPLOADS_BUCKET: 'copperline-uploads',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  AWS_SESSION_TOKEN: CREDENTIALS.sessionToken,
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each([
  { name: 'AWS virtual host', env: { AWS_ENDPOINT_URL_S3: undefined, AWS_ENDPOINT_URL: undefined, S3_FORCE_PATH_STYLE: undefined } },
  {
    name: 'local path style',
    env: { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569', AWS_ENDPOINT_URL: undefined, S3_FORCE_PATH_STYLE: 'true' },
  },
])('presigned URLs ($name)', ({ env }) => {
  function sdk(): S3Client {
    return new S3Client({
      region: 'eu-west-1',
      credentials: CREDENTIALS,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // The SDK's default adds x-amz-checksum-mode=ENABLED to GET URLs, asking
      // S3 for checksum headers a browser download never checks.
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  it('signs an upload exactly as getSignedUrl does', async () => {
    useEnv({ ...baseEnv, ...env });
    const command = new PutObjectCommand({ Bucket: 'copperline-uploads', Key: KEY, ContentType: 'application/zip', ContentLength: 1234 });
    const expected = await getSignedUrl(sdk(), command, {
      expiresIn: 600,
      signingDate: DATE,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    expect(await uploadsBucket.presignUpload(KEY, 'application/zip', 1234, 600, DATE)).toBe(expected);
  });

  it('signs a download exactly as getSignedUrl does', async () => {
    useEnv({ ...baseEnv, ...env });
    const expected = await getSignedUrl(sdk(), new GetObjectCommand({ Bucket: 'copperline-uploads', Key: KEY }), {
      expiresIn: 3600,
      signingDate: DATE,
    });
    expect(await uploadsBucket.presignDownload(KEY, 3600, DATE)).toBe(expected);
  });
});
