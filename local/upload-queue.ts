import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { BUCKET_PREFIXES, UPLOAD_QUEUE } from '#contracts/storage-layout.ts';
import { withRetries } from '#lambdas/core/db/retry.ts';
import { invoke } from './lambda-runtime.ts';
import type { S3Event } from './s3.ts';

const MAX_RECEIVES = UPLOAD_QUEUE.maxReceiveCount;
/** The queue's visibility timeout, shortened: how long a failed message waits before it is received again. */
const REDELIVERY_MS = 2_000;
const PROCESSOR = 'events/process-board-upload';
const DEAD_LETTER_CONSUMER = 'events/board-upload-dead-letter';

// Plays the part of bucket → SQS → Lambda locally: each object-created event
// becomes an SQS message for the real processing handler, with the same
// retries; when every receive fails the message goes to a dead-letter list and
// to the real dead-letter consumer, as the DLQ's event source does in AWS.
export class UploadQueue {
  readonly deadLetters: { body: string; error: string }[] = [];
  private pending = 0;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { log?: boolean; timeoutMs?: number } = {}) {}

  push(event: S3Event): void {
    for (const record of event.Records) {
      // The bucket notification's filter in AWS: created objects under boards/ only.
      if (!record.eventName.startsWith('ObjectCreated') || !record.s3.object.key.startsWith(BUCKET_PREFIXES.boards)) continue;
      this.pending++;
      void this.deliver(JSON.stringify({ Records: [{ eventSource: 'aws:s3', eventName: record.eventName, s3: record.s3 }] }));
    }
  }

  /** Resolves when every queued message has been processed or dead-lettered. */
  drained(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  /** Each receive is a try of the one retry policy; when the last fails the message is dead-lettered. */
  private async deliver(body: string): Promise<void> {
    const messageId = crypto.randomUUID();
    try {
      await withRetries((receiveCount) => this.receive(body, messageId, receiveCount), {
        attempts: MAX_RECEIVES,
        waitMs: REDELIVERY_MS,
        maxWaitMs: REDELIVERY_MS,
        retryIf: (error) => error instanceof FailedReceive,
      });
    } catch (e) {
      const error = e instanceof FailedReceive ? e.message : String(e);
      this.deadLetters.push({ body, error });
      console.error(`[queue] upload message moved to the dead-letter list after ${MAX_RECEIVES} receives: ${error}`);
      try {
        await invoke(DEAD_LETTER_CONSUMER, sqsEvent(body, crypto.randomUUID(), 1), 30_000);
      } catch (e) {
        console.error(`[queue] the dead-letter consumer failed: ${String(e)}`);
      }
    }
    this.done();
  }

  private async receive(body: string, messageId: string, receiveCount: number): Promise<void> {
    let error: string;
    try {
      const result = (await invoke(PROCESSOR, sqsEvent(body, messageId, receiveCount), this.options.timeoutMs ?? 120_000)) as
        SQSBatchResponse | undefined;
      if (!result?.batchItemFailures?.length) return;
      error = 'reported as a batch item failure';
    } catch (e) {
      error = String(e);
    }
    if (this.options.log && receiveCount < MAX_RECEIVES)
      console.warn(`[queue] processing failed (receive ${receiveCount}), retrying: ${error}`);
    throw new FailedReceive(error);
  }

  private done(): void {
    this.pending--;
    if (this.pending === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** A receive that failed, by the handler's answer or its throw: the message is received again. */
class FailedReceive extends Error {}

function sqsEvent(body: string, messageId: string, receiveCount: number): SQSEvent {
  return {
    Records: [
      {
        messageId,
        receiptHandle: `${messageId}-${receiveCount}`,
        body,
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:upload-processing',
        awsRegion: 'us-east-1',
      },
    ],
  };
}
