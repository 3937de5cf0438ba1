import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { BUCKET_PREFIXES, STOCK_FEED_QUEUE, UPLOAD_QUEUE, type QueueSettings } from '#contracts/storage-layout.ts';
import { withRetries } from '#lambdas/core/db/retry.ts';
import { invoke } from './lambda-runtime.ts';
import type { S3Event } from './s3.ts';

/** The queue's visibility timeout, shortened: how long a failed message waits before it is received again. */
const REDELIVERY_MS = 2_000;

/** One bucket notification → queue → consumer path, as the stateful stack wires it (lib/stateful/uploads.ts). */
export type UploadRoute = {
  /** The notification's filter: created objects under this prefix. */
  prefix: string;
  queueName: string;
  consumer: string;
  /** The dead-letter queue's consumer, when the path has one. */
  deadLetterConsumer?: string;
  settings: QueueSettings;
};

/** Board uploads: processed, and marked Cannot process by the dead-letter consumer when every receive failed. */
export const BOARD_UPLOADS: UploadRoute = {
  prefix: BUCKET_PREFIXES.boards,
  queueName: 'upload-processing',
  consumer: 'events/process-board-upload',
  deadLetterConsumer: 'events/board-upload-dead-letter',
  settings: UPLOAD_QUEUE,
};

/** Stock-and-prices feeds from the staff page: applied, the outcome recorded on the run (docs/parts.md#from-the-staff-page). */
export const STOCK_FEED_UPLOADS: UploadRoute = {
  prefix: BUCKET_PREFIXES.stockFeeds,
  queueName: 'stock-feeds',
  consumer: 'events/apply-stock-feed',
  settings: STOCK_FEED_QUEUE,
};

// Plays the part of bucket → SQS → Lambda locally: each object-created event
// under the route's prefix becomes an SQS message for the real consumer, with
// the same retries; when every receive fails the message goes to a dead-letter
// list and to the real dead-letter consumer, as the DLQ's event source does in AWS.
export class UploadQueue {
  readonly deadLetters: { body: string; error: string }[] = [];
  private pending = 0;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { log?: boolean; timeoutMs?: number; route?: UploadRoute } = {}) {}

  private get route(): UploadRoute {
    return this.options.route ?? BOARD_UPLOADS;
  }

  push(event: S3Event): void {
    for (const record of event.Records) {
      // The bucket notification's filter in AWS: created objects under the route's prefix only.
      if (!record.eventName.startsWith('ObjectCreated') || !record.s3.object.key.startsWith(this.route.prefix)) continue;
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
    const { maxReceiveCount } = this.route.settings;
    try {
      await withRetries((receiveCount) => this.receive(body, messageId, receiveCount), {
        attempts: maxReceiveCount,
        waitMs: REDELIVERY_MS,
        maxWaitMs: REDELIVERY_MS,
        retryIf: (error) => error instanceof FailedReceive,
      });
    } catch (e) {
      const error = e instanceof FailedReceive ? e.message : String(e);
      this.deadLetters.push({ body, error });
      console.error(`[queue] ${this.route.queueName} message moved to the dead-letter list after ${maxReceiveCount} receives: ${error}`);
      const deadLetterConsumer = this.route.deadLetterConsumer;
      if (deadLetterConsumer)
        try {
          await invoke(deadLetterConsumer, sqsEvent(body, crypto.randomUUID(), 1, this.route.queueName), 30_000);
        } catch (e) {
          console.error(`[queue] the dead-letter consumer failed: ${String(e)}`);
        }
    }
    this.done();
  }

  private async receive(body: string, messageId: string, receiveCount: number): Promise<void> {
    let error: string;
    try {
      const event = sqsEvent(body, messageId, receiveCount, this.route.queueName);
      const timeoutMs = this.options.timeoutMs ?? this.route.settings.consumerTimeoutSeconds * 1000;
      const result = (await invoke(this.route.consumer, event, timeoutMs)) as SQSBatchResponse | undefined;
      if (!result?.batchItemFailures?.length) return;
      error = 'reported as a batch item failure';
    } catch (e) {
      error = String(e);
    }
    if (this.options.log && receiveCount < this.route.settings.maxReceiveCount)
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

function sqsEvent(body: string, messageId: string, receiveCount: number, queueName: string): SQSEvent {
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
        eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${queueName}`,
        awsRegion: 'us-east-1',
      },
    ],
  };
}
