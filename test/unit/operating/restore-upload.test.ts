import { DeleteObjectCommand, GetBucketTaggingCommand, ListBucketsCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreDeletedUpload, stageUploadsBucket } from '../../../bin/restore-upload-steps.ts';

// `npm run restore-upload`'s S3 calls, against a mocked client: the local
// emulator (s3rver) answers NotImplemented to versioning, so it keeps no
// versions to restore (docs/operating.md#restoring-a-deleted-upload).

const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const s3 = mockClient(client);
const bucket = 'copperline-prod-stateful-uploadsbucket1234-abcd';
const key = 'boards/b1/board.zip';
const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);

async function restore() {
  const lines: string[] = [];
  const result = await restoreDeletedUpload(client, { bucket, key }, (line) => lines.push(line));
  return { result, lines, removed: s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input) };
}

beforeEach(() => s3.reset());

describe('restoreDeletedUpload', () => {
  it('removes the delete markers above the newest kept version, over every page of versions, and only of this key', async () => {
    s3.on(ListObjectVersionsCommand)
      .resolvesOnce({
        IsTruncated: true,
        NextKeyMarker: key,
        NextVersionIdMarker: 'v2',
        Versions: [
          { Key: key, VersionId: 'v1', LastModified: at(1) },
          { Key: key, VersionId: 'v2', LastModified: at(2) },
        ],
        DeleteMarkers: [{ Key: `${key}.bak`, VersionId: 'other', LastModified: at(9) }],
      })
      .resolvesOnce({
        DeleteMarkers: [
          { Key: key, VersionId: 'm1', LastModified: at(3) },
          { Key: key, VersionId: 'm2', LastModified: at(4) },
        ],
      });
    const { result, lines, removed } = await restore();
    expect(removed).toEqual([
      { Bucket: bucket, Key: key, VersionId: 'm2' },
      { Bucket: bucket, Key: key, VersionId: 'm1' },
    ]);
    expect(s3.commandCalls(ListObjectVersionsCommand)[1]!.args[0].input).toMatchObject({ KeyMarker: key, VersionIdMarker: 'v2' });
    expect(result).toBe(`${key} is back: version v2 of ${at(2).toISOString()} is current again.`);
    expect(lines[0]).toBe(`1. ${key} in ${bucket}: 2 kept version(s), 2 delete marker(s).`);
  });

  it('changes nothing when the key is not deleted', async () => {
    s3.on(ListObjectVersionsCommand).resolves({
      Versions: [{ Key: key, VersionId: 'v3', LastModified: at(5) }],
      DeleteMarkers: [{ Key: key, VersionId: 'm1', LastModified: at(3) }],
    });
    const { result, removed } = await restore();
    expect(result).toMatch(/is not deleted: its current version is v3; nothing to do/);
    expect(removed).toEqual([]);
  });

  it('says why when nothing is kept or only delete markers are', async () => {
    s3.on(ListObjectVersionsCommand).resolves({ Versions: [{ Key: `${key}x`, VersionId: 'v1', LastModified: at(1) }] });
    await expect(restore()).rejects.toThrow(/No version of .* is kept: wrong key, or deleted more than 30 days ago/);
    s3.reset();
    s3.on(ListObjectVersionsCommand).resolves({ DeleteMarkers: [{ Key: key, VersionId: 'm1', LastModified: at(3) }] });
    await expect(restore()).rejects.toThrow(/Only delete markers are left/);
    expect(s3.commandCalls(DeleteObjectCommand)).toEqual([]);
  });
});

describe('stageUploadsBucket', () => {
  it('finds the one uploads bucket tagged with the stage', async () => {
    const other = 'copperline-prod-stateful-uploadsbucket9999-old';
    s3.on(ListBucketsCommand).resolves({ Buckets: [{ Name: bucket }, { Name: other }] });
    s3.on(GetBucketTaggingCommand, { Bucket: bucket }).resolves({
      TagSet: [
        { Key: 'project', Value: 'copperline' },
        { Key: 'stage', Value: 'prod' },
      ],
    });
    s3.on(GetBucketTaggingCommand, { Bucket: other }).rejects(
      Object.assign(new Error('The TagSet does not exist'), { name: 'NoSuchTagSet' }),
    );
    expect(await stageUploadsBucket(client, 'prod')).toBe(bucket);
    expect(s3.commandCalls(ListBucketsCommand)[0]!.args[0].input).toEqual({ Prefix: 'copperline-prod-stateful-uploads' });
  });

  it('asks for --bucket when it finds none', async () => {
    s3.on(ListBucketsCommand).resolves({ Buckets: [] });
    await expect(stageUploadsBucket(client, 'prod')).rejects.toThrow(
      '0 uploads buckets of stage prod in this account (none): pass --bucket',
    );
  });
});
