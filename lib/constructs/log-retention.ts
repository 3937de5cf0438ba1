import { CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/** How long every function's and the API's logs are kept (docs/operating.md#logs-and-traces). */
export const LOG_RETENTION = RetentionDays.ONE_MONTH;

/**
 * CDK's own provider functions (the Trigger's, the site bucket's auto-delete, the bucket notifications handler) are
 * plain `AWS::Lambda::Function` resources with no log group: Lambda would make `/aws/lambda/<name>` on their first
 * run and keep it forever. Each gets a log group of ours, kept as long as the store's, through its LoggingConfig —
 * an in-place update on a running stage, where a group named `/aws/lambda/<name>` would collide with the one Lambda
 * already made (docs/operating.md#logs-and-traces).
 */
export function keepProviderLogs(scope: IConstruct): void {
  for (const construct of scope.node.findAll()) {
    if (!(construct instanceof CfnResource) || construct.cfnResourceType !== 'AWS::Lambda::Function') continue;
    // Functions made through aws-lambda (CfnFunction) have their own log groups; the raw provider resources have none.
    if (construct instanceof CfnFunction) continue;
    const parent = construct.node.scope;
    if (!parent || parent.node.tryFindChild('Logs')) continue;
    const logs = new LogGroup(parent, 'Logs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    // Their roles carry AWSLambdaBasicExecutionRole, which may write to any log group: nothing more to grant.
    construct.addPropertyOverride('LoggingConfig', { LogGroup: logs.logGroupName });
  }
}
