import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * Runs `handle` over an SQS batch, one record after another, with Powertools' batch processor: the records whose
 * handling threw come back as `batchItemFailures`, so the queue receives only those again. A batch that failed whole
 * is answered the same way (not thrown), so the event source counts each message's receives alike.
 */
export function sqsPartialBatch(
  event: SQSEvent,
  handle: (record: SQSRecord, context?: Context) => Promise<void>,
  context?: Context,
): Promise<SQSBatchResponse> {
  return processPartialResponse(event, handle, new BatchProcessor(EventType.SQS), {
    context,
    throwOnFullBatchFailure: false,
    processInParallel: false,
  });
}
