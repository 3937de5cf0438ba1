import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { StoreFunction } from './store-function.ts';

export type AssemblyInputsBackfillProps = {
  table: ITable;
  uploadsBucket: IBucket;
  environment: Record<string, string>;
  /** Run after these are deployed: the routes that keep what they read, so no board is left behind. */
  executeAfter: Construct[];
};

/** Lambda's longest run: the walk over the table stops a minute before it and logs where it stopped. */
export const BACKFILL_TIMEOUT = Duration.minutes(15);

// Reads and keeps the assembly files of boards stored before the readers'
// results were kept (lambdas/events/keep-assembly-inputs.ts). A CDK Trigger
// invokes it once the routes are deployed, and again whenever the function
// changes, which is every deploy of a new commit (COMMIT_SHA is in its
// environment). The invocation is asynchronous: a walk over a large table
// must neither hold up the deploy nor fail it; the routes answer a retryable
// 409 meanwhile. see docs/operations.md#after-a-deploy
export class AssemblyInputsBackfill extends Construct {
  readonly fn: NodejsFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: AssemblyInputsBackfillProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'KeepAssemblyInputs', {
      handler: 'events/keep-assembly-inputs',
      environment: props.environment,
      // A 5 MB spreadsheet read into rows, as upload-bom does.
      memorySize: 1024,
      timeout: BACKFILL_TIMEOUT,
    }).fn;
    props.table.grantReadWriteData(this.fn);
    // Reads the board uploads and the BOM and placement files; writes nothing to the bucket.
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.boards}*`);
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.assembly}*`);
    this.trigger = new Trigger(this, 'AfterDeploy', {
      handler: this.fn,
      invocationType: InvocationType.EVENT,
      executeAfter: props.executeAfter,
    });
  }
}
