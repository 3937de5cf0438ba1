import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { markProcessingFailed } from '../core/boards/process-board-upload.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';
import { createdObjectKeys } from './s3-event-keys.ts';
import { sqsPartialBatch } from './sqs-partial-batch.ts';

// Consumes the upload queue's dead-letter queue. A message lands there when
// every receive failed, including receives that died without a word (killed,
// out of memory, timed out mid-parse), which could not record anything. The
// board must not stay in Processing: it becomes Cannot process with the generic
// reason (a board that did finish is left alone). Logged as an error for the
// alarm on this function's invocations: someone has to look at the file.
export const handler = withTelemetry((event: SQSEvent): Promise<SQSBatchResponse> => sqsPartialBatch(event, markDeadLettered));

async function markDeadLettered(record: SQSRecord): Promise<void> {
  try {
    for (const key of createdObjectKeys(record)) {
      logger.error('board upload dead-lettered; marked Cannot process', { key });
      await markProcessingFailed(key);
    }
  } catch (error) {
    logger.error('could not mark a dead-lettered upload', error instanceof Error ? error : String(error));
    throw error;
  }
}
