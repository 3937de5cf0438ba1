import { newId } from '#contracts/ids.ts';
import {
  STOCK_FEED_MAX_BYTES,
  STOCK_FEED_RUNS_LISTED,
  type CreateStockFeedRunBody,
  type CreateStockFeedRunResponse,
  type StockFeedResult,
  type StockFeedRun,
  type StockFeedRunStatus,
} from '#contracts/schemas/stock-feeds.ts';
import { BUCKET_PREFIXES, STOCK_FEED_QUEUE } from '#contracts/storage-layout.ts';
import type { Actor } from '../../actor.ts';
import { wonRace } from '../../db/conditional-failure.ts';
import {
  createStockFeedRunRecord,
  finishStockFeedRun,
  getStockFeedRunRecord,
  listStockFeedRunRecords,
  startStockFeedRun,
  type StockFeedRunRecord,
} from '../../db/stock-feed-runs.ts';
import { AppError, notFound } from '../../errors.ts';
import { actorName } from '../inventory.ts';
import { applyStockFeed, type FeedOptions, type FeedOutcome } from './apply-feed.ts';
import { FeedFormatError } from './parse-feed.ts';
import type { StockFeedFiles } from './stock-feed-ports.ts';

// The stock-and-prices feed from the staff page (docs/parts.md#from-the-staff-page):
// the page creates a run and PUTs the file to its presigned URL; the upload's
// create event reaches the worker (lambdas/events/apply-stock-feed.ts), which
// applies it with the CLI's code (apply-feed.ts) and records the outcome on the
// run, which the page polls. Applying takes up to a minute at 300k parts, longer
// than an API request may last.

