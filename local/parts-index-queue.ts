import type { SQSEvent } from 'aws-lambda';
import { PARTS_DELTA_COMPACTION, PARTS_INDEX_MESSAGE_GROUP, PARTS_INDEX_QUEUE } from '#contracts/storage-layout.ts';
import { withRetries } from '#lambdas/core/db/retry.ts';
import { invoke } from './lambda-runtime.ts';
import type { SentMessage } from './sqs-front.ts';

export const PARTS_INDEX_QUEUE_NAME = 'parts-index-rebuild.fifo';
const CONSUMER = 'events/rebuild-parts-index';
const BATCH_SIZE = PARTS_INDEX_QUEUE.batchSize;
const MAX_RECEIVES = PARTS_INDEX_QUEUE.maxReceiveCount;
/** The queue's visibility timeout, shortened: how long a failed batch waits before it is received again. */
const REDELIVERY_MS = 2_000;

// Plays a FIFO queue with one message group and its Lambda event source:
// one batch at a time, in order; a failed batch is received again (a try of
// the one retry policy), and after the last receive its messages go to a
// dead-letter list.
export class PartsIndexQueue {
  readonly deadLetters: { body: string; error: string }[] = [];
  private readonly waiting: { message: SentMessage; id: string }[] = [];
  private running = false;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { log?: boolean; timeoutMs?: number } = {}) {}

  push(message: SentMessage): void {
    this.waiting.push({ message, id: crypto.randomUUID() });
    if (!this.running) void this.run();
  }

  /** Resolves when every message has been handled or dead-lettered. */
  drained(): Promise<void> {
    return !this.running && this.waiting.length === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      // FIFO: the group waits for the failed batch before anything after it.
      const batch = this.waiting.splice(0, BATCH_SIZE);
      try {
        await withRetries((receives) => this.receive(batch, receives), {
          attempts: MAX_RECEIVES,
          waitMs: REDELIVERY_MS,
          maxWaitMs: REDELIVERY_MS,
          retryIf: (error) => error instanceof FailedReceive,
        });
      } catch (error) {
        const why = error instanceof FailedReceive ? error.message : String(error);
        for (const message of batch) this.deadLetters.push({ body: message.message.body, error: why });
      }
    }
    this.running = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async receive(batch: readonly { message: SentMessage; id: string }[], receives: number): Promise<void> {
    const event: SQSEvent = {
      Records: batch.map((queued) => ({
        messageId: queued.id,
        receiptHandle: `${queued.id}-${receives}`,
        body: queued.message.body,
        attributes: {
          ApproximateReceiveCount: String(receives),
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
          MessageGroupId: queued.message.groupId ?? '',
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
      const again = receives < MAX_RECEIVES;
      console.error(`[queue] parts index rebuild failed (${again ? 'retrying' : 'dead-lettered'}): ${String(error)}`);
      throw new FailedReceive(String(error));
    }
  }
}

/** A receive whose handler threw: the batch is received again. */
class FailedReceive extends Error {}

/** Plays the EventBridge rule that sends the delta compaction request (lib/constructs/parts-index-rebuilder.ts); returns its stop. */
export function schedulePartsDeltaCompaction(
  queue: PartsIndexQueue,
  intervalMs = PARTS_DELTA_COMPACTION.everyMinutes * 60_000,
): () => Promise<void> {
  const timer = setInterval(() => {
    const body = JSON.stringify({ requested_at: new Date().toISOString(), reason: PARTS_DELTA_COMPACTION.reason });
    queue.push({ body, groupId: PARTS_INDEX_MESSAGE_GROUP });
  }, intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
