import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// S3 replaces an object atomically: a GET sees the old object or the new one.
// s3rver writes straight into the object's file, so a GET during a PUT can
// read a truncated file (the parts search snapshot is rewritten while the
// search handler reads it). This makes its writes atomic the way S3's are:
// each file is written beside its final name, then renamed over it.

type StoreObject = { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, string> };
type Store = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putObject(object: StoreObject): Promise<{ size: number; md5: string }>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
};

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem.js') as { prototype: Store };
const S3Object = require('s3rver/lib/models/object.js') as { ALLOWED_METADATA: string[] };

/** A sibling name that s3rver's listings skip (they only list `._S3rver_object` files). */
const scratch = (file: string) => `${file}.${randomUUID()}.partial`;

async function replaceFile(file: string, content: string | Buffer): Promise<void> {
  const temporary = scratch(file);
  await writeFile(temporary, content);
  await rename(temporary, file);
}

FilesystemStore.prototype.putMetadata = async function putMetadata(bucket, key, metadata, md5) {
  const json = Object.fromEntries(
    Object.entries(metadata).filter(([name]) => S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-')),
  );
  if (md5) await replaceFile(this.getResourcePath(bucket, key, 'object.md5'), md5);
  await replaceFile(this.getResourcePath(bucket, key, 'metadata.json'), JSON.stringify(json, null, 2));
};

FilesystemStore.prototype.putObject = async function putObject(object) {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(objectPath), { recursive: true });
  const temporary = scratch(objectPath);
  const md5 = createHash('md5');
  let size = 0;
  try {
    if (Buffer.isBuffer(object.content)) {
      await writeFile(temporary, object.content);
      md5.update(object.content);
      size = object.content.length;
    } else {
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(object.content, measure, createWriteStream(temporary));
    }
    await rename(temporary, objectPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};
