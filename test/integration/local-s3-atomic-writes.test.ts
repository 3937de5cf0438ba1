import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type S3Emulator } from '../../local/s3.ts';

// The local S3 replaces an object atomically, as S3 does: the search snapshot
// is rewritten while the search handler reads it, and a reader must see the
// old bytes or the new ones, never a mix or a truncated file.

let dir: string;
let s3: S3Emulator;
let client: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-s3-atomic-'));
  s3 = await startS3({ directory: dir, buckets: ['atomic'], allowedOrigins: ['*'] });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const SIZE = 4_000_000;
const put = (fill: number) =>
  client.send(
    new PutObjectCommand({
      Bucket: 'atomic',
      Key: 'search/snapshot.bin',
      Body: Buffer.alloc(SIZE, fill),
      Metadata: { generation: String(fill) },
    }),
  );

describe('the local S3', () => {
  // Nine writes and 24 reads of the whole object: more than the default 30 s when the machine is busy.
  it('never lets a GET see a half-written object while it is being replaced', { timeout: 90_000 }, async () => {
    await put(1);
    const torn: number[] = [];
    const writes = (async () => {
      for (let fill = 2; fill <= 9; fill++) await put(fill);
    })();
    const reads = (async () => {
      for (let i = 0; i < 24; i++) {
        const bytes = await (
          await client.send(new GetObjectCommand({ Bucket: 'atomic', Key: 'search/snapshot.bin' }))
        ).Body!.transformToByteArray();
        if (bytes.length !== SIZE || bytes.some((b) => b !== bytes[0])) torn.push(i);
      }
    })();
    await Promise.all([writes, reads]);
    expect(torn).toEqual([]);
    const head = await client.send(new HeadObjectCommand({ Bucket: 'atomic', Key: 'search/snapshot.bin' }));
    expect(head.Metadata).toEqual({ generation: '9' });
    // The scratch files a write goes through are never listed.
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'atomic' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['search/snapshot.bin']);
  });
});
