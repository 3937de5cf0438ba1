import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES, STOCK_FEED_QUEUE } from '#contracts/storage-layout.ts';
import { StoreFunction } from './store-function.ts';

export type StockFeedApplierProps = {
  /** Create events under stock-feeds/ (lib/stateful/uploads.ts). */
  queue: IQueue;
  uploadsBucket: IBucket;
  table: ITable;
  environment: Record<string, string>;
};

// Applies the stock-and-prices feeds staff upload on /internal/parts/stock-feed
// (docs/parts.md#from-the-staff-page): a feed of 300k parts takes up to a
// minute, longer than an API request may last, so the upload's create event
// queues it for this function, one feed per invocation.
export class StockFeedApplier extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: StockFeedApplierProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'ApplyStockFeed', {
      handler: 'events/apply-stock-feed',
      environment: props.environment,
      // The feed's rows and the catalogue's figures in memory at once (300k of each), and a full vCPU to compare them.
      memorySize: 2048,
      timeout: Duration.seconds(STOCK_FEED_QUEUE.consumerTimeoutSeconds),
    }).fn;
    this.fn.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: STOCK_FEED_QUEUE.batchSize,
        reportBatchItemFailures: true,
        // Feeds are rare; two at once is the least an SQS event source allows.
        maxConcurrency: 2,
      }),
    );
    // Reads the uploaded feed; reads and writes the search delta next to the snapshot (docs/parts.md#search-between-rebuilds).
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.stockFeeds}*`);
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.search}*`);
    props.uploadsBucket.grantPut(this.fn, `${BUCKET_PREFIXES.search}*`);
    props.table.grantReadWriteData(this.fn);
  }
}
