import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type TokenVerifier = { verify(token: string): Promise<JwtPayload> };

// What API Gateway's JWT authorizer checks for a Cognito pool: signature
// against the pool's JWKS, issuer, expiry, and that the token was issued to
// our app client (`aud` on id tokens, `client_id` on access tokens).
export async function createTokenVerifier(options: { issuer: string; clientId: string }): Promise<TokenVerifier> {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.aud !== options.clientId && payload.client_id !== options.clientId)
        throw new Error('Token was not issued for this client');
    },
  });
  // aws-jwt-verify fetches only https JWKS; the local pool serves http, so
  // the keys are loaded here and handed over.
  const res = await fetch(jwksUri);
  if (!res.ok) throw new Error(`Cannot load JWKS from ${jwksUri}: ${res.status}`);
  verifier.cacheJwks((await res.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return { verify: (token) => verifier.verify(token) };
}
