import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type S3Emulator } from '../../local/s3.ts';

// The uploads bucket and the parts snapshot object without the S3 client:
// signed fetches against the local S3, path style as in the local stack.

let dir: string;
let s3: S3Emulator;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'uploads-bucket-'));
  s3 = await startS3({ directory: dir, buckets: ['uploads'], allowedOrigins: ['*'] });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    UPLOADS_BUCKET: 'uploads',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const { uploadsBucket } = await import('#lambdas/core/aws/uploads-bucket.ts');
const { partsIndexHead, writePartsIndex } = await import('#lambdas/core/aws/parts-index-object.ts');

describe('uploadsBucket', () => {
  it('writes, heads and reads an object whose key needs encoding', async () => {
    const key = 'boards/u 1/b+1/layer (top).svg';
    expect(await uploadsBucket.headObject(key)).toBeNull();
    await uploadsBucket.writeObject(key, '<svg/>', 'image/svg+xml');
    expect(await uploadsBucket.headObject(key)).toEqual({ size: 6, contentType: 'image/svg+xml' });
    const read = await uploadsBucket.readObject(key, 100);
    expect(new TextDecoder().decode(read.bytes)).toBe('<svg/>');
    expect(read.tooLarge).toBe(false);
  });

  it('refuses an object larger than the limit without its bytes', async () => {
    await uploadsBucket.writeObject('boards/big.bin', new Uint8Array(5000).fill(7), 'application/octet-stream');
    expect(await uploadsBucket.readObject('boards/big.bin', 4999)).toEqual({ bytes: new Uint8Array(), tooLarge: true });
    expect((await uploadsBucket.readObject('boards/big.bin', 5000)).bytes.byteLength).toBe(5000);
  });

  it('fails loudly on a missing object', async () => {
    await expect(uploadsBucket.readObject('boards/none.zip', 10)).rejects.toMatchObject({
      name: 'NoSuchKey',
      message: 'No object at boards/none.zip',
    });
  });

  it('takes a PUT through its presigned URL and gives it back through a presigned GET', async () => {
    const key = 'boards/u1/b1/gerbers.zip';
    const body = new Uint8Array([80, 75, 3, 4, 1, 2]);
    const url = await uploadsBucket.presignUpload(key, 'application/zip', body.byteLength, 600);
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/zip' }, body });
    expect(put.status).toBe(200);
    const get = await fetch(await uploadsBucket.presignDownload(key, 600));
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(body);
  });
});

// The local S3 does not check preconditions; the If-Match / If-None-Match
// requests and their 412 answers are in test/unit/aws/signed-service-requests.test.ts.
describe('the parts snapshot object', () => {
  it('is written with its scan time, which the head gives back with a new ETag', async () => {
    expect(await partsIndexHead()).toBeNull();
    expect(await writePartsIndex(new Uint8Array([1]), { scanStartedAt: '2026-01-01T00:00:00Z', replacing: null })).toBe(true);
    const first = await partsIndexHead();
    expect(first?.scanStartedAt).toBe('2026-01-01T00:00:00Z');
    expect(await writePartsIndex(new Uint8Array([2, 2]), { scanStartedAt: '2026-01-02T00:00:00Z', replacing: first!.etag })).toBe(true);
    const second = await partsIndexHead();
    expect(second?.scanStartedAt).toBe('2026-01-02T00:00:00Z');
    expect(second?.etag).not.toBe(first?.etag);
  });
});
