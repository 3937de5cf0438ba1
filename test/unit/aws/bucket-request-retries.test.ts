import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUCKET_REQUEST_ATTEMPTS } from '#lambdas/core/aws/bucket-object-reads.ts';
import { writePartsIndex } from '#lambdas/core/aws/parts-index-object.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';

// A kept-alive connection the bucket closes just as it is reused fails the
// request with a socket reset; the request is sent again, signed anew, as the
// AWS SDK's retries do. Anything else fails at once.

const socketFailure = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(`read ${code}`), { code }) });

beforeEach(() => {
  vi.stubEnv('UPLOADS_BUCKET', 'copperline-uploads');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ENDPOINT_URL_S3', 'http://127.0.0.1:4569');
  vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('requests to the uploads bucket', () => {
  it('sends a write again when the connection is reset under it, with the same body', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(socketFailure('ECONNRESET'))
      .mockResolvedValueOnce(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await uploadsBucket.writeObject('boards/b1/revision-diff.json', '{"added":[]}', 'application/json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies).toEqual(['{"added":[]}', '{"added":[]}']);
    expect(String(fetchMock.mock.calls[1]![0])).toBe('http://127.0.0.1:4569/copperline-uploads/boards/b1/revision-diff.json');
  });

  it('signs and sends bytes held in shared memory, as the parts index is built', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const snapshot = new Uint8Array(new SharedArrayBuffer(5));
    snapshot.set([1, 2, 3, 4, 5]);
    expect(await writePartsIndex(snapshot, { scanStartedAt: '2026-11-29T00:00:00.000Z', replacing: null })).toBe(true);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeInstanceOf(Uint8Array);
    expect((init!.body as Uint8Array).buffer).toBeInstanceOf(ArrayBuffer);
    expect([...(init!.body as Uint8Array)]).toEqual([1, 2, 3, 4, 5]);
    // The signature covers those bytes: S3 checks the payload hash header against the body.
    const hash = new Headers(init!.headers).get('x-amz-content-sha256');
    expect(hash).toBe(
      createHash('sha256')
        .update(Uint8Array.from([1, 2, 3, 4, 5]))
        .digest('hex'),
    );
  });

  it('gives up after as many attempts as the SDK makes, with the socket error', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.reject(socketFailure('ECONNRESET')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadsBucket.writeObject('boards/b1/x.json', '{}', 'application/json')).rejects.toThrow('fetch failed');
    expect(fetchMock).toHaveBeenCalledTimes(BUCKET_REQUEST_ATTEMPTS);
    expect(BUCKET_REQUEST_ATTEMPTS).toBe(3);
  });

  it('does not send again when the failure is not a dropped connection', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(socketFailure('ENOTFOUND'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadsBucket.headObject('boards/b1/x.json')).rejects.toThrow('fetch failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send again when the bucket answers with an error', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadsBucket.writeObject('boards/b1/x.json', '{}', 'application/json')).rejects.toThrow('403');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
