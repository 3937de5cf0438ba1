import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';
import { PresignedUploadSchema } from './presigned-upload.ts';

// The stock-and-prices feed applied from the staff page (docs/parts.md#from-the-staff-page):
// a run is one uploaded file, recorded with who sent it and what applying it did. The
// same schema reads the stored run and shapes the API's answer.

/** A feed of 300k parts is about 20 MB; this leaves room for longer price-break columns. */
export const STOCK_FEED_MAX_BYTES = 64 * 1024 * 1024;

/** The runs GET /stock-feeds lists, newest first. */
export const STOCK_FEED_RUNS_LISTED = 10;

export const StockFeedRunIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid feed run id'));
export const StockFeedRunParamsSchema = z.object({ runId: StockFeedRunIdSchema });

/** POST /stock-feeds: a run and the presigned PUT of its file; the upload's create event applies it. */
export const CreateStockFeedRunBodySchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1, 'The file name is required'), z.maxLength(200, 'The file name is too long')),
  size: z.number().check(z.int(), z.positive('The file is empty')),
  /** Apply even when the feed would discontinue more parts than a feed may at once (the CLI's --allow-many-discontinued). */
  allow_many_discontinued: z.boolean(),
});
export type CreateStockFeedRunBody = z.infer<typeof CreateStockFeedRunBodySchema>;

/**
 * uploading: waiting for the file; applying: the worker has it; applied; rejected: a bad header or bad rows,
 * nothing changed; refused: it would discontinue too many parts, nothing changed; failed: the apply broke off.
 */
export const STOCK_FEED_RUN_STATUSES = ['uploading', 'applying', 'applied', 'rejected', 'refused', 'failed'] as const;
export const StockFeedRunStatusSchema = z.enum(STOCK_FEED_RUN_STATUSES);
export type StockFeedRunStatus = z.infer<typeof StockFeedRunStatusSchema>;

export const StockFeedBadRowSchema = z.object({
  row: z.number(),
  line: z.number(),
  supplier_code: z.optional(z.string()),
  reason: z.string(),
});
export type StockFeedBadRow = z.infer<typeof StockFeedBadRowSchema>;

/** What applying the run's file did; null while it uploads or applies. */
export const StockFeedResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('applied'),
    rows: z.number(),
    written: z.number(),
    unchanged: z.number(),
    discontinued: z.number(),
    /** Supplier codes the catalogue lacks, skipped; the first 1,000 (not_in_catalogue_count counts them all). */
    not_in_catalogue: z.array(z.string()),
    not_in_catalogue_count: z.number(),
    seconds: z.number(),
  }),
  /** A header without the feed's columns: no row was read. */
  z.object({ kind: z.literal('bad_file'), message: z.string() }),
  /** The first 1,000 bad rows (bad_rows counts them all). */
  z.object({ kind: z.literal('bad_rows'), bad_rows: z.number(), problems: z.array(StockFeedBadRowSchema) }),
  z.object({ kind: z.literal('too_many_discontinued'), discontinued: z.number(), of: z.number(), limit: z.number() }),
  z.object({ kind: z.literal('failed'), message: z.string() }),
]);
export type StockFeedResult = z.infer<typeof StockFeedResultSchema>;

export const StockFeedRunSchema = z.object({
  run_id: StockFeedRunIdSchema,
  status: StockFeedRunStatusSchema,
  file_name: z.string(),
  size: z.number(),
  /** Who uploaded it (their e-mail address). */
  created_by: z.string(),
  created_at: z.string(),
  allow_many_discontinued: z.boolean(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  result: z.nullable(StockFeedResultSchema),
});
export type StockFeedRun = z.infer<typeof StockFeedRunSchema>;

export const CreateStockFeedRunResponseSchema = z.object({ run: StockFeedRunSchema, upload: PresignedUploadSchema });
export type CreateStockFeedRunResponse = z.infer<typeof CreateStockFeedRunResponseSchema>;

export const StockFeedRunsResponseSchema = z.object({ runs: z.array(StockFeedRunSchema) });
export type StockFeedRunsResponse = z.infer<typeof StockFeedRunsResponseSchema>;
