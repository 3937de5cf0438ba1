import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { CognitoCall, Handlers } from './cognito-front.ts';
import { mintTokens, verifyAccessToken, type PoolUser } from './local-tokens.ts';

type Json = Record<string, unknown>;
type StoredCredential = {
  id: string;
  publicKey: string;
  counter: number;
  transports?: string[];
  createdAt: string;
  name: string;
  attachment?: string;
};
type State = { credentials: Record<string, StoredCredential[]>; refreshTokens: Record<string, { username: string; clientId: string }> };

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const error = (type: string, message: string) => ({ status: 400, json: { __type: type, message } });

type Options = { call: CognitoCall; issuer: () => string; stateFile: string; rpId?: string };

// Passkeys for the local pool (cognito-local has none): the WebAuthn
// registration calls, the USER_AUTH WEB_AUTHN challenge and refresh of the
// sessions it starts, verified with @simplewebauthn/server. Relying party:
// "localhost", so open the local store at http://localhost:<port>.
export function passkeyHandlers(options: Options): Handlers {
  const context = passkeyContext(options);
  return { ...registrationHandlers(context), ...signInHandlers(context) };
}

const originOf = (clientDataJSON: string) =>
  String((JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: string }).origin ?? '');
const allowedOrigin = (origin: string) =>
  /^http:\/\/localhost(:\d+)?$/.test(origin) || /^https:\/\//.test(origin) ? origin : 'https://invalid.origin';

type PasskeyContext = ReturnType<typeof passkeyContext>;

/** The saved credentials and sessions, and the pool lookups the handlers share. */
function passkeyContext(options: Options) {
  const rpID = options.rpId ?? 'localhost';
  const load = (): State =>
    existsSync(options.stateFile) ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) : { credentials: {}, refreshTokens: {} };
  const save = (s: State) => writeFileSync(options.stateFile, JSON.stringify(s, null, 2));

  async function poolUser(username: string, poolId: string): Promise<PoolUser | null> {
    const r = await options.call('AdminGetUser', { UserPoolId: poolId, Username: username });
    return r.status === 200 ? (r.json as PoolUser) : null;
  }
  async function poolIdForClient(clientId: string): Promise<string> {
    const pools = await options.call('ListUserPools', { MaxResults: 60 });
    for (const p of (pools.json.UserPools as { Id: string }[] | undefined) ?? []) {
      const c = await options.call('DescribeUserPoolClient', { UserPoolId: p.Id, ClientId: clientId });
      if (c.status === 200) return p.Id;
    }
    throw new Error(`No pool for client ${clientId}`);
  }
  async function tokensFor(username: string, clientId: string) {
    const poolId = await poolIdForClient(clientId);
    const user = await poolUser(username, poolId);
    if (!user) throw new Error('user vanished');
    const groups = await options.call('AdminListGroupsForUser', { UserPoolId: poolId, Username: user.Username });
    const names = ((groups.json.Groups as { GroupName: string }[] | undefined) ?? []).map((g) => g.GroupName);
    return mintTokens({ issuer: `${options.issuer()}/${poolId}`, clientId, user, groups: names });
  }
  async function caller(accessToken: unknown) {
    try {
      const poolIssuer = String(
        (JSON.parse(Buffer.from(String(accessToken).split('.')[1] ?? '', 'base64url').toString()) as { iss?: string }).iss ?? '',
      );
      if (!poolIssuer.startsWith(options.issuer())) throw new Error('foreign issuer');
      return await verifyAccessToken(String(accessToken), poolIssuer);
    } catch {
      return null;
    }
  }

  async function hidesUserExistence(poolId: string, clientId: string): Promise<boolean> {
    const described = await options.call('DescribeUserPoolClient', { UserPoolId: poolId, ClientId: clientId });
    return (described.json.UserPoolClient as { PreventUserExistenceErrors?: string } | undefined)?.PreventUserExistenceErrors === 'ENABLED';
  }

  return { rpID, load, save, poolUser, poolIdForClient, tokensFor, caller, hidesUserExistence };
}

