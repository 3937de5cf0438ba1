import { beforeAll, describe, expect, it } from 'vitest';
import { appResources, type AppResources } from './app-resources.ts';
import { synthCopperline } from './synth-copperline.ts';

// The data migrations (docs/migrations.md#when-they-run): a CDK Trigger
// invokes their function, without waiting, after the table (another stack,
// deployed first) and the API's routes, and whenever the function changes
// (each commit: COMMIT_SHA is in its environment). It reads and writes the
// table, reads the board uploads and the assembly files, and writes nothing
// to the bucket.

let resources: AppResources['resources'];
let idOf: AppResources['idOf'];

beforeAll(() => {
  ({ resources, idOf } = appResources());
});

/** The statements of the policies attached to the migrations function's role. */
function roleStatements() {
  const roleId = idOf('DataMigrationsRunMigrationsFunctionServiceRole', 'AWS::IAM::Role')!;
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles?.some((role) => role.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument!.Statement);
}

describe('the data migrations', () => {
  it('is a 15-minute function with the commit in its environment', () => {
    const fnId = idOf('DataMigrationsRunMigrations', 'AWS::Lambda::Function')!;
    expect(resources[fnId]!.Properties).toMatchObject({
      Timeout: 900,
      MemorySize: 1024,
      Runtime: 'nodejs22.x',
      Environment: { Variables: { COMMIT_SHA: 'test-commit' } },
    });
  });

  it('runs from one Trigger on the function’s current version, asynchronously, after every route of the API', () => {
    const versionId = idOf('DataMigrationsRunMigrations', 'AWS::Lambda::Version')!;
    const triggers = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::Trigger');
    expect(triggers.map(([id]) => id)).toEqual([idOf('DataMigrationsAfterDeploy', 'Custom::Trigger')]);
    const [, trigger] = triggers[0]!;
    expect(trigger.Properties).toMatchObject({ HandlerArn: { Ref: versionId }, InvocationType: 'Event', ExecuteOnHandlerChange: true });
    const routeStacks = Object.keys(resources).filter((id) => id.startsWith('Api') && resources[id]!.Type === 'AWS::CloudFormation::Stack');
    expect(routeStacks.length).toBeGreaterThan(5);
    expect(trigger.DependsOn).toEqual(expect.arrayContaining(routeStacks));
  });

  it('runs after the table: the App stack is deployed after the stateful stack that holds it', () => {
    const { stacks } = synthCopperline();
    expect(stacks.app.dependencies).toContain(stacks.stateful);
  });

  it('reads and writes the table, with its indexes', () => {
    const dynamo = roleStatements().filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    const actions = dynamo.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Scan', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:BatchWriteItem']),
    );
    const tableArns = dynamo.flatMap((s) => [s.Resource].flat()).map((resource) => JSON.stringify(resource));
    expect(tableArns.some((arn) => arn.includes('/index/*'))).toBe(true);
  });

  it('reads the board uploads and the assembly files and writes nothing to the bucket', () => {
    const s3 = roleStatements().filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.flatMap((s) => [s.Action].flat()).every((a) => a.startsWith('s3:Get') || a.startsWith('s3:List'))).toBe(true);
    // Objects only under the two prefixes (the bucket's own ARN is for listing).
    const objectPaths = s3
      .flatMap((s) => [s.Resource].flat())
      .flatMap((resource) => {
        const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
        return join ? [join[1].at(-1)] : [];
      });
    expect(objectPaths.sort()).toEqual(['/assembly/*', '/boards/*']);
  });
});
