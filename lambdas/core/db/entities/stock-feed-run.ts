import { CustomAttributeType, Entity } from 'electrodb';
import { STOCK_FEED_RUN_STATUSES, type StockFeedResult } from '#contracts/schemas/stock-feeds.ts';
import { tableDefinition as t } from '../table-definition.ts';

// One stock-and-prices feed uploaded on the staff page (docs/parts.md#from-the-staff-page):
// who sent which file, where it stands and what applying it did. Every run is
// in one item collection, newest last (run ids sort by time), so the page lists
// the latest with one query. Reads and writes: lambdas/core/db/stock-feed-runs.ts.
export const StockFeedRunEntity = new Entity({
  model: { service: 'copperline', entity: 'stockFeedRun', version: '1' },
  attributes: {
    runId: { type: 'string', required: true, readOnly: true },
    /** Each move is conditional on the status read (lambdas/core/db/stock-feed-runs.ts). */
    status: { type: STOCK_FEED_RUN_STATUSES, required: true },
    fileName: { type: 'string', required: true, readOnly: true },
    size: { type: 'number', required: true, readOnly: true },
    /** The file in the uploads bucket, under stock-feeds/<runId>/. */
    key: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    allowManyDiscontinued: { type: 'boolean', required: true, readOnly: true },
    startedAt: { type: 'string' },
    finishedAt: { type: 'string' },
    /** StockFeedResultSchema, parsed where it is read; the bad rows capped at 1,000. */
    result: { type: CustomAttributeType<StockFeedResult>('any') },
  },
  indexes: {
    byRun: {
      pk: { field: t.partitionKey, composite: [] },
      sk: { field: t.sortKey, composite: ['runId'] },
    },
  },
});
