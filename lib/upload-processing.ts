import { Duration } from 'aws-cdk-lib';

// Shared by the stateful stack (bucket notification, queue) and the app stack
// (the Lambda that drains the queue), which must agree on these values.

/** Only objects under this prefix are board uploads that need processing. */
export const BOARD_UPLOAD_PREFIX = 'boards/';

/** Scratch objects (abandoned uploads, intermediate files) expire on their own. */
export const TMP_PREFIX = 'tmp/';

export const uploadProcessorTimeout = Duration.minutes(2);

/** The upload processor's memory; docs/board-limits.md measures boards against it. */
export const uploadProcessorMemoryMb = 1536;

// AWS's guidance for SQS event sources: at least six times the function
// timeout, so a message is not redelivered while a retry is still running.
export const uploadQueueVisibilityTimeout = Duration.seconds(uploadProcessorTimeout.toSeconds() * 6);

/** Deliveries before a message moves to the dead-letter queue. */
export const uploadMaxReceiveCount = 3;
