import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { routeKey, routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { decideScopedRequest } from '#lambdas/core/api-credentials/scoped-route-access.ts';
import { guestTokenKey } from '#lambdas/core/aws/guest-token-key.ts';
import { guestAuthorizerContext } from '#lambdas/core/guests/guest-sessions.ts';
import { looksLikeGuestToken } from '#lambdas/core/guests/guest-tokens.ts';
import { verifyPoolToken } from '#lambdas/core/aws/pool-tokens.ts';
import { poolAccounts } from '#lambdas/core/aws/user-pool-accounts.ts';
import { staffStandingCheck } from '#lambdas/core/users/staff-standing.ts';

// The Lambda authorizer of the routes machines may call (those with `scopes`;
// docs/api-credentials.md#the-gateway) and of those guests may call (`guests`;
// docs/access.md#guest-sessions): a guest token passes only the latter. API Gateway answers 401 when this
// throws "Unauthorized" (no token, a bad or expired one, a revoked
// credential) and 403 when it says isAuthorized: false (a live credential
// whose scopes do not cover the route). Results are not cached: the answer
// depends on the route, and a revocation counts at once. Whether a machine's
// owner is still enabled is the pool's answer, reused for the staff check's
// window by this container (docs/security.md#machines-of-disabled-accounts).
const owners = staffStandingCheck(poolAccounts);
const routesByKey = new Map(Object.values(routes as Record<string, RouteDef>).map((route) => [routeKey(route), route]));

export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>> {
  const webClientId = process.env.WEB_CLIENT_ID;
  if (!webClientId) throw new Error('WEB_CLIENT_ID is not set');
  const header = event.headers?.authorization ?? event.identitySource?.[0] ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error('Unauthorized');
  const route = routesByKey.get(event.routeKey);
  if (looksLikeGuestToken(token)) {
    const context = route?.guests ? await guestAuthorizerContext(guestTokenKey, token) : null;
    if (!context) throw new Error('Unauthorized');
    return { isAuthorized: true, context };
  }
  let claims: Record<string, unknown>;
  try {
    claims = (await verifyPoolToken(token)) as Record<string, unknown>;
  } catch {
    throw new Error('Unauthorized');
  }
  const decision = await decideScopedRequest(claims, route?.scopes ?? [], webClientId, owners);
  if (decision.outcome === 'unauthorized') throw new Error('Unauthorized');
  // A route that takes guests but no machines answers a machine as the JWT authorizer would: 401.
  if (decision.outcome === 'forbidden' && !route?.scopes?.length) throw new Error('Unauthorized');
  if (decision.outcome === 'forbidden') return { isAuthorized: false, context: {} };
  return { isAuthorized: true, context: decision.context };
}
