import { CfnIdentityPool, CfnIdentityPoolRoleAttachment, type IUserPool, type IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

export type StoreIdentityPool = { identityPool: CfnIdentityPool; authenticatedRole: Role };

/**
 * The identity pool signed-in customers get temporary AWS credentials from
 * (Amplify fetches and refreshes them). Only the store's own user pool and
 * web client may sign in, with Cognito checking each token server-side; no
 * guest identities, so no unauthenticated role. The authenticated role holds
 * no permission: no browser-side AWS call needs one today. A feature that
 * does grants exactly its own resource to `authenticatedRole`.
 * see docs/security.md#identity-pool
 */
export function addStoreIdentityPool(scope: Construct, props: { userPool: IUserPool; webClient: IUserPoolClient }): StoreIdentityPool {
  const identityPool = new CfnIdentityPool(scope, 'IdentityPool', {
    allowUnauthenticatedIdentities: false,
    // The enhanced flow only: the classic flow would let a browser pick any role of the pool.
    allowClassicFlow: false,
    cognitoIdentityProviders: [
      { providerName: props.userPool.userPoolProviderName, clientId: props.webClient.userPoolClientId, serverSideTokenCheck: true },
    ],
  });

  const authenticatedRole = new Role(scope, 'IdentityPoolAuthenticatedRole', {
    description: 'Signed-in customers (Cognito identity pool). No permissions: see docs/security.md#identity-pool',
    assumedBy: new FederatedPrincipal(
      'cognito-identity.amazonaws.com',
      {
        StringEquals: { 'cognito-identity.amazonaws.com:aud': identityPool.ref },
        'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'authenticated' },
      },
      'sts:AssumeRoleWithWebIdentity',
    ),
  });

  new CfnIdentityPoolRoleAttachment(scope, 'IdentityPoolRoles', {
    identityPoolId: identityPool.ref,
    roles: { authenticated: authenticatedRole.roleArn },
  });

  return { identityPool, authenticatedRole };
}
