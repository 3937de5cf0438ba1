import {
  DeleteObjectCommand,
  GetBucketTaggingCommand,
  ListBucketsCommand,
  ListObjectVersionsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { PROJECT_TAG, STAGE_TAG_KEY } from '../lib/stack-tags.ts';

// The steps of `npm run restore-upload` (bin/restore-upload.ts): find the
// stage's uploads bucket, list the key's versions, and undo its deletion by
// removing the delete markers above its newest kept version, so that version
// is current again. Removing a marker writes no object: no upload event, so a
// restored board file is not processed again. see docs/operating.md#restoring-a-deleted-upload

type Version = { versionId: string; lastModified: Date; deleteMarker: boolean };

/** Restores the newest kept version of a deleted key; returns what it did, in a line. Throws when it cannot. */
export async function restoreDeletedUpload(
  s3: S3Client,
  target: { bucket: string; key: string },
  say: (line: string) => void,
): Promise<string> {
  const versions = await versionsOf(s3, target);
  const newestKept = versions.find((v) => !v.deleteMarker);
  say(
    `1. ${target.key} in ${target.bucket}: ${versions.filter((v) => !v.deleteMarker).length} kept version(s), ${versions.filter((v) => v.deleteMarker).length} delete marker(s).`,
  );
  if (versions.length === 0)
    throw new Error(`No version of ${target.key} is kept: wrong key, or deleted more than 30 days ago (old versions expire then).`);
  if (!versions[0]!.deleteMarker) return `${target.key} is not deleted: its current version is ${versions[0]!.versionId}; nothing to do.`;
  if (!newestKept)
    throw new Error(`Only delete markers are left for ${target.key}: its versions expired (30 days after they stopped being current).`);
  const markers = versions.slice(0, versions.indexOf(newestKept));
  for (const marker of markers) {
    await s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: target.key, VersionId: marker.versionId }));
    say(`2. Removed the delete marker ${marker.versionId} of ${marker.lastModified.toISOString()}.`);
  }
  return `${target.key} is back: version ${newestKept.versionId} of ${newestKept.lastModified.toISOString()} is current again.`;
}

/** Every version and delete marker of exactly this key, newest first. */
async function versionsOf(s3: S3Client, target: { bucket: string; key: string }): Promise<Version[]> {
  const found: Version[] = [];
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  for (;;) {
    const page = await s3.send(new ListObjectVersionsCommand({ Bucket: target.bucket, Prefix: target.key, ...markers }));
    const entries = [
      ...(page.Versions ?? []).map((v) => ({ ...v, deleteMarker: false })),
      ...(page.DeleteMarkers ?? []).map((m) => ({ ...m, deleteMarker: true })),
    ];
    for (const entry of entries) {
      if (entry.Key === target.key && entry.VersionId && entry.LastModified)
        found.push({ versionId: entry.VersionId, lastModified: entry.LastModified, deleteMarker: entry.deleteMarker });
    }
    if (!page.IsTruncated) break;
    markers = { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker };
  }
  return found.sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
}

/** The stage's uploads bucket, by the tags every stage's resources carry and the name CloudFormation gives it. */
export async function stageUploadsBucket(s3: S3Client, stage: string): Promise<string> {
  const { Buckets } = await s3.send(new ListBucketsCommand({ Prefix: `copperline-${stage.toLowerCase()}-stateful-uploads` }));
  const found: string[] = [];
  for (const { Name } of Buckets ?? []) {
    if (!Name) continue;
    const tags = new Map((await tagsOf(s3, Name)).map((tag) => [tag.Key, tag.Value]));
    if (tags.get(PROJECT_TAG.key) === PROJECT_TAG.value && tags.get(STAGE_TAG_KEY) === stage) found.push(Name);
  }
  if (found.length !== 1)
    throw new Error(
      `${found.length} uploads buckets of stage ${stage} in this account (${found.join(', ') || 'none'}): pass --bucket (the UploadsBucketName output).`,
    );
  return found[0]!;
}

/** A bucket's tags; none when it has none (S3 answers NoSuchTagSet). */
async function tagsOf(s3: S3Client, bucket: string): Promise<{ Key?: string; Value?: string }[]> {
  try {
    return (await s3.send(new GetBucketTaggingCommand({ Bucket: bucket }))).TagSet ?? [];
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchTagSet') return [];
    throw error;
  }
}
