import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { invoke } from './lambda-runtime.ts';
import type { S3Event } from './s3.ts';

const MAX_RECEIVES = 3; // the CDK queue's maxReceiveCount
const RETRY_DELAY_MS = 2_000;
const PROCESSOR = 'events/process-board-upload';

// Plays the part of bucket → SQS → Lambda locally: each object-created event
// becomes an SQS message for the real processing handler, with the same
// retries and a dead-letter list when every receive fails.
export class UploadQueue {
  readonly deadLetters: { body: string; error: string }[] = [];
  private pending = 0;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { log?: boolean; timeoutMs?: number } = {}) {}

  push(event: S3Event): void {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated')) continue;
      this.pending++;
      void this.deliver(JSON.stringify({ Records: [{ eventSource: 'aws:s3', eventName: record.eventName, s3: record.s3 }] }), crypto.randomUUID(), 1);
    }
  }

  /** Resolves when every queued message has been processed or dead-lettered. */
  drained(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  private async deliver(body: string, messageId: string, receiveCount: number): Promise<void> {
    const event: SQSEvent = {
      Records: [{
        messageId,
        receiptHandle: `${messageId}-${receiveCount}`,
        body,
        attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: String(Date.now()), SenderId: 'local', ApproximateFirstReceiveTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:upload-processing',
        awsRegion: 'us-east-1',
      }],
    };
    let error = '';
    try {
      const result = (await invoke(PROCESSOR, event, this.options.timeoutMs ?? 120_000)) as SQSBatchResponse | undefined;
      if (!result?.batchItemFailures?.length) return this.done();
      error = 'reported as a batch item failure';
    } catch (e) {
      error = String(e);
    }
    if (receiveCount >= MAX_RECEIVES) {
      this.deadLetters.push({ body, error });
      console.error(`[queue] upload message moved to the dead-letter list after ${receiveCount} receives: ${error}`);
      return this.done();
    }
    if (this.options.log) console.warn(`[queue] processing failed (receive ${receiveCount}), retrying: ${error}`);
    setTimeout(() => void this.deliver(body, messageId, receiveCount + 1), RETRY_DELAY_MS);
  }

  private done(): void {
    this.pending--;
    if (this.pending === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}
