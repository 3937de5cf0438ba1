import type { SQSEvent } from 'aws-lambda';
import { rebuildRequest } from '../core/aws/parts-index-queue.ts';
import { PARTS_DELTA_COMPACTION } from '#contracts/storage-layout.ts';
import { latestRequest, rebuildSearchSnapshotIfOlderThan } from '../core/parts/search-snapshot.ts';
import { deltaAwaitsCompaction } from '../core/parts/stock-feed/search-delta.ts';
import { logger } from '../telemetry/telemetry.ts';
import { withTelemetry } from '../telemetry/with-telemetry.ts';

// Drains the parts-index queue (FIFO, one group: one batch at a time). One
// rebuild covers the whole batch, since its table scan starts after every
// change the batch asks for; it is skipped when a rebuild that started later
// already stored a snapshot. A failure throws, so the batch is received again
// and, after the queue's last receive, moved to its dead-letter queue.
export const handler = withTelemetry(async (event: SQSEvent): Promise<void> => {
  const requests = event.Records.flatMap((record) => {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    const parsed = rebuildRequest.safeParse(body);
    if (parsed.success) return [parsed.data];
    logger.error('ignored a malformed rebuild request', { messageId: record.messageId });
    return [];
  });
  const latest = latestRequest(requests.map((r) => r.requested_at));
  if (!latest) return;
  // The hourly compaction tick rebuilds only while a stock-and-prices delta awaits (docs/parts.md#search-between-rebuilds).
  if (requests.every((r) => r.reason === PARTS_DELTA_COMPACTION.reason) && !(await deltaAwaitsCompaction())) {
    logger.info('parts index rebuild', { requests: requests.length, skipped: 'no delta awaits compaction' });
    return;
  }
  const outcome = await rebuildSearchSnapshotIfOlderThan(latest);
  logger.info('parts index rebuild', { requests: requests.length, reasons: requests.map((r) => r.reason), ...outcome });
});
