import { generateKeyPairSync, sign } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_LIFETIME_MS, identityPoolHandlers, localIdentityPoolId } from '../../../local/cognito-identity.ts';
import type { TokenVerifier } from '../../../local/jwt.ts';

// Real RS256 tokens checked by aws-jwt-verify, as the local stack does (local/jwt.ts).
const issuer = 'http://127.0.0.1:9229/local_pool1';
const clientId = 'webclient1';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function token(claims: Record<string, unknown>, key = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
  const body = b64({ iss: issuer, aud: clientId, token_use: 'id', sub: 'user-1', iat: now, exp: now + 3600, ...claims });
  return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
}

const jwtVerifier = JwtVerifier.create({ issuer, audience: null });
jwtVerifier.cacheJwks({ keys: [jwk] } as Parameters<typeof jwtVerifier.cacheJwks>[0]);
const verifier: TokenVerifier = { verify: (t) => jwtVerifier.verify(t) };

const identityPoolId = localIdentityPoolId('us-east-1', 'local_pool1');
const now = 1_764_000_000_000;
const pool = identityPoolHandlers({ region: 'us-east-1', identityPoolId, issuer, clientId, verifier: () => verifier, now: () => now });
const provider = '127.0.0.1:9229/local_pool1';

describe('the local identity pool', () => {
  it('has a region:uuid id, stable for a user pool', () => {
    expect(identityPoolId).toMatch(/^us-east-1:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localIdentityPoolId('us-east-1', 'local_pool1')).toBe(identityPoolId);
    expect(localIdentityPoolId('us-east-1', 'local_pool2')).not.toBe(identityPoolId);
  });

  it('GetId: one identity per user, the same on every call', async () => {
    const first = await pool.GetId!({ IdentityPoolId: identityPoolId, Logins: { [provider]: token({}) } });
    expect(first.status).toBe(200);
    expect(first.json.IdentityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    const again = await pool.GetId!({ IdentityPoolId: identityPoolId, Logins: { [provider]: token({}) } });
    expect(again.json.IdentityId).toBe(first.json.IdentityId);
    const other = await pool.GetId!({ IdentityPoolId: identityPoolId, Logins: { [provider]: token({ sub: 'user-2' }) } });
    expect(other.json.IdentityId).not.toBe(first.json.IdentityId);
  });

  it('GetCredentialsForIdentity: temporary credentials for one hour, for the identity the token proves', async () => {
    const { json } = await pool.GetId!({ IdentityPoolId: identityPoolId, Logins: { [provider]: token({}) } });
    const r = await pool.GetCredentialsForIdentity!({ IdentityId: json.IdentityId, Logins: { [provider]: token({}) } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      IdentityId: json.IdentityId,
      Credentials: {
        AccessKeyId: expect.stringMatching(/^ASIA[0-9A-F]{16}$/),
        SecretKey: expect.any(String),
        SessionToken: expect.any(String),
        Expiration: (now + CREDENTIALS_LIFETIME_MS) / 1000,
      },
    });
    const someoneElse = await pool.GetCredentialsForIdentity!({
      IdentityId: json.IdentityId,
      Logins: { [provider]: token({ sub: 'user-2' }) },
    });
    expect(someoneElse.json).toMatchObject({ __type: 'NotAuthorizedException', message: expect.stringContaining("Logins don't match") });
  });

  it.each([
    [
      'no Logins (guests are not allowed)',
      { IdentityPoolId: identityPoolId },
      'NotAuthorizedException',
      'Unauthenticated access is not supported',
    ],
    [
      'another pool id',
      { IdentityPoolId: 'us-east-1:00000000-0000-4000-a000-000000000000', Logins: { [provider]: token({}) } },
      'ResourceNotFoundException',
      'not found',
    ],
    [
      'another provider',
      { IdentityPoolId: identityPoolId, Logins: { 'cognito-idp.us-east-1.amazonaws.com/us-east-1_x': token({}) } },
      'NotAuthorizedException',
      'Invalid login token',
    ],
    [
      'an access token',
      { IdentityPoolId: identityPoolId, Logins: { [provider]: token({ token_use: 'access', aud: undefined, client_id: clientId }) } },
      'NotAuthorizedException',
      'Invalid login token',
    ],
    [
      'another client’s token',
      { IdentityPoolId: identityPoolId, Logins: { [provider]: token({ aud: 'other-client' }) } },
      'NotAuthorizedException',
      'Invalid login token',
    ],
    [
      'an expired token',
      { IdentityPoolId: identityPoolId, Logins: { [provider]: token({ exp: Math.floor(Date.now() / 1000) - 60 }) } },
      'NotAuthorizedException',
      'Token expired',
    ],
    [
      'a forged signature',
      { IdentityPoolId: identityPoolId, Logins: { [provider]: token({}, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey) } },
      'NotAuthorizedException',
      'Invalid login token',
    ],
  ])('GetId refuses %s as Cognito does', async (_name, body, type, message) => {
    const r = await pool.GetId!(body);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ __type: type, message: expect.stringContaining(message) });
  });
});
