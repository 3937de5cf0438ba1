import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { GROUPS } from '../contracts/groups.ts';
import type { CognitoCall } from './cognito-front.ts';

export type PoolIds = { userPoolId: string; userPoolClientId: string };

const PREVENT_USER_EXISTENCE_ERRORS = 'ENABLED';

// The local pool mirrors the CDK one: e-mail usernames, the same custom
// attributes and groups, a public SPA client that prevents user existence
// errors. Ids are kept in a state file so re-running reuses the same pool and
// client (brought up to the client's settings, as a deployment would).
export async function ensurePool(call: CognitoCall, stateFile: string): Promise<PoolIds> {
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolIds;
    const described = await call('DescribeUserPoolClient', { UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId });
    if (described.status === 200) {
      const client = described.json.UserPoolClient as { PreventUserExistenceErrors?: string } | undefined;
      if (client?.PreventUserExistenceErrors !== PREVENT_USER_EXISTENCE_ERRORS)
        await must(call, 'UpdateUserPoolClient', {
          UserPoolId: saved.userPoolId,
          ClientId: saved.userPoolClientId,
          PreventUserExistenceErrors: PREVENT_USER_EXISTENCE_ERRORS,
        });
      return saved;
    }
  }
  const pool = await must(call, 'CreateUserPool', {
    PoolName: 'copperline-local',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OPTIONAL',
    Schema: ['user_id', 'organization', 'flags'].map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
  });
  const userPoolId = (pool.UserPool as { Id: string }).Id;
  const client = await must(call, 'CreateUserPoolClient', {
    UserPoolId: userPoolId,
    ClientName: 'copperline-web',
    ExplicitAuthFlows: ['ALLOW_USER_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    // As the CDK client: short-lived access and id tokens, refreshed by the SPA.
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    // As the CDK client (docs/security.md#account-enumeration).
    PreventUserExistenceErrors: PREVENT_USER_EXISTENCE_ERRORS,
  });
  const userPoolClientId = (client.UserPoolClient as { ClientId: string }).ClientId;
  for (const group of GROUPS) await must(call, 'CreateGroup', { UserPoolId: userPoolId, GroupName: group });
  const ids = { userPoolId, userPoolClientId };
  writeFileSync(stateFile, JSON.stringify(ids, null, 2));
  return ids;
}

export async function must(call: CognitoCall, action: string, body: Record<string, unknown>) {
  const r = await call(action, body);
  if (r.status !== 200) throw new Error(`${action} failed: ${JSON.stringify(r.json)}`);
  return r.json;
}
