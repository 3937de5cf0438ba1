import type { BoardFiles } from '../boards/board-ports.ts';
import { readBucketObject } from './bucket-object-reads.ts';

// The uploads bucket's `readObject` as one signed GET (bucket-object-reads.ts),
// for a function that reads stored files but writes none and signs no URL:
// it then bundles no S3 client (docs/performance.md#lambda-bundles).

async function readObject(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  const object = await readBucketObject(key);
  if (!object) throw new Error(`No object at ${key}`);
  return object.bytes.byteLength > maxBytes ? { bytes: new Uint8Array(), tooLarge: true } : { bytes: object.bytes, tooLarge: false };
}

export const signedBucketFiles: Pick<BoardFiles, 'readObject'> = { readObject };
