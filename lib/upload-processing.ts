import { Duration } from 'aws-cdk-lib';
import { BUCKET_PREFIXES, UPLOAD_QUEUE } from '#contracts/storage-layout.ts';

// Shared by the stateful stack (bucket notification, queue) and the app stack
// (the Lambda that drains the queue), which must agree on these values; the
// values themselves are contracts/storage-layout.ts, which the handlers and
// the local queue read too.

/** Only objects under this prefix are board uploads that need processing. */
export const BOARD_UPLOAD_PREFIX = BUCKET_PREFIXES.boards;

/** Scratch objects (abandoned uploads, intermediate files) expire on their own. */
export const TMP_PREFIX = BUCKET_PREFIXES.tmp;

export const uploadProcessorTimeout = Duration.seconds(UPLOAD_QUEUE.consumerTimeoutSeconds);

/** The upload processor's memory; docs/board-limits.md measures boards against it. */
export const uploadProcessorMemoryMb = 1536;

export const uploadQueueVisibilityTimeout = Duration.seconds(UPLOAD_QUEUE.visibilityTimeoutSeconds);

/** Deliveries before a message moves to the dead-letter queue. */
export const uploadMaxReceiveCount = UPLOAD_QUEUE.maxReceiveCount;
