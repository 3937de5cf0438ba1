import type { Actor } from '../core/actor.ts';

type Claims = Record<string, string | number | boolean | string[] | undefined>;

// API Gateway HTTP APIs hand claims over as strings; arrays become "[a b]".
// The local gateway does the same, so this is the one shape handlers parse.
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter(Boolean);
}

export function actorFromClaims(claims: Claims | undefined): Actor {
  if (!claims || typeof claims.sub !== 'string') return { kind: 'anonymous' };
  const str = (key: string): string | null => {
    const v = claims[key];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  return {
    kind: 'identity',
    sub: claims.sub,
    username: str('cognito:username') ?? str('username') ?? claims.sub,
    email: str('email') ?? '',
    userId: str('custom:user_id'),
    groups: parseGroupsClaim(claims['cognito:groups']),
    givenName: str('given_name') ?? '',
    familyName: str('family_name') ?? '',
    organization: str('custom:organization'),
    phoneNumber: str('phone_number'),
  };
}
