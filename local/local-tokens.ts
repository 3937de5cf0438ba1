import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// Tokens for sign-ins the front completes itself (passkeys): signed with
// cognito-local's own key and shaped like its tokens, so its JWKS, the
// gateway and cognito-local's GetUser all accept them.
const require = createRequire(import.meta.url);
const privateJwk = (require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: Record<string, string> }).jwk;
const publicJwk = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> }).jwk;
const KID = 'CognitoLocal';

export type PoolUser = { Username: string; UserAttributes?: { Name: string; Value?: string }[] };

export async function mintTokens(options: { issuer: string; clientId: string; user: PoolUser; groups: string[] }) {
  const key = await importJWK(privateJwk, 'RS256');
  const attrs = Object.fromEntries((options.user.UserAttributes ?? []).map((a) => [a.Name, a.Value ?? '']));
  const now = Math.floor(Date.now() / 1000);
  const eventId = randomUUID();
  const groups = options.groups.length ? { 'cognito:groups': options.groups } : {};
  const idClaims: JWTPayload = { 'cognito:username': options.user.Username, auth_time: now, event_id: eventId, token_use: 'id', ...groups };
  for (const [name, value] of Object.entries(attrs)) idClaims[name] = name.endsWith('_verified') ? value === 'true' : value;
  const sign = (claims: JWTPayload, audience?: string) => {
    const jwt = new SignJWT({ ...claims, jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuedAt(now)
      .setIssuer(options.issuer)
      .setExpirationTime('1h');
    return (audience ? jwt.setAudience(audience) : jwt).sign(key);
  };
  return {
    IdToken: await sign(idClaims, options.clientId),
    AccessToken: await sign({
      auth_time: now,
      client_id: options.clientId,
      event_id: eventId,
      scope: 'aws.cognito.signin.user.admin',
      sub: attrs.sub,
      token_use: 'access',
      username: options.user.Username,
      ...groups,
    }),
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  };
}

/** Checks an access token as Cognito would before a self-service call. */
export async function verifyAccessToken(token: string, issuer: string): Promise<{ username: string; clientId: string; sub: string }> {
  const { payload } = await jwtVerify(token, await importJWK(publicJwk, 'RS256'), { issuer });
  if (payload.token_use !== 'access') throw new Error('not an access token');
  return { username: String(payload.username), clientId: String(payload.client_id), sub: String(payload.sub) };
}

/** An access token of the client-credentials grant, shaped as a real pool's (sub and client_id are the client). */
export async function mintClientCredentialsToken(options: {
  issuer: string;
  clientId: string;
  scope: string;
  ttlSeconds: number;
}): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: options.clientId,
    token_use: 'access',
    scope: options.scope,
    auth_time: now,
    version: 2,
    client_id: options.clientId,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuedAt(now)
    .setIssuer(options.issuer)
    .setExpirationTime(now + options.ttlSeconds)
    .sign(key);
}
