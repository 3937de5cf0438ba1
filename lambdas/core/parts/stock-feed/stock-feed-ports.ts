import type { UploadsBucket } from '../../aws/uploads-bucket.ts';

// The outside system the staff page's feed runs reach (docs/architecture.md#ports):
// the uploads bucket, where the page PUTs the file and the worker reads it.

/** Presigns the page's PUT (creating a run) and reads the file back (applying it). */
export type StockFeedFiles = Pick<UploadsBucket, 'presignUpload' | 'readObject'>;
