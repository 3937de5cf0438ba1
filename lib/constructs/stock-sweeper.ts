import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { StoreFunction } from './store-function.ts';

export type StockSweeperProps = { table: ITable; environment: Record<string, string> };

/** How often the sweeper runs; a checkout's hold lease is 15 minutes, so an abandoned hold is freed within 20. */
export const STOCK_SWEEP_MINUTES = 5;

// Releases stock held by checkouts that never placed their order, and
// finishes interrupted takes and cancels' give-backs (lambdas/events/
// sweep-stock-holds.ts). Reads and writes the table only.
export class StockSweeper extends Construct {
  readonly fn: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: StockSweeperProps) {
    super(scope, id);
    this.fn = new StoreFunction(this, 'SweepStockHolds', {
      handler: 'events/sweep-stock-holds',
      environment: props.environment,
      timeout: Duration.minutes(4),
    }).fn;
    props.table.grantReadWriteData(this.fn);
    this.rule = new Rule(this, 'Schedule', {
      schedule: Schedule.rate(Duration.minutes(STOCK_SWEEP_MINUTES)),
      description: 'Releases expired checkout stock holds',
    });
    this.rule.addTarget(new LambdaFunction(this.fn, { retryAttempts: 2 }));
  }
}
