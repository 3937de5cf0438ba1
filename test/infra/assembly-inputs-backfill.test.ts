import { beforeAll, describe, expect, it } from 'vitest';
import { appResources, type AppResources } from './app-resources.ts';

// The backfill of kept assembly inputs: a CDK Trigger invokes it, without
// waiting, once the API's routes are deployed and whenever the function
// changes (each commit: COMMIT_SHA is in its environment). It reads the board
// uploads and the assembly files, and writes nothing to the bucket.
// see docs/operations.md#after-a-deploy

let resources: AppResources['resources'];
let idOf: AppResources['idOf'];

beforeAll(() => {
  ({ resources, idOf } = appResources());
});

describe('the assembly inputs backfill', () => {
  it('is a 15-minute function with the commit in its environment', () => {
    const fnId = idOf('AssemblyInputsBackfillKeepAssemblyInputs', 'AWS::Lambda::Function')!;
    expect(resources[fnId]!.Properties).toMatchObject({
      Timeout: 900,
      MemorySize: 1024,
      Runtime: 'nodejs22.x',
      Environment: { Variables: { COMMIT_SHA: 'test-commit' } },
    });
  });

  it('runs from a Trigger on the function’s current version, asynchronously, after every route of the API', () => {
    const versionId = idOf('AssemblyInputsBackfillKeepAssemblyInputs', 'AWS::Lambda::Version')!;
    const triggerId = idOf('AssemblyInputsBackfillAfterDeploy', 'Custom::Trigger')!;
    const trigger = resources[triggerId]!;
    expect(trigger.Properties).toMatchObject({ HandlerArn: { Ref: versionId }, InvocationType: 'Event', ExecuteOnHandlerChange: true });
    const routeStacks = Object.keys(resources).filter((id) => id.startsWith('Api') && resources[id]!.Type === 'AWS::CloudFormation::Stack');
    expect(routeStacks.length).toBeGreaterThan(5);
    expect(trigger.DependsOn).toEqual(expect.arrayContaining(routeStacks));
  });

  it('reads the board uploads and the assembly files and writes nothing to the bucket', () => {
    const roleId = idOf('AssemblyInputsBackfillKeepAssemblyInputsFunctionServiceRole', 'AWS::IAM::Role')!;
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles?.some((role) => role.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument!.Statement);
    const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.flatMap((s) => [s.Action].flat()).every((a) => a.startsWith('s3:Get') || a.startsWith('s3:List'))).toBe(true);
    // Objects only under the two prefixes (the bucket's own ARN is for listing).
    const objectPaths = s3
      .flatMap((s) => [s.Resource].flat())
      .flatMap((resource) => {
        const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
        return join ? [join[1].at(-1)] : [];
      });
    expect(objectPaths.sort()).toEqual(['/assembly/*', '/boards/*']);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Scan', 'dynamodb:Query', 'dynamodb:BatchWriteItem']));
  });
});
