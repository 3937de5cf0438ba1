import type { BoardFiles } from '../boards/board-ports.ts';
import { uploadsBucket } from './uploads-bucket.ts';

// The uploads bucket's `readObject` alone, for a function that reads stored
// files but writes none and signs no URL (keep-assembly-inputs).
export const signedBucketFiles: Pick<BoardFiles, 'readObject'> = { readObject: uploadsBucket.readObject };
