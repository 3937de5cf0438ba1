import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthCopperline } from './synth-copperline.ts';

let stateful: Template;
let app: Template;

beforeAll(() => {
  ({ stateful, app } = synthCopperline());
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = (t: Template, type: string) => Object.entries(t.findResources(type) as Record<string, Resource>);

describe('the identity pool', () => {
  it('lets only the store’s own user pool and web client in, with a server-side token check, and no guests', () => {
    stateful.resourceCountIs('AWS::Cognito::IdentityPool', 1);
    stateful.hasResourceProperties('AWS::Cognito::IdentityPool', {
      AllowUnauthenticatedIdentities: false,
      AllowClassicFlow: false,
      CognitoIdentityProviders: [
        {
          ClientId: { Ref: Match.stringLikeRegexp('^UserPoolWebClient') },
          ProviderName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UserPool'), 'ProviderName'] },
          ServerSideTokenCheck: true,
        },
      ],
    });
  });

  it('attaches one role, for signed-in identities only', () => {
    const [[, attachment] = []] = resources(stateful, 'AWS::Cognito::IdentityPoolRoleAttachment');
    const roles = attachment?.Properties.Roles as Record<string, unknown>;
    expect(Object.keys(roles)).toEqual(['authenticated']);
    expect(attachment?.Properties.RoleMappings).toBeUndefined();
  });

  it('has an authenticated role that only this pool’s authenticated identities can assume, and that holds no permission', () => {
    const [[roleId, role] = []] = resources(stateful, 'AWS::IAM::Role').filter(([id]) => id.startsWith('IdentityPoolAuthenticatedRole'));
    expect(role).toBeDefined();
    const [poolId] = Object.keys(stateful.findResources('AWS::Cognito::IdentityPool'));
    expect(role?.Properties.AssumeRolePolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { Federated: 'cognito-identity.amazonaws.com' },
          Action: 'sts:AssumeRoleWithWebIdentity',
          Condition: {
            StringEquals: { 'cognito-identity.amazonaws.com:aud': { Ref: poolId } },
            'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'authenticated' },
          },
        },
      ],
    });
    expect(role?.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role?.Properties.Policies).toBeUndefined();
    // No inline policy anywhere names the role.
    const policies = resources(stateful, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.Roles ?? []).includes(roleId!));
    expect(policies).toEqual([]);
  });

  it('reaches the SPA through the runtime config', () => {
    const [deployment] = Object.values(app.findResources('Custom::CDKBucketDeployment'));
    expect(JSON.stringify(deployment?.Properties.SourceMarkers)).toMatch(/IdentityPool/);
  });
});
