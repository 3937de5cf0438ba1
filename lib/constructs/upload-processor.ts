import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES, UPLOAD_QUEUE } from '#contracts/storage-layout.ts';
import { BOARD_UPLOAD_PREFIX, uploadProcessorMemoryMb, uploadProcessorTimeout } from '../upload-processing.ts';
import { StoreFunction } from './store-function.ts';

export type UploadProcessorProps = {
  queue: IQueue;
  /** Where the queue moves a message after its last failed receive. */
  deadLetterQueue: IQueue;
  uploadsBucket: IBucket;
  table: ITable;
  environment: Record<string, string>;
};

// Drains the upload queue: one board per invocation (parsing and rendering a
// board is heavy), failures reported per message so only that one is retried.
// A second small function drains the dead-letter queue and marks those boards
// Cannot process, so a receive that died outright never leaves one in Processing.
export class UploadProcessor extends Construct {
  readonly fn: NodejsFunction;
  /** Marks dead-lettered boards Cannot process. */
  readonly deadLetterFn: NodejsFunction;
  /** Every dead letter handled; its action is added by Monitoring. */
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: UploadProcessorProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'ProcessBoardUpload', {
      handler: 'events/process-board-upload',
      environment: props.environment,
      memorySize: uploadProcessorMemoryMb,
      timeout: uploadProcessorTimeout,
    }).fn;
    this.fn.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: UPLOAD_QUEUE.batchSize,
        reportBatchItemFailures: true,
        // A burst of uploads waits in the queue instead of taking the
        // account's whole Lambda concurrency away from the API.
        maxConcurrency: 10,
      }),
    );
    // Reads the customer's upload; writes the rendered layers, which live
    // outside boards/ so they queue no events. Nothing else, and no deletes.
    props.uploadsBucket.grantRead(this.fn, `${BOARD_UPLOAD_PREFIX}*`);
    props.uploadsBucket.grantPut(this.fn, `${BUCKET_PREFIXES.renders}*`);
    props.table.grantReadWriteData(this.fn);

    const deadLetters = (this.deadLetterFn = new StoreFunction(this, 'BoardUploadDeadLetter', {
      handler: 'events/board-upload-dead-letter',
      environment: props.environment,
      memorySize: 256,
      timeout: Duration.seconds(30),
    }).fn);
    deadLetters.addEventSource(new SqsEventSource(props.deadLetterQueue, { batchSize: 10, reportBatchItemFailures: true }));
    props.table.grantReadWriteData(deadLetters);
    // Every dead letter is an upload that failed three times: someone has to look. Monitoring adds the SNS action.
    this.deadLetterAlarm = new Alarm(this, 'DeadLetteredUploads', {
      metric: deadLetters.metricInvocations({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'Board uploads failed processing three times and were marked Cannot process.',
    });
  }
}
