import { Stack } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { acceptedWildcards, unacceptedWildcards, type AcceptedWildcard } from '../../lib/accepted-wildcards.ts';
import { appStacks, jsonOf } from './stack-templates.ts';
import { probeApp, synthCopperline } from './synth-copperline.ts';

// A new wildcard fails (docs/security.md#a-new-wildcard-fails): every IAM
// statement of every stack may name a wildcard resource only when
// lib/accepted-wildcards.ts lists that exact resource (for those actions).
// cdk-nag's IAM5 is acknowledged from the same list (cdk-nag.test.ts).

process.env.CDK_VALIDATION = 'false';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
type Document = { Statement: Statement[] };

/** Each identity policy document of a stack's template (policies, managed policies, roles' inline policies), by where it is. */
function policyDocuments(stack: Stack): { where: string; document: Document }[] {
  const found: { where: string; document: Document }[] = [];
  for (const [id, resource] of Object.entries(jsonOf(stack).Resources)) {
    const properties = resource.Properties as { PolicyDocument?: Document; Policies?: { PolicyDocument: Document }[] };
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy')
      found.push({ where: `${stack.node.path}/${id}`, document: properties.PolicyDocument! });
    if (resource.Type === 'AWS::IAM::Role')
      for (const inline of properties.Policies ?? []) found.push({ where: `${stack.node.path}/${id}`, document: inline.PolicyDocument });
  }
  return found;
}

function unaccepted(stacks: readonly Stack[], accepted: readonly AcceptedWildcard[]): string[] {
  return stacks.flatMap((stack) =>
    policyDocuments(stack).flatMap(({ where, document }) =>
      document.Statement.flatMap((statement) => unacceptedWildcards(stack, statement, accepted).map((r) => `${where}: ${r}`)),
    ),
  );
}

describe('wildcard resources', () => {
  it('appear in the synthesized stacks only where the accepted list names them', () => {
    const { stacks } = synthCopperline();
    const all = [stacks.stateful, ...appStacks(stacks.app)];
    expect(unaccepted(all, stacks.wildcards)).toEqual([]);
    // The check looked at something: the route areas' grants carry wildcards (prefixes, indexes, X-Ray).
    const withWildcards = all.flatMap((stack) =>
      policyDocuments(stack).filter(({ document }) => JSON.stringify(document.Statement).includes('*')),
    );
    expect(withWildcards.length).toBeGreaterThan(50);
  });

  describe('the check', () => {
    function probe(grant: (scope: { bucket: Bucket; role: Role; table: Table }) => void) {
      const stack = new Stack(probeApp(), 'Probe', { env: { account: '123456789012', region: 'eu-west-1' } });
      const bucket = new Bucket(stack, 'Uploads');
      const site = new Bucket(stack, 'Site');
      const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
      const role = new Role(stack, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
      grant({ bucket, role, table });
      const accepted = acceptedWildcards({ table, uploadsBucket: bucket, siteBucket: site, siteContent: stack, triggered: [] });
      return unaccepted([stack], accepted);
    }

    it('accepts a grant on one named prefix and on the table indexes', () => {
      expect(
        probe(({ bucket, role, table }) => {
          bucket.grantRead(role, 'search/*');
          bucket.grantPut(role, 'purchase-orders/*');
          table.grantReadData(role);
        }),
      ).toEqual([]);
    });

    it('refuses the whole uploads bucket', () => {
      expect(probe(({ bucket, role }) => bucket.grantRead(role))).toEqual([expect.stringMatching(/Role.*: <Uploads\w+\.Arn>\/\*$/)]);
    });

    it('refuses a prefix the storage layout does not define, and a prefix without its slash', () => {
      expect(probe(({ bucket, role }) => bucket.grantPut(role, 'private/*'))).toEqual([expect.stringMatching(/\/private\/\*$/)]);
      expect(probe(({ bucket, role }) => bucket.grantRead(role, 'boards*'))).toEqual([expect.stringMatching(/\/boards\*$/)]);
    });

    it("refuses `*` for anything but X-Ray's trace writes", () => {
      const statement = (actions: string[]) => new PolicyStatement({ actions, resources: ['*'] });
      expect(probe(({ role }) => role.addToPolicy(statement(['xray:PutTraceSegments', 'xray:PutTelemetryRecords'])))).toEqual([]);
      expect(probe(({ role }) => role.addToPolicy(statement(['xray:PutTraceSegments', 's3:GetObject'])))).toEqual([
        expect.stringMatching(/: \*$/),
      ]);
    });
  });
});
