import { createHmac, timingSafeEqual } from 'node:crypto';
import { GUEST_SESSION_SECONDS, GUEST_TOKEN_USE } from '#contracts/guest-sessions.ts';
import { newId } from '#contracts/ids.ts';

// Guest tokens (docs/access.md#guest-sessions): a JWT signed with HMAC-SHA256
// under a key only the stack holds. Its claims name the guest and say
// `token_use: guest`, which no Cognito token says, so the two never pass for
// each other. Nothing is stored: the signature and the expiry are the session.

/** Where the signing key comes from: the stack's secret in AWS, the local stack's own key locally (aws/guest-token-key.ts). */
export type GuestTokenKey = () => Promise<string>;

export type GuestClaims = { guestId: string; expiresAt: number };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function signature(key: string, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

/** A new guest and its token, valid GUEST_SESSION_SECONDS from `now`. */
export async function issueGuestToken(key: GuestTokenKey, now = Date.now()) {
  const guestId = newId(now);
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + GUEST_SESSION_SECONDS;
  const payload = base64url(JSON.stringify({ token_use: GUEST_TOKEN_USE, guest_id: guestId, iat: issuedAt, exp: expiresAt }));
  const signed = `${HEADER}.${payload}`;
  const token = `${signed}.${signature(await key(), signed).toString('base64url')}`;
  return { token, guestId, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** Whether the token claims to be a guest token (unverified): the authorizer then checks it as one and never as Cognito's. */
export function looksLikeGuestToken(token: string): boolean {
  return token.startsWith(`${HEADER}.`);
}

/** The guest of a valid, unexpired guest token; null for anything else. */
export async function verifyGuestToken(key: GuestTokenKey, token: string, now = Date.now()): Promise<GuestClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, sent] = parts as [string, string, string];
  const expected = signature(await key(), `${header}.${payload}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { token_use?: unknown; guest_id?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return null;
  }
  if (claims.token_use !== GUEST_TOKEN_USE || typeof claims.guest_id !== 'string' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= now) return null;
  return { guestId: claims.guest_id, expiresAt: claims.exp };
}
