import { createHash, randomBytes } from 'node:crypto';
import type { TokenVerifier } from './jwt.ts';

// A stand-in for the Cognito identity pool's two calls Amplify makes for a
// signed-in user (AWSCognitoIdentityService JSON protocol), served by the
// local Cognito front: GetId and GetCredentialsForIdentity. Like the real
// pool it takes only id tokens of the store's user pool and web client,
// checked (signature, issuer, expiry, audience) on every call, has no guest
// identities, keeps one identity per user, and answers with the same errors.
// The credentials are random strings that no local emulator checks: the
// store makes no browser-side AWS call with them. see docs/security.md#identity-pool

type Json = Record<string, unknown>;
type Answer = { status: number; json: Json };

export const CREDENTIALS_LIFETIME_MS = 60 * 60_000; // Cognito's: one hour

const error = (type: string, message: string): Answer => ({ status: 400, json: { __type: type, message } });

/** A UUID made from a hash, so ids stay the same across restarts without storage. */
function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The local identity pool's id: region:uuid, as Amplify reads the region from it. */
export function localIdentityPoolId(region: string, userPoolId: string): string {
  return `${region}:${uuidFrom(`identity-pool:${userPoolId}`)}`;
}

export type IdentityPoolOptions = {
  region: string;
  identityPoolId: string;
  /** The user pool's issuer, e.g. http://127.0.0.1:9229/local_abc; its Logins key is this without the scheme. */
  issuer: string;
  clientId: string;
  verifier: () => TokenVerifier;
  now?: () => number;
};

export function identityPoolHandlers(options: IdentityPoolOptions): Record<string, (body: Json) => Promise<Answer>> {
  const providerName = options.issuer.replace(/^\w+:\/\//, '');
  const now = options.now ?? Date.now;

  // The identity a request's Logins map proves, or the error Cognito gives.
  const identityOf = async (body: Json): Promise<{ identityId: string } | Answer> => {
    if (body.IdentityPoolId !== undefined && body.IdentityPoolId !== options.identityPoolId) {
      return error('ResourceNotFoundException', `IdentityPool '${String(body.IdentityPoolId)}' not found.`);
    }
    const logins = body.Logins;
    if (!logins || typeof logins !== 'object' || Object.keys(logins).length === 0) {
      return error('NotAuthorizedException', 'Unauthenticated access is not supported for this identity pool.');
    }
    const entries = Object.entries(logins as Record<string, unknown>);
    const foreign = entries.find(([provider]) => provider !== providerName);
    if (foreign) return error('NotAuthorizedException', `Invalid login token. Issuer doesn't match providerName`);
    const token = entries[0]?.[1];
    if (typeof token !== 'string')
      return error('NotAuthorizedException', 'Invalid login token. Not a valid OpenId Connect identity token.');
    let payload: Json;
    try {
      payload = (await options.verifier().verify(token)) as Json;
    } catch (e) {
      const expired = e instanceof Error && /expired/i.test(e.message);
      return error(
        'NotAuthorizedException',
        expired ? 'Invalid login token. Token expired.' : 'Invalid login token. Not a valid OpenId Connect identity token.',
      );
    }
    if (payload.token_use !== 'id' || payload.aud !== options.clientId || typeof payload.sub !== 'string') {
      return error('NotAuthorizedException', 'Invalid login token. Not a valid OpenId Connect identity token.');
    }
    const region = options.identityPoolId.split(':')[0];
    return { identityId: `${region}:${uuidFrom(`${options.identityPoolId}:${payload.sub}`)}` };
  };

  return {
    async GetId(body) {
      if (body.IdentityPoolId !== options.identityPoolId)
        return error('ResourceNotFoundException', `IdentityPool '${String(body.IdentityPoolId)}' not found.`);
      const identity = await identityOf(body);
      if ('status' in identity) return identity;
      return { status: 200, json: { IdentityId: identity.identityId } };
    },
    async GetCredentialsForIdentity(body) {
      if (typeof body.IdentityId !== 'string')
        return error(
          'InvalidParameterException',
          "1 validation error detected: Value null at 'identityId' failed to satisfy constraint: Member must not be null",
        );
      const identity = await identityOf(body);
      if ('status' in identity) return identity;
      if (identity.identityId !== body.IdentityId) {
        return error(
          'NotAuthorizedException',
          "Logins don't match. Please include at least one valid login for this identity or identity pool.",
        );
      }
      return {
        status: 200,
        json: {
          IdentityId: identity.identityId,
          Credentials: {
            AccessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
            SecretKey: randomBytes(30).toString('base64'),
            SessionToken: randomBytes(96).toString('base64'),
            // The JSON protocol's timestamps are epoch seconds.
            Expiration: Math.floor((now() + CREDENTIALS_LIFETIME_MS) / 1000),
          },
        },
      };
    },
  };
}
