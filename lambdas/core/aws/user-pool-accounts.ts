import type { PoolAccount } from '../users/user-pool-ports.ts';
import { credentialsFromEnv, signRequest } from './signed-request.ts';

// The staff check's two user pool reads (AdminGetUser, AdminListGroupsForUser)
// as signed JSON POSTs rather than through the Cognito client: every function
// behind the authorizer makes them, and the client's model would add about
// 34 kB to each bundle, the largest already near the 1 MB budget
// (docs/performance.md#lambda-bundles). The endpoint follows the SDK's
// variables (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, AWS_ENDPOINT_URL).

/** Cognito's largest page of groups. */
const GROUPS_PAGE = 60;

type Answer = { found: false } | { found: true; json: Record<string, unknown> };

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** "UserNotFoundException" from `__type`, which may carry a namespace ("…#UserNotFoundException"). */
const errorName = (type: unknown) =>
  String(type ?? '')
    .split('#')
    .pop() ?? '';

async function callPool(action: string, body: Record<string, unknown>): Promise<Answer> {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const url = new URL(
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ??
      process.env.AWS_ENDPOINT_URL ??
      `https://cognito-idp.${region}.amazonaws.com/`,
  );
  const text = JSON.stringify(body);
  const headers = await signRequest(
    {
      method: 'POST',
      url,
      region,
      service: 'cognito-idp',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
      body: text,
    },
    credentialsFromEnv(),
  );
  const response = await fetch(url, { method: 'POST', headers, body: text });
  const answer = await response.text();
  const json = (answer ? JSON.parse(answer) : {}) as Record<string, unknown>;
  if (response.ok) return { found: true, json };
  if (errorName(json.__type) === 'UserNotFoundException') return { found: false };
  throw new Error(`Cognito ${action}: ${response.status} ${answer.slice(0, 300)}`);
}

/** Whether the account is enabled and has an authenticator app turned on; null when the pool has no such user. */
export async function readPoolAccount(username: string): Promise<PoolAccount | null> {
  const answer = await callPool('AdminGetUser', { UserPoolId: userPoolId(), Username: username });
  if (!answer.found) return null;
  const factors = answer.json.UserMFASettingList;
  return {
    enabled: answer.json.Enabled === true,
    authenticatorApp: Array.isArray(factors) && factors.includes('SOFTWARE_TOKEN_MFA'),
  };
}

/** The account's groups, every page; none when the pool has no such user. */
export async function readPoolGroups(username: string): Promise<string[]> {
  const names: string[] = [];
  let next: unknown;
  do {
    // In the SDK's order, so the signed body is byte for byte the client's.
    const page = { Username: username, UserPoolId: userPoolId(), Limit: GROUPS_PAGE, ...(next ? { NextToken: next } : {}) };
    const answer = await callPool('AdminListGroupsForUser', page);
    if (!answer.found) return [];
    for (const group of (answer.json.Groups ?? []) as { GroupName?: string }[]) if (group.GroupName) names.push(group.GroupName);
    next = answer.json.NextToken;
  } while (next);
  return names;
}

/** The port the staff check takes (lambdas/core/users/staff-standing.ts). */
export const poolAccounts = { account: readPoolAccount, groups: readPoolGroups };
