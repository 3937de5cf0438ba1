import type { SQSEvent } from 'aws-lambda';
import { PARTS_INDEX_QUEUE } from '#contracts/storage-layout.ts';
import { invoke } from './lambda-runtime.ts';
import type { SentMessage } from './sqs-front.ts';

export const PARTS_INDEX_QUEUE_NAME = 'parts-index-rebuild.fifo';
const CONSUMER = 'events/rebuild-parts-index';
const BATCH_SIZE = PARTS_INDEX_QUEUE.batchSize;
const MAX_RECEIVES = PARTS_INDEX_QUEUE.maxReceiveCount;
const RETRY_DELAY_MS = 2_000;

// Plays a FIFO queue with one message group and its Lambda event source:
// one batch at a time, in order; a failed batch is received again, and after
// the last receive its messages go to a dead-letter list.
export class PartsIndexQueue {
  readonly deadLetters: { body: string; error: string }[] = [];
  private readonly waiting: { message: SentMessage; id: string; receives: number }[] = [];
  private running = false;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { log?: boolean; timeoutMs?: number } = {}) {}

  push(message: SentMessage): void {
    this.waiting.push({ message, id: crypto.randomUUID(), receives: 0 });
    if (!this.running) void this.run();
  }

  /** Resolves when every message has been handled or dead-lettered. */
  drained(): Promise<void> {
    return !this.running && this.waiting.length === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH_SIZE);
      for (const m of batch) m.receives++;
      const event: SQSEvent = {
        Records: batch.map((message) => ({
          messageId: message.id,
          receiptHandle: `${message.id}-${message.receives}`,
          body: message.message.body,
          attributes: {
            ApproximateReceiveCount: String(message.receives),
            SentTimestamp: String(Date.now()),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
            MessageGroupId: message.message.groupId ?? '',
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${PARTS_INDEX_QUEUE_NAME}`,
          awsRegion: 'us-east-1',
        })),
      };
      try {
        await invoke(CONSUMER, event, this.options.timeoutMs ?? 900_000);
      } catch (error) {
        const again = batch.filter((m) => m.receives < MAX_RECEIVES);
        for (const m of batch.filter((x) => x.receives >= MAX_RECEIVES))
          this.deadLetters.push({ body: m.message.body, error: String(error) });
        console.error(`[queue] parts index rebuild failed (${again.length ? 'retrying' : 'dead-lettered'}): ${String(error)}`);
        // FIFO: the group waits for the failed batch before anything after it.
        this.waiting.unshift(...again);
        if (again.length) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
    this.running = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}
