import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { uploadsBucket } from '../core/aws/uploads-bucket.ts';
import { applyUploadedStockFeed } from '../core/parts/stock-feed/feed-runs.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';
import { beforeTimeout } from './before-timeout.ts';
import { createdObjectKeys } from './s3-event-keys.ts';
import { sqsPartialBatch } from './sqs-partial-batch.ts';

/** Stop this long before the Lambda timeout to record on the run that the apply ran out of time. */
const GIVE_UP_MARGIN_MS = 10_000;
const OUT_OF_TIME = 'The apply ran out of time, so some parts may have their new figures and others not: upload the feed again.';

async function applyRecord(record: SQSRecord, context: Context | undefined): Promise<void> {
  for (const key of createdObjectKeys(record)) {
    const outcome = await applyUploadedStockFeed(key, uploadsBucket, { deadline: beforeTimeout(context, GIVE_UP_MARGIN_MS, OUT_OF_TIME) });
    logger.info('stock-and-prices feed upload handled', { key, outcome });
  }
}

// Consumes the uploads bucket's object-created events under stock-feeds/ (S3
// event in the SQS body): applies each staff-page feed and records the outcome
// on its run (docs/parts.md#from-the-staff-page). What the feed says (bad rows,
// too many discontinued, an error) is recorded rather than thrown; a throw here
// (the table unreachable) has the queue deliver again, and a try that died
// outright is taken over by the next delivery once it is older than the timeout.
export const handler = withTelemetry((event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  sqsPartialBatch(event, applyRecord, context),
);
