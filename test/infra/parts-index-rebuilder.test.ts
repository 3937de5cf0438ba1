import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTS_DELTA_COMPACTION, PARTS_INDEX_MESSAGE_GROUP } from '#contracts/storage-layout.ts';
import { DEFAULT_REBUILD_MEMORY_MB } from '../../lib/constructs/parts-index-rebuilder.ts';
import { appResources, type AppResources, type Statement } from './app-resources.ts';
import { synthCopperline, withEverySetting } from './synth-copperline.ts';

let app: AppResources['app'];
let resources: AppResources['resources'];
let idOf: AppResources['idOf'];

beforeAll(() => {
  ({ app, resources, idOf } = appResources());
});

function rebuilderStatements(): Statement[] {
  const roleId = idOf('PartsIndexRebuilderRebuildPartsIndex', 'AWS::IAM::Role');
  expect(roleId).toBeDefined();
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles?.some((role) => role.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument!.Statement);
}

const actions = (s: Statement) => [s.Action].flat();

describe('the parts index rebuilder', () => {
  it('is a FIFO queue with a FIFO dead-letter queue after three receives', () => {
    const queueId = idOf('PartsIndexRebuilderQueue', 'AWS::SQS::Queue')!;
    const dlqId = idOf('PartsIndexRebuilderDlq', 'AWS::SQS::Queue')!;
    expect(resources[queueId]!.Properties).toMatchObject({
      FifoQueue: true,
      VisibilityTimeout: 1800,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 },
    });
    expect(resources[dlqId]!.Properties).toMatchObject({ FifoQueue: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it("is sent the delta compaction request every hour, in the queue's one message group", () => {
    const queueId = idOf('PartsIndexRebuilderQueue', 'AWS::SQS::Queue')!;
    app.hasResourceProperties('AWS::Events::Rule', {
      // PARTS_DELTA_COMPACTION.everyMinutes, as CDK writes 60 minutes.
      ScheduleExpression: 'rate(1 hour)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
          SqsParameters: { MessageGroupId: PARTS_INDEX_MESSAGE_GROUP },
          InputTransformer: Match.objectLike({ InputTemplate: Match.stringLikeRegexp(PARTS_DELTA_COMPACTION.reason) }),
        }),
      ],
    });
  });

  it('drains it with one function of 3 GB and 5 minutes, ten requests a batch', () => {
    const fnId = idOf('PartsIndexRebuilderRebuildPartsIndex', 'AWS::Lambda::Function')!;
    expect(resources[fnId]!.Properties).toMatchObject({ MemorySize: DEFAULT_REBUILD_MEMORY_MB, Timeout: 300, Runtime: 'nodejs22.x' });
    expect(DEFAULT_REBUILD_MEMORY_MB).toBe(3008);
    app.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionName: { Ref: fnId },
      EventSourceArn: { 'Fn::GetAtt': [idOf('PartsIndexRebuilderQueue', 'AWS::SQS::Queue'), 'Arn'] },
    });
  });

  it("has the operator's memory when partsRebuildMemoryMb is set (a million parts need about 6 GB)", () => {
    const resized = synthCopperline(withEverySetting).app.toJSON().Resources as Record<
      string,
      { Type: string; Properties: { MemorySize?: number } }
    >;
    const [fn] = Object.entries(resized).filter(
      ([id, r]) => id.startsWith('PartsIndexRebuilderRebuildPartsIndex') && r.Type === 'AWS::Lambda::Function',
    );
    expect(fn?.[1].Properties.MemorySize).toBe(withEverySetting.partsRebuildMemoryMb);
  });

  it('reads the table and writes only the search snapshot, never deletes', () => {
    const statements = rebuilderStatements();
    const all = statements.flatMap(actions);
    expect(all).toEqual(expect.arrayContaining(['dynamodb:Scan', 'dynamodb:Query']));
    expect(all).not.toContain('dynamodb:PutItem');
    const s3 = statements.filter((s) => actions(s).some((a) => a.startsWith('s3:')));
    expect(s3.length).toBeGreaterThan(0);
    for (const s of s3) expect(JSON.stringify(s.Resource)).toContain('/search/*');
    expect(all.filter((a) => a.startsWith('s3:DeleteObject'))).toEqual([]);
  });

  it('alarms when requests land in the dead-letter queue', () => {
    app.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('Parts search snapshot rebuilds failed'),
      Threshold: 0,
    });
  });
});