/** Adding, listing and deleting a signed-in user's passkeys. */
function registrationHandlers({ rpID, load, save, caller }: PasskeyContext): Handlers {
  const pendingRegistrations = new Map<string, { challenge: string; at: number }>();
  return {
    async StartWebAuthnRegistration(body) {
      const who = await caller(body.AccessToken);
      if (!who) return error('NotAuthorizedException', 'Invalid Access Token');
      const existing = load().credentials[who.username] ?? [];
      const creationOptions = await generateRegistrationOptions({
        rpName: 'Copperline',
        rpID,
        userName: who.username,
        userID: new TextEncoder().encode(who.sub),
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.id })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      pendingRegistrations.set(who.username, { challenge: creationOptions.challenge, at: Date.now() });
      return { status: 200, json: { CredentialCreationOptions: creationOptions as unknown as Json } };
    },
    async CompleteWebAuthnRegistration(body) {
      const who = await caller(body.AccessToken);
      if (!who) return error('NotAuthorizedException', 'Invalid Access Token');
      const pending = pendingRegistrations.get(who.username);
      pendingRegistrations.delete(who.username);
      if (!pending || Date.now() - pending.at > CHALLENGE_TTL_MS)
        return error('WebAuthnChallengeNotFoundException', 'No registration is in progress.');
      const response = body.Credential as RegistrationResponseJSON;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: allowedOrigin(originOf(response.response.clientDataJSON)),
          expectedRPID: rpID,
          requireUserVerification: true,
        });
        if (!result.verified) throw new Error('not verified');
        const { credential } = result.registrationInfo;
        const state = load();
        (state.credentials[who.username] ??= []).push({
          id: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports,
          createdAt: new Date().toISOString(),
          name: `Passkey ${(state.credentials[who.username]?.length ?? 0) + 1}`,
          attachment: response.authenticatorAttachment,
        });
        save(state);
        return { status: 200, json: {} };
      } catch (e) {
        return error('WebAuthnClientMismatchException', `The passkey could not be verified: ${(e as Error).message}`);
      }
    },
    async ListWebAuthnCredentials(body) {
      const who = await caller(body.AccessToken);
      if (!who) return error('NotAuthorizedException', 'Invalid Access Token');
      const credentials = (load().credentials[who.username] ?? []).map((storedCredential) => ({
        CredentialId: storedCredential.id,
        FriendlyCredentialName: storedCredential.name,
        RelyingPartyId: rpID,
        AuthenticatorAttachment: storedCredential.attachment,
        AuthenticatorTransports: storedCredential.transports ?? [],
        CreatedAt: Date.parse(storedCredential.createdAt) / 1000,
      }));
      return { status: 200, json: { Credentials: credentials } };
    },
    async DeleteWebAuthnCredential(body) {
      const who = await caller(body.AccessToken);
      if (!who) return error('NotAuthorizedException', 'Invalid Access Token');
      const state = load();
      const before = state.credentials[who.username] ?? [];
      const after = before.filter((c) => c.id !== body.CredentialId);
      if (after.length === before.length) return error('ResourceNotFoundException', 'Credential not found.');
      state.credentials[who.username] = after;
      save(state);
      return { status: 200, json: {} };
    },
  };
}

/** Signing in with a passkey, and refreshing the sessions that starts. */
function signInHandlers({ rpID, load, save, poolUser, poolIdForClient, tokensFor, hidesUserExistence }: PasskeyContext): Handlers {
  const pendingSignIns = new Map<string, { challenge: string; username: string; clientId: string; at: number }>();
  return {
    /** USER_AUTH with PREFERRED_CHALLENGE=WEB_AUTHN. */
    async StartPasskeySignIn(body) {
      const params = (body.AuthParameters ?? {}) as Record<string, string>;
      const clientId = String(body.ClientId);
      const poolId = await poolIdForClient(clientId);
      const user = await poolUser(params.USERNAME ?? '', poolId);
      const credentials = user ? (load().credentials[user.Username] ?? []) : [];
      // A client that prevents user existence errors (the store's) answers an unknown address as one without a
      // passkey (docs/security.md#account-enumeration).
      if (!user && !(await hidesUserExistence(poolId, clientId))) return error('UserNotFoundException', 'User does not exist.');
      if (!user || credentials.length === 0)
        return error('InvalidParameterException', 'WEB_AUTHN is not available for this user: no passkey is registered.');
      const requestOptions = await generateAuthenticationOptions({
        rpID,
        allowCredentials: credentials.map((c) => ({ id: c.id })),
        userVerification: 'required',
      });
      const session = randomBytes(32).toString('base64url');
      pendingSignIns.set(session, { challenge: requestOptions.challenge, username: user.Username, clientId, at: Date.now() });
      return {
        status: 200,
        json: {
          ChallengeName: 'WEB_AUTHN',
          Session: session,
          ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(requestOptions) },
        },
      };
    },
    async RespondToWebAuthnChallenge(body) {
      const pending = pendingSignIns.get(String(body.Session));
      pendingSignIns.delete(String(body.Session));
      if (!pending || Date.now() - pending.at > CHALLENGE_TTL_MS)
        return error('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      const responses = (body.ChallengeResponses ?? {}) as Record<string, string>;
      const response = JSON.parse(responses.CREDENTIAL ?? '{}') as AuthenticationResponseJSON;
      const state = load();
      const stored = (state.credentials[pending.username] ?? []).find((c) => c.id === response.id);
      if (!stored) return error('NotAuthorizedException', 'The passkey is not registered for this user.');
      const credential: WebAuthnCredential = {
        id: stored.id,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports as WebAuthnCredential['transports'],
      };
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: allowedOrigin(originOf(response.response.clientDataJSON)),
          expectedRPID: rpID,
          credential,
          requireUserVerification: true,
        });
        if (!result.verified) throw new Error('not verified');
        stored.counter = result.authenticationInfo.newCounter;
      } catch (e) {
        return error('NotAuthorizedException', `The passkey could not be verified: ${(e as Error).message}`);
      }
      const refreshToken = randomBytes(48).toString('base64url');
      state.refreshTokens[refreshToken] = { username: pending.username, clientId: pending.clientId };
      save(state);
      return {
        status: 200,
        json: {
          ChallengeParameters: {},
          AuthenticationResult: { ...(await tokensFor(pending.username, pending.clientId)), RefreshToken: refreshToken },
        },
      };
    },
    /** Refresh for sessions this front started; null when the token is cognito-local's. */
    async RefreshPasskeySession(body) {
      const entry = load().refreshTokens[String(body.RefreshToken)];
      if (!entry) return { status: 404, json: {} };
      return {
        status: 200,
        json: { AuthenticationResult: { ...(await tokensFor(entry.username, entry.clientId)), RefreshToken: body.RefreshToken } },
      };
    },
  };
}
