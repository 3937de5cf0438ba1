import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BOARD_UPLOAD_PREFIX, TMP_PREFIX, uploadMaxReceiveCount, uploadQueueVisibilityTimeout } from '../upload-processing.ts';
import { UPLOAD_QUEUE } from '#contracts/storage-layout.ts';

export type UploadsProps = {
  /** Origins whose pages may PUT to presigned URLs (CORS). */
  siteOrigins: readonly string[];
};

export type Uploads = {
  bucket: Bucket;
  processingQueue: Queue;
  deadLetterQueue: Queue;
};

// Customer uploads (board files) and the queue their create events feed.
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

  // Its dead-letter alarm is in the app stack's monitoring (one SNS topic for
  // every alarm): see docs/operations-alarms.md.
  return { bucket, processingQueue, deadLetterQueue };
}
