import { Duration } from 'aws-cdk-lib';
import { EventField, Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES, PARTS_DELTA_COMPACTION, PARTS_INDEX_MESSAGE_GROUP, PARTS_INDEX_QUEUE } from '#contracts/storage-layout.ts';
import { StoreFunction } from './store-function.ts';

export type PartsIndexRebuilderProps = {
  table: ITable;
  uploadsBucket: IBucket;
  environment: Record<string, string>;
  /** The rebuild's memory (the operator's partsRebuildMemoryMb), else DEFAULT_REBUILD_MEMORY_MB. */
  memoryMb?: number;
};

/**
 * The whole catalogue and its index under construction: about 1.5 GB at 300k parts, 5.3–5.8 GB at a million. 3,008 MB is
 * what a new account's Lambda memory quota allows; Lambda gives a function more vCPUs with more memory, and the build
 * uses them all (docs/parts.md#the-index-build-on-every-core).
 */
export const DEFAULT_REBUILD_MEMORY_MB = 3008;

/** Where the search snapshot lives in the uploads bucket (lambdas/core/aws/parts-index-object.ts). */
export const PARTS_INDEX_PREFIX = BUCKET_PREFIXES.search;

// Rebuilding the search snapshot scans the whole table: seconds at 26k parts,
// about a minute at 300k. So the routes that change parts only queue a
// request; this FIFO queue with one message group hands them to one rebuild
// at a time (a batch of requests costs one rebuild). Requests carry no data:
// losing one to the dead-letter queue only delays the index until the next.
export class PartsIndexRebuilder extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fn: NodejsFunction;
  readonly compaction: Rule;

  constructor(scope: Construct, id: string, props: PartsIndexRebuilderProps) {
    super(scope, id);
    const timeout = Duration.seconds(PARTS_INDEX_QUEUE.consumerTimeoutSeconds);
    this.deadLetterQueue = new Queue(this, 'Dlq', {
      fifo: true,
      retentionPeriod: Duration.days(PARTS_INDEX_QUEUE.deadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      visibilityTimeout: Duration.seconds(PARTS_INDEX_QUEUE.visibilityTimeoutSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: PARTS_INDEX_QUEUE.maxReceiveCount },
    });
    this.fn = new StoreFunction(this, 'RebuildPartsIndex', {
      handler: 'events/rebuild-parts-index',
      environment: props.environment,
      memorySize: props.memoryMb ?? DEFAULT_REBUILD_MEMORY_MB,
      timeout,
    }).fn;
    this.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: PARTS_INDEX_QUEUE.batchSize }));
    props.table.grantReadData(this.fn);
    // Reads the stored snapshot's metadata and writes the new one; nothing else in the bucket.
    props.uploadsBucket.grantRead(this.fn, `${PARTS_INDEX_PREFIX}*`);
    props.uploadsBucket.grantPut(this.fn, `${PARTS_INDEX_PREFIX}*`);
    // Its dead-letter alarm is in Monitoring (docs/operations-alarms.md).

    // Folds the stock-and-prices delta into the snapshot; a tick with no delta waiting rebuilds nothing.
    this.compaction = new Rule(this, 'CompactDelta', { schedule: Schedule.rate(Duration.minutes(PARTS_DELTA_COMPACTION.everyMinutes)) });
    this.compaction.addTarget(
      new SqsQueue(this.queue, {
        messageGroupId: PARTS_INDEX_MESSAGE_GROUP,
        message: RuleTargetInput.fromObject({ requested_at: EventField.time, reason: PARTS_DELTA_COMPACTION.reason }),
      }),
    );
  }
}
