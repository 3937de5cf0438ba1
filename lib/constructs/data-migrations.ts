import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { StoreFunction } from './store-function.ts';

export type DataMigrationsProps = {
  table: ITable;
  uploadsBucket: IBucket;
  environment: Record<string, string>;
  /** Run after these are deployed: the code that writes the new shape, so nothing is written in the old one after the step. */
  executeAfter: Construct[];
};

/** Lambda's longest run: a step stops a minute before it, its record holding where the next run goes on. */
export const MIGRATIONS_TIMEOUT = Duration.minutes(15);

// The data migrations (lambdas/migrations/, run by
// lambdas/events/run-migrations.ts). A CDK Trigger invokes the function once
// the routes are deployed, and again whenever the function changes, which is
// every deploy of a new commit (COMMIT_SHA is in its environment); steps whose
// record says they finished are skipped with one read. The invocation is
// asynchronous: a long step must neither hold up the deploy nor fail it.
// see docs/migrations.md#when-they-run
export class DataMigrations extends Construct {
  readonly fn: NodejsFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: DataMigrationsProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'RunMigrations', {
      handler: 'events/run-migrations',
      environment: props.environment,
      // 0001 reads a 5 MB spreadsheet into rows, as upload-bom does.
      memorySize: 1024,
      timeout: MIGRATIONS_TIMEOUT,
    }).fn;
    // The steps read and write the table (and the migration records in it).
    props.table.grantReadWriteData(this.fn);
    // 0001 reads the board uploads and the BOM and placement files; no step writes to the bucket.
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.boards}*`);
    props.uploadsBucket.grantRead(this.fn, `${BUCKET_PREFIXES.assembly}*`);
    this.trigger = new Trigger(this, 'AfterDeploy', {
      handler: this.fn,
      invocationType: InvocationType.EVENT,
      executeAfter: props.executeAfter,
    });
  }
}
