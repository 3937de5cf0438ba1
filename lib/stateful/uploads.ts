import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BOARD_UPLOAD_PREFIX, TMP_PREFIX, uploadMaxReceiveCount, uploadQueueVisibilityTimeout } from '../upload-processing.ts';
import { BUCKET_PREFIXES, STOCK_FEED_QUEUE, UPLOAD_QUEUE } from '#contracts/storage-layout.ts';

export type UploadsProps = {
  /** Origins whose pages may PUT to presigned URLs (CORS). */
  siteOrigins: readonly string[];
};

export type Uploads = {
  bucket: Bucket;
  processingQueue: Queue;
  deadLetterQueue: Queue;
  /** Create events of stock-and-prices feeds uploaded on the staff page (docs/parts.md#from-the-staff-page). */
  stockFeedQueue: Queue;
  stockFeedDeadLetterQueue: Queue;
};

// Customer uploads (board files) and the queue their create events feed, and
// the staff page's stock-and-prices feeds with theirs.
// Bucket and queue live in one stack: the notification makes the bucket depend
// on the queue policy, so splitting them would create a cross-stack cycle.
export function addUploads(scope: Construct, props: UploadsProps): Uploads {
  const bucket = new Bucket(scope, 'UploadsBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Versioning on: the files behind a paid order are what gets manufactured,
    // so an overwrite or delete by a bug must be recoverable. Old versions are
    // kept 30 days to bound the cost.
    versioned: true,
    cors: [
      {
        allowedMethods: [HttpMethods.PUT],
        allowedOrigins: [...props.siteOrigins],
        allowedHeaders: ['*'],
        // Multipart uploads read each part's ETag.
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    lifecycleRules: [
      { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      { id: 'expire-tmp', prefix: TMP_PREFIX, expiration: Duration.days(7), noncurrentVersionExpiration: Duration.days(1) },
      { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  });

  const deadLetterQueue = new Queue(scope, 'UploadProcessingDlq', {
    retentionPeriod: Duration.days(UPLOAD_QUEUE.deadLetterRetentionDays),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const processingQueue = new Queue(scope, 'UploadProcessingQueue', {
    visibilityTimeout: uploadQueueVisibilityTimeout,
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: uploadMaxReceiveCount },
    removalPolicy: RemovalPolicy.RETAIN,
  });

  bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(processingQueue), {
    prefix: BOARD_UPLOAD_PREFIX,
  });

  const stockFeeds = addStockFeedQueue(scope);
  bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(stockFeeds.queue), { prefix: BUCKET_PREFIXES.stockFeeds });

  // Their dead-letter alarms are in the app stack's monitoring (one SNS topic for
  // every alarm): see docs/operations-alarms.md.
  return {
    bucket,
    processingQueue,
    deadLetterQueue,
    stockFeedQueue: stockFeeds.queue,
    stockFeedDeadLetterQueue: stockFeeds.deadLetterQueue,
  };
}

/** The queue the stock-feed applier drains (lib/constructs/stock-feed-applier.ts), with its dead-letter queue. */
function addStockFeedQueue(scope: Construct): { queue: Queue; deadLetterQueue: Queue } {
  const deadLetterQueue = new Queue(scope, 'StockFeedDlq', {
    retentionPeriod: Duration.days(STOCK_FEED_QUEUE.deadLetterRetentionDays),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const queue = new Queue(scope, 'StockFeedQueue', {
    visibilityTimeout: Duration.seconds(STOCK_FEED_QUEUE.visibilityTimeoutSeconds),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: STOCK_FEED_QUEUE.maxReceiveCount },
  });
  return { queue, deadLetterQueue };
}
