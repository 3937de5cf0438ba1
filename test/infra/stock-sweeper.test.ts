import { beforeAll, describe, expect, it } from 'vitest';
import { appResources, type AppResources } from './app-resources.ts';

let app: AppResources['app'];
let resources: AppResources['resources'];
let idOf: AppResources['idOf'];

beforeAll(() => {
  ({ app, resources, idOf } = appResources());
});

describe('the stock sweeper', () => {
  it('runs the sweep handler every 5 minutes from an EventBridge rule', () => {
    const fnId = idOf('StockSweeperSweepStockHolds', 'AWS::Lambda::Function');
    expect(fnId).toBeDefined();
    expect(resources[fnId!]!.Properties).toMatchObject({ Timeout: 240, Runtime: 'nodejs22.x', Handler: 'index.handler' });
    const ruleId = idOf('StockSweeperSchedule', 'AWS::Events::Rule')!;
    expect(resources[ruleId]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }],
    });
    app.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
  });

  it('may read and write the table and nothing else', () => {
    const roleId = idOf('StockSweeperSweepStockHolds', 'AWS::IAM::Role')!;
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles?.some((role) => role.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument!.Statement);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
    // Besides the table, only X-Ray's trace writes (every function is traced).
    expect(actions.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('xray:Put'))).toEqual([]);
    expect(actions).not.toContain('dynamodb:DeleteTable');
  });
});
