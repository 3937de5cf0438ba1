// Where things live in the uploads bucket and how its queues retry: one
// module shared by the CDK stacks (lib/), the handlers (lambdas/) and the
// local stand-ins (local/), the way the table definition is
// (docs/architecture.md#data). Plain values: lib/ turns them into Durations.

/**
 * Prefixes of the uploads bucket. Create events under `boards` queue board processing and under `stockFeeds` the
 * feed's apply; everything else sits outside them.
 */
export const BUCKET_PREFIXES = {
  /** Board files as uploaded (boards/<boardId>/<file>). */
  boards: 'boards/',
  /** Rendered layers (renders/<boardId>/<layer>.svg), the diff against the previous revision (renders/<boardId>/revision-diff.json) and the previous revision's parts as taken over (revision-parts.json). */
  renders: 'renders/',
  /** BOM and placement files (assembly/<boardId>/<fileId>/<file>). */
  assembly: 'assembly/',
  /** Purchase-order documents (purchase-orders/<userId>/<uploadId>/<file>). */
  purchaseOrders: 'purchase-orders/',
  /** Blog images (blog/<name>). */
  blog: 'blog/',
  /** Screenshots attached to staff bug reports (bug-screenshots/<id>.<ext>). */
  bugScreenshots: 'bug-screenshots/',
  /** The parts search snapshot (search/parts-index.bin) and the feed's delta over it (search/parts-delta.json). */
  search: 'search/',
  /** Stock-and-prices feeds uploaded on the staff page (stock-feeds/<runId>/<file>); each create event applies one (docs/parts.md#from-the-staff-page). */
  stockFeeds: 'stock-feeds/',
  /** Scratch objects; a lifecycle rule expires them. */
  tmp: 'tmp/',
} as const;

/**
 * Assembly inputs as read once, gzipped JSON under assembly/<boardId>/: each
 * BOM or placement file's rows next to it (`<file key><suffix>`), and the
 * board's components with their pads (`assembly/<boardId>/<board>`), so the
 * assembly changes that parse nothing read these instead of the files.
 */
export const ASSEMBLY_PARSED = { suffix: '.parsed.json.gz', board: 'board.parsed.json.gz' } as const;

/** A prefix of the uploads bucket by its name; route grants name these (docs/security.md#one-routes-bug-reads-only-its-own-files). */
export type BucketPrefixName = keyof typeof BUCKET_PREFIXES;

/** The parts search snapshot (outside boards/, so writing it queues nothing). */
export const PARTS_INDEX_KEY = `${BUCKET_PREFIXES.search}parts-index.bin`;

/**
 * Memory of the Lambdas that hold the parts index (search and BOM matching):
 * at a million parts the snapshot is 610 MB, held once while serving and
 * twice while a newer one loads beside it; 2 GB also buys more than one
 * vCPU for the queries (docs/performance.md#a-million-parts).
 */
export const PARTS_INDEX_LAMBDA_MEMORY_MB = 2048;

/** Stock, price and discontinued changes since the snapshot, merged over it by the search (docs/parts.md#stock-and-prices-feed). */
export const PARTS_DELTA_KEY = `${BUCKET_PREFIXES.search}parts-delta.json`;

/**
 * The scheduled rebuild that folds the stock-and-prices delta into the
 * snapshot (docs/parts.md#search-between-rebuilds): a rebuild request with
 * this reason, sent every `everyMinutes`, rebuilds only while a delta awaits.
 */
export const PARTS_DELTA_COMPACTION = { reason: 'compact-parts-delta', everyMinutes: 60 } as const;

/** A queue feeding a Lambda, with its dead-letter queue. */
export type QueueSettings = {
  /** The consuming function's timeout. */
  consumerTimeoutSeconds: number;
  /** AWS's guidance for SQS event sources: at least six times the function timeout, so no message is redelivered while a try still runs. */
  visibilityTimeoutSeconds: number;
  /** Deliveries before a message moves to the dead-letter queue; the last one gives up for good. */
  maxReceiveCount: number;
  /** Messages per invocation. */
  batchSize: number;
  /** How long the dead-letter queue keeps a message. */
  deadLetterRetentionDays: number;
};

const sixTimes = (seconds: number) => seconds * 6;

/** Board uploads: one created object per invocation. */
export const UPLOAD_QUEUE: QueueSettings = {
  consumerTimeoutSeconds: 120,
  visibilityTimeoutSeconds: sixTimes(120),
  maxReceiveCount: 3,
  batchSize: 1,
  deadLetterRetentionDays: 14,
};

/**
 * Stock-and-prices feeds uploaded on the staff page: one feed per invocation. Applying 300k parts takes up to a
 * minute (docs/parts.md#stock-and-prices-feed), so the consumer has five; a second receive re-applies a feed whose
 * first try died (the feed's figures are absolute, so that changes nothing twice).
 */
export const STOCK_FEED_QUEUE: QueueSettings = {
  consumerTimeoutSeconds: 300,
  visibilityTimeoutSeconds: sixTimes(300),
  maxReceiveCount: 2,
  batchSize: 1,
  deadLetterRetentionDays: 14,
};

/** The one message group of the parts-index queue: one rebuild at a time, in order. */
export const PARTS_INDEX_MESSAGE_GROUP = 'parts-index';

/** Parts-index rebuilds (FIFO, one message group). */
export const PARTS_INDEX_QUEUE: QueueSettings = {
  consumerTimeoutSeconds: 300,
  visibilityTimeoutSeconds: sixTimes(300),
  maxReceiveCount: 3,
  batchSize: 10,
  deadLetterRetentionDays: 14,
};
