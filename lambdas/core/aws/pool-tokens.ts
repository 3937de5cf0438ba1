import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

// Verifies the user pool's tokens for the scoped-route authorizer: signature
// against the pool's JWKS, issuer and expiry. Which client a token belongs to
// is the caller's question (people: the web client; machines: a credential).
type Verify = (token: string) => Promise<JwtPayload>;
let ready: { issuer: string; verify: Promise<Verify> } | undefined;

async function load(issuer: string): Promise<Verify> {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({ issuer, audience: null, jwksUri });
  // Loaded by hand once per container: aws-jwt-verify fetches only https
  // JWKS, and the local pool serves http.
  const res = await fetch(jwksUri);
  if (!res.ok) throw new Error(`Cannot load JWKS from ${jwksUri}: ${res.status}`);
  verifier.cacheJwks((await res.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return (token) => verifier.verify(token);
}

export async function verifyPoolToken(token: string): Promise<JwtPayload> {
  const issuer = process.env.TOKEN_ISSUER;
  if (!issuer) throw new Error('TOKEN_ISSUER is not set');
  if (ready?.issuer !== issuer) ready = { issuer, verify: load(issuer) };
  let verify: Verify;
  try {
    verify = await ready.verify;
  } catch (error) {
    ready = undefined;
    throw error;
  }
  return verify(token);
}