export const STOCK_FEED_UPLOAD_SECONDS = 15 * 60;
/** The page's PUT: the file is read as CSV whatever the browser called it. */
export const STOCK_FEED_CONTENT_TYPE = 'text/csv';
/** A stored bad row's supplier code and reason are cut to these lengths, so 1,000 of them stay well inside one item. */
export const STORED_TEXT_LIMITS = { supplierCode: 40, reason: 160 } as const;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-120) || 'feed.csv';
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** What a run whose file never arrived says once its upload URL has expired (the page's PUT failed or was abandoned). */
export const NEVER_UPLOADED = 'The file never arrived before its upload link expired, so nothing was changed: upload the feed again.';

export function stockFeedRunView(record: StockFeedRunRecord, now = new Date()): StockFeedRun {
  const abandoned = record.status === 'uploading' && now.getTime() - Date.parse(record.createdAt) > STOCK_FEED_UPLOAD_SECONDS * 1000;
  return {
    run_id: record.runId,
    status: abandoned ? 'failed' : record.status,
    file_name: record.fileName,
    size: record.size,
    created_by: record.createdBy,
    created_at: record.createdAt,
    allow_many_discontinued: record.allowManyDiscontinued,
    started_at: record.startedAt ?? null,
    finished_at: record.finishedAt ?? null,
    result: abandoned ? { kind: 'failed', message: NEVER_UPLOADED } : (record.result ?? null),
  };
}

export async function createStockFeedRun(
  actor: Actor,
  body: CreateStockFeedRunBody,
  files: Pick<StockFeedFiles, 'presignUpload'>,
  now = new Date(),
): Promise<CreateStockFeedRunResponse> {
  if (body.size > STOCK_FEED_MAX_BYTES)
    throw new AppError('file_too_large', `A stock-and-prices feed can be at most ${STOCK_FEED_MAX_BYTES / 1024 / 1024} MB.`);
  const runId = newId(now.getTime());
  const record: StockFeedRunRecord = {
    runId,
    status: 'uploading',
    fileName: body.file_name,
    size: body.size,
    key: `${BUCKET_PREFIXES.stockFeeds}${runId}/${safeName(body.file_name)}`,
    createdBy: actorName(actor),
    createdAt: now.toISOString(),
    allowManyDiscontinued: body.allow_many_discontinued,
  };
  await createStockFeedRunRecord(record);
  const url = await files.presignUpload(record.key, STOCK_FEED_CONTENT_TYPE, body.size, STOCK_FEED_UPLOAD_SECONDS, now);
  return {
    run: stockFeedRunView(record),
    upload: {
      url,
      method: 'PUT',
      headers: { 'content-type': STOCK_FEED_CONTENT_TYPE },
      expires_at: new Date(now.getTime() + STOCK_FEED_UPLOAD_SECONDS * 1000).toISOString(),
    },
  };
}

export async function getStockFeedRun(runId: string): Promise<StockFeedRun> {
  const record = await getStockFeedRunRecord(runId);
  if (!record) throw notFound('The feed run');
  return stockFeedRunView(record);
}

export async function listStockFeedRuns(): Promise<{ runs: StockFeedRun[] }> {
  return { runs: (await listStockFeedRunRecords(STOCK_FEED_RUNS_LISTED)).map((record) => stockFeedRunView(record)) };
}

/** What a run records of its apply: the feed's outcome (or the error that broke it off) as status and result. */
export function runOutcome(outcome: FeedOutcome | Error, seconds: number): { status: StockFeedRunStatus; result: StockFeedResult } {
  if (outcome instanceof FeedFormatError) return { status: 'rejected', result: { kind: 'bad_file', message: outcome.message } };
  if (outcome instanceof Error) return { status: 'failed', result: { kind: 'failed', message: outcome.message } };
  if (outcome.ok)
    return {
      status: 'applied',
      result: {
        kind: 'applied',
        rows: outcome.rows,
        written: outcome.written,
        unchanged: outcome.unchanged,
        discontinued: outcome.discontinued,
        not_in_catalogue: outcome.notInCatalogue,
        not_in_catalogue_count: outcome.notInCatalogueCount,
        seconds,
      },
    };
  if ('refused' in outcome)
    return {
      status: 'refused',
      result: { kind: 'too_many_discontinued', discontinued: outcome.discontinued, of: outcome.of, limit: outcome.limit },
    };
  const problems = outcome.problems.map(({ row, line, supplier_code, reason }) => ({
    row,
    line,
    ...(supplier_code === undefined ? {} : { supplier_code: cut(supplier_code, STORED_TEXT_LIMITS.supplierCode) }),
    reason: cut(reason, STORED_TEXT_LIMITS.reason),
  }));
  return { status: 'rejected', result: { kind: 'bad_rows', bad_rows: outcome.badRows, problems } };
}

/** The run a created key under stock-feeds/ belongs to (stock-feeds/<runId>/<file>). */
export function runIdOfKey(key: string): string | null {
  if (!key.startsWith(BUCKET_PREFIXES.stockFeeds)) return null;
  return key.slice(BUCKET_PREFIXES.stockFeeds.length).split('/')[0] || null;
}

/**
 * Whether this delivery may take the run: it is waiting for its file, or a try
 * that started longer ago than the worker may run died without recording anything.
 */
function claimable(record: StockFeedRunRecord, now: Date): boolean {
  if (record.status === 'uploading') return true;
  const started = record.startedAt ? Date.parse(record.startedAt) : NaN;
  return record.status === 'applying' && now.getTime() - started > STOCK_FEED_QUEUE.consumerTimeoutSeconds * 1000;
}

export type ApplyRunOptions = {
  /** Rejects when the worker is about to run out of time, so the run records that instead of staying "applying". */
  deadline?: <T>(work: Promise<T>) => Promise<T>;
  feed?: Pick<FeedOptions, 'store' | 'concurrency'>;
};

/**
 * Applies the uploaded feed at `key` to its run and records the outcome; 'ignored' for a key no run is waiting for
 * (an upload without a run, or a second delivery of an event another delivery already took).
 */
export async function applyUploadedStockFeed(
  key: string,
  files: Pick<StockFeedFiles, 'readObject'>,
  options: ApplyRunOptions = {},
): Promise<StockFeedRunStatus | 'ignored'> {
  const runId = runIdOfKey(key);
  const record = runId ? await getStockFeedRunRecord(runId) : null;
  const startedAt = new Date();
  if (!record || record.key !== key || !claimable(record, startedAt)) return 'ignored';
  const from = { status: record.status, ...(record.startedAt ? { startedAt: record.startedAt } : {}) };
  if (!(await wonRace(startStockFeedRun(record.runId, from, startedAt.toISOString())))) return 'ignored';
  const apply = async () => {
    const { bytes, tooLarge } = await files.readObject(key, STOCK_FEED_MAX_BYTES);
    if (tooLarge) throw new Error(`The file is larger than ${STOCK_FEED_MAX_BYTES / 1024 / 1024} MB.`);
    return applyStockFeed(new TextDecoder().decode(bytes), { ...options.feed, allowManyDiscontinued: record.allowManyDiscontinued });
  };
  const outcome = await (options.deadline ?? ((work) => work))(apply()).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  const recorded = runOutcome(outcome, Math.round((Date.now() - startedAt.getTime()) / 100) / 10);
  await finishStockFeedRun(record.runId, startedAt.toISOString(), recorded, new Date().toISOString());
  return recorded.status;
}
