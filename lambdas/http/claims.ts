import { MACHINE_CLIENT_CLAIM, MACHINE_SCOPE_CLAIM, scopesOfClaim } from '#contracts/machine-scopes.ts';
import { GUEST_TOKEN_USE, guestOwnerId } from '#contracts/guest-sessions.ts';
import type { Actor, Identity } from '../core/actor.ts';

type Claims = Record<string, string | number | boolean | string[] | undefined>;

// API Gateway HTTP APIs hand claims over as strings; arrays become "[a b]".
// The local gateway does the same, so this is the one shape handlers parse.
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter(Boolean);
}

/**
 * The verified claims, from whichever authorizer ran: the JWT authorizer's
 * `jwt.claims`, or the scoped-route Lambda authorizer's context (`lambda`),
 * which holds a person's claims or, for a machine, its owner's claims plus
 * the machine's client id and scopes.
 */
export function authorizerClaims(event: { requestContext?: { authorizer?: unknown } }): Claims | undefined {
  const authorizer = event.requestContext?.authorizer as { jwt?: { claims?: Claims }; lambda?: Claims } | undefined;
  return authorizer?.jwt?.claims ?? authorizer?.lambda;
}

export function actorFromClaims(claims: Claims | undefined): Actor {
  if (!claims || typeof claims.sub !== 'string') return { kind: 'anonymous' };
  if (claims.token_use === GUEST_TOKEN_USE) return guestFromClaims(claims, claims.sub);
  const clientId = claims[MACHINE_CLIENT_CLAIM];
  if (typeof clientId === 'string' && clientId !== '') {
    // A machine never carries its owner's staff groups.
    const actsAs = identityFromClaims({ ...claims, 'cognito:groups': undefined }, claims.sub);
    return { kind: 'machine', clientId, scopes: scopesOfClaim(claims[MACHINE_SCOPE_CLAIM]), actsAs };
  }
  return identityFromClaims(claims, claims.sub);
}

function identityFromClaims(claims: Claims, sub: string): Identity {
  const str = (key: string): string | null => {
    const v = claims[key];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  return {
    kind: 'identity',
    sub,
    username: str('cognito:username') ?? str('username') ?? sub,
    email: str('email') ?? '',
    // API Gateway hands claims over as strings ("true"); the local gateway does the same.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    userId: str('custom:user_id'),
    groups: parseGroupsClaim(claims['cognito:groups']),
    givenName: str('given_name') ?? '',
    familyName: str('family_name') ?? '',
    organization: str('custom:organization'),
    phoneNumber: str('phone_number'),
  };
}

/** A guest, as only the Lambda authorizer says after checking its token (docs/access.md#guest-sessions). */
function guestFromClaims(claims: Claims, sub: string): Actor {
  const guestId = claims.guest_id;
  if (typeof guestId !== 'string' || guestId === '') return { kind: 'anonymous' };
  const guest: Identity = {
    kind: 'identity',
    sub,
    username: sub,
    email: '',
    emailVerified: false,
    userId: guestOwnerId(guestId),
    groups: [],
    givenName: '',
    familyName: '',
    organization: null,
    phoneNumber: null,
    guestId,
  };
  return guest;
}
