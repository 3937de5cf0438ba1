import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { GUEST_BOARD_SWEEP_HANDLER, GUEST_BOARD_SWEEP_MINUTES } from '#contracts/guest-sessions.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { StoreFunction } from './store-function.ts';

export type GuestBoardSweeperProps = { table: ITable; uploadsBucket: IBucket; environment: Record<string, string> };

// Removes guest boards nobody claimed within their 7 days, with their records
// and files (lambdas/events/sweep-guest-boards.ts; docs/access.md#expiry-of-guest-boards).
// The table, and listing and deleting only the board folders of the bucket.
export class GuestBoardSweeper extends Construct {
  readonly fn: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: GuestBoardSweeperProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'SweepGuestBoards', {
      handler: GUEST_BOARD_SWEEP_HANDLER,
      environment: props.environment,
      timeout: Duration.minutes(4),
    }).fn;
    props.table.grantReadWriteData(this.fn);
    for (const prefix of [BUCKET_PREFIXES.boards, BUCKET_PREFIXES.renders, BUCKET_PREFIXES.assembly]) {
      props.uploadsBucket.grantRead(this.fn, `${prefix}*`);
      props.uploadsBucket.grantDelete(this.fn, `${prefix}*`);
    }
    this.rule = new Rule(this, 'Schedule', {
      schedule: Schedule.rate(Duration.minutes(GUEST_BOARD_SWEEP_MINUTES)),
      description: 'Removes expired guest boards',
    });
    this.rule.addTarget(new LambdaFunction(this.fn, { retryAttempts: 2 }));
  }
}
