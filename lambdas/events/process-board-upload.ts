import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { UPLOAD_QUEUE } from '#contracts/storage-layout.ts';
import { uploadsBucket } from '../core/aws/uploads-bucket.ts';
import { markProcessingFailed, processBoardUpload } from '../core/boards/process-board-upload.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';
import { beforeTimeout } from './before-timeout.ts';
import { createdObjectKeys } from './s3-event-keys.ts';
import { sqsPartialBatch } from './sqs-partial-batch.ts';

/** The queue's maxReceiveCount: the last delivery gives up for good. */
const MAX_RECEIVES = UPLOAD_QUEUE.maxReceiveCount;
/** On the last delivery, stop this long before the Lambda timeout to record the failure. */
const GIVE_UP_MARGIN_MS = 10_000;

async function processRecord(record: SQSRecord, context: Context | undefined): Promise<void> {
  const receive = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  const last = receive >= MAX_RECEIVES;
  for (const key of createdObjectKeys(record)) {
    try {
      const work = processBoardUpload(key, uploadsBucket);
      const outcome = last ? await beforeTimeout(context, GIVE_UP_MARGIN_MS, 'processing ran out of time')(work) : await work;
      if (outcome !== 'ignored') logger.info('board upload processed', { key, outcome, receive });
    } catch (error) {
      logger.error('board upload processing failed', { key, receive, last, error });
      if (!last) throw error;
      await markProcessingFailed(key);
    }
  }
}

// Consumes the uploads bucket's object-created events (S3 event in the SQS
// body). A failure of ours is reported per message so the queue retries it; on
// the last receive the board is marked Cannot process instead of being left
// in Processing. A receive that dies outright (killed, out of memory, timed out
// while busy) cannot do that: its message reaches the dead-letter queue, whose
// consumer (board-upload-dead-letter.ts) does it instead.
export const handler = withTelemetry((event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  sqsPartialBatch(event, processRecord, context),
);
