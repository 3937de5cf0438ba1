import {
  MACHINE_CLIENT_CLAIM,
  MACHINE_SCOPE_CLAIM,
  oauthScope,
  scopesCover,
  scopesOfClaim,
  type MachineScope,
} from '#contracts/machine-scopes.ts';
import { passesGroupRule } from '#contracts/groups.ts';
import { staffCredentialRoutes } from '#contracts/routes/staff-credential-routes.ts';
import { findApiCredentialByClientId, type ApiCredentialRecord } from '../db/api-credentials.ts';
import { getUserById } from '../db/users.ts';
import type { StandingCheck } from '../users/staff-standing.ts';

// The decision of the scoped routes' authorizer (docs/api-credentials.md#the-gateway):
// a person's token of the web client passes as it would the JWT authorizer; a
// machine's access token passes when its credential is live, its scopes
// cover the route, the account it acts as is still enabled in the pool and
// the Admin who issued its secret still may issue one, and then carries its
// owner's identity.

export type ScopedDecision =
  { outcome: 'unauthorized' } | { outcome: 'forbidden' } | { outcome: 'allowed'; context: Record<string, string> };

/** Claims as API Gateway hands them to handlers: strings, arrays as "[a b]". */
export function claimsAsStrings(claims: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** The pool's word on accounts, cached for the staff check's window (staff-standing.ts). */
export type ActiveAccounts = Pick<StandingCheck, 'isActive' | 'groupsIfEnabled'>;

/** Who may issue a credential's secret: the create route's rule, which rotating shares. */
const ISSUER_RULE = staffCredentialRoutes.createApiCredential.auth;

/**
 * The issuing Admin is still enabled and still passes the rule (docs/security.md#machines-of-admins-who-left). A
 * credential made before issuers were recorded stands on the address it was made by, which the pool also answers to.
 */
async function issuerStands(credential: ApiCredentialRecord, accounts: ActiveAccounts): Promise<boolean> {
  const groups = await accounts.groupsIfEnabled(credential.issuerSub ?? credential.createdBy);
  return groups !== null && passesGroupRule(groups, ISSUER_RULE);
}

export async function decideScopedRequest(
  claims: Record<string, unknown>,
  routeScopes: readonly MachineScope[],
  webClientId: string,
  accounts: ActiveAccounts,
): Promise<ScopedDecision> {
  if (claims.token_use === 'id' && claims.aud === webClientId) return { outcome: 'allowed', context: claimsAsStrings(claims) };
  if (claims.token_use !== 'access' || typeof claims.client_id !== 'string') return { outcome: 'unauthorized' };
  if (claims.client_id === webClientId) return { outcome: 'allowed', context: claimsAsStrings(claims) };

  const credential = await findApiCredentialByClientId(claims.client_id);
  if (!credential || credential.revokedAt) return { outcome: 'unauthorized' };
  const granted = scopesOfClaim(claims.scope).filter((s) => credential.scopes.includes(s));
  if (!scopesCover(routeScopes, granted)) return { outcome: 'forbidden' };
  const [owner, issued] = await Promise.all([getUserById(credential.ownerUserId), issuerStands(credential, accounts)]);
  // A disabled (or deleted) account's machines stop too (docs/security.md#machines-of-disabled-accounts).
  if (!owner || !issued || !(await accounts.isActive(owner.sub))) return { outcome: 'unauthorized' };
  return {
    outcome: 'allowed',
    context: claimsAsStrings({
      sub: owner.sub,
      email: owner.email,
      'custom:user_id': owner.userId,
      given_name: owner.firstName,
      family_name: owner.lastName,
      'custom:organization': owner.organization,
      [MACHINE_CLIENT_CLAIM]: claims.client_id,
      [MACHINE_SCOPE_CLAIM]: granted.map(oauthScope).join(' '),
    }),
  };
}
