import type { EntityItem } from 'electrodb';
import { StockFeedResultSchema, type StockFeedResult, type StockFeedRunStatus } from '#contracts/schemas/stock-feeds.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import type { StockFeedRunEntity } from './entities/stock-feed-run.ts';
import { db } from './service.ts';

// Reads and writes of the staff page's feed runs (the stored shape is the
// entity, entities/stock-feed-run.ts). A run moves uploading → applying →
// its outcome, each move conditional on the status read, so of two deliveries
// of one upload's event only one applies it (docs/parts.md#from-the-staff-page).

export type StockFeedRunRecord = EntityItem<typeof StockFeedRunEntity>;

function parsed(record: StockFeedRunRecord): StockFeedRunRecord {
  return record.result === undefined ? record : { ...record, result: StockFeedResultSchema.parse(record.result) };
}

export async function createStockFeedRunRecord(record: StockFeedRunRecord): Promise<void> {
  await db().entities.stockFeedRun.create(record).go();
}

export async function getStockFeedRunRecord(runId: string): Promise<StockFeedRunRecord | null> {
  const { data } = await db().entities.stockFeedRun.get({ runId }).go();
  return data ? parsed(data) : null;
}

/** The newest `limit` runs, newest first. */
export async function listStockFeedRunRecords(limit: number): Promise<StockFeedRunRecord[]> {
  const { data } = await db().entities.stockFeedRun.query.byRun({}).go({ order: 'desc', count: limit });
  return data.map(parsed);
}

/**
 * Marks the run applying from `from` (uploading, or applying whose try started at `startedAt` and died);
 * ConflictError when another delivery moved it first.
 */
export async function startStockFeedRun(
  runId: string,
  from: { status: StockFeedRunStatus; startedAt?: string },
  now: string,
): Promise<void> {
  await conflictOnFailure(() =>
    db()
      .entities.stockFeedRun.patch({ runId })
      .set({ status: 'applying', startedAt: now })
      .where((run, op) =>
        from.startedAt === undefined
          ? op.eq(run.status, from.status)
          : `${op.eq(run.status, from.status)} AND ${op.eq(run.startedAt, from.startedAt)}`,
      )
      .go(),
  );
}

/** Records the outcome of the try that started at `startedAt`; ConflictError when a later try took the run over. */
export async function finishStockFeedRun(
  runId: string,
  startedAt: string,
  outcome: { status: StockFeedRunStatus; result: StockFeedResult },
  now: string,
): Promise<void> {
  await conflictOnFailure(() =>
    db()
      .entities.stockFeedRun.patch({ runId })
      .set({ status: outcome.status, result: outcome.result, finishedAt: now })
      .where((a, op) => `${op.eq(a.status, 'applying')} AND ${op.eq(a.startedAt, startedAt)}`)
      .go(),
  );
}
