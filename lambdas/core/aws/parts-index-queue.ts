import { randomUUID } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { PARTS_INDEX_MESSAGE_GROUP } from '#contracts/storage-layout.ts';

// Requests a rebuild of the parts search snapshot. The queue is FIFO with one
// message group, so its consumer (lambdas/events/rebuild-parts-index.ts)
// rebuilds one batch at a time, in order; a request sent after a change is
// handled by a rebuild that scans the table after that change.

export { PARTS_INDEX_MESSAGE_GROUP };

export const rebuildRequest = z.object({
  /** When the change that needs indexing was stored (ISO 8601). */
  requested_at: z.iso.datetime(),
  reason: z.string().check(z.maxLength(200)),
});
export type RebuildRequest = z.infer<typeof rebuildRequest>;

let client: SQSClient | undefined;
function sqs(): SQSClient {
  client ??= new SQSClient({});
  return client;
}

function queueUrl(): string {
  const url = process.env.PARTS_INDEX_QUEUE_URL;
  if (!url) throw new Error('PARTS_INDEX_QUEUE_URL is not set');
  return url;
}

export async function requestPartsIndexRebuild(reason: string, now = new Date()): Promise<void> {
  const body: RebuildRequest = { requested_at: now.toISOString(), reason };
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl(),
      MessageBody: JSON.stringify(body),
      MessageGroupId: PARTS_INDEX_MESSAGE_GROUP,
      // Every request counts: FIFO deduplication must not merge two of them.
      MessageDeduplicationId: randomUUID(),
    }),
  );
}
