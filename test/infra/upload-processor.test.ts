import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { synthCopperline } from './synth-copperline.ts';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let app: Template;

beforeAll(() => {
  app = synthCopperline().app;
});

/** A function's role statements (its logical ids start with the construct's path). */
function processorStatements(prefix = 'UploadProcessorProcessBoardUpload'): Statement[] {
  const resources = app.toJSON().Resources as Record<
    string,
    { Type: string; Properties: { Roles?: { Ref: string }[]; PolicyDocument?: { Statement: Statement[] } } }
  >;
  const roleId = Object.keys(resources).find((id) => id.startsWith(prefix) && resources[id]!.Type === 'AWS::IAM::Role');
  expect(roleId).toBeDefined();
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles?.some((role) => role.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument!.Statement);
}

const actions = (s: Statement) => [s.Action].flat();

describe('the upload processor', () => {
  it('reads only uploads under boards/ and writes only renders under renders/, never deletes', () => {
    const s3 = processorStatements().filter((s) => actions(s).some((a) => a.startsWith('s3:')));
    const reads = s3.filter((s) => actions(s).includes('s3:GetObject*'));
    const puts = s3.filter((s) => actions(s).includes('s3:PutObject'));
    expect(reads).toHaveLength(1);
    expect(puts).toHaveLength(1);
    expect(JSON.stringify(reads[0]!.Resource)).toContain('/boards/*');
    expect(JSON.stringify(puts[0]!.Resource)).toContain('/renders/*');
    expect(JSON.stringify(puts[0]!.Resource)).not.toContain('/boards/');
    expect(actions(reads[0]!)).not.toContain('s3:PutObject');
    expect(s3.flatMap(actions).filter((a) => a.startsWith('s3:DeleteObject'))).toEqual([]);
  });

  it('reads and writes the table', () => {
    const all = processorStatements().flatMap(actions);
    expect(all).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']));
  });

  it('has a dead-letter consumer that may touch the table and consume its queue, but no upload', () => {
    const mappings = Object.values(app.findResources('AWS::Lambda::EventSourceMapping'));
    const sources = mappings.map((m) => JSON.stringify(m.Properties.EventSourceArn));
    expect(sources.some((s) => s.includes('UploadProcessingDlq'))).toBe(true);
    expect(sources.some((s) => s.includes('UploadProcessingQueue'))).toBe(true);
    const all = processorStatements('UploadProcessorBoardUploadDeadLetter').flatMap(actions);
    expect(all).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']));
    expect(all.filter((a) => a.startsWith('s3:'))).toEqual([]);
  });

  it('raises an alarm whenever an upload is dead-lettered', () => {
    app.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Invocations',
      Namespace: 'AWS/Lambda',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });
});
