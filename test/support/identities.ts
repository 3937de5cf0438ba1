import { inject } from 'vitest';
import { waitForCode } from './outbox.ts';
import { totpCode, turnOnAuthenticatorApp } from './second-factor.ts';

type Json = Record<string, unknown>;

export async function cognito(action: string, body: Json): Promise<{ status: number; json: Json }> {
  const res = await fetch(inject('stack').cognitoUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

export type TestIdentity = {
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The secret of the account's authenticator app, when it has one (every staff identity made here does). */
  totpSecret?: string;
};

/** The authenticator secrets of the accounts this test file turned one on for; the seeded Admin's comes with the stack. */
const totpSecrets = new Map<string, string>();
const totpSecretOf = (email: string) =>
  totpSecrets.get(email) ?? (inject('stack').admin?.email === email ? inject('stack').admin!.totpSecret : undefined);

/** Signs in with the password, answering the authenticator app's challenge with a code from its secret when asked. */
export async function signIn(email: string, password: string): Promise<TestIdentity> {
  const stack = inject('stack');
  let r = await cognito('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password, PREFERRED_CHALLENGE: 'PASSWORD' },
  });
  const secret = totpSecretOf(email);
  if (r.status === 200 && r.json.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    if (!secret) throw new Error(`${email} is asked for an authenticator code, and no secret is known`);
    const username = (r.json.ChallengeParameters as Record<string, string> | undefined)?.USER_ID_FOR_SRP ?? email;
    r = await cognito('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: stack.userPoolClientId,
      Session: r.json.Session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
    });
  }
  if (r.status !== 200 || !r.json.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(r.json)}`);
  const result = r.json.AuthenticationResult as Record<string, string>;
  return {
    email,
    password,
    idToken: result.IdToken!,
    accessToken: result.AccessToken!,
    refreshToken: result.RefreshToken!,
    ...(secret ? { totpSecret: secret } : {}),
  };
}

/** Marks the account's e-mail confirmed or not (as an operator would) and signs in again, so the new token carries it. */
export async function withEmailVerified(login: { email: string; password: string }, verified: boolean): Promise<TestIdentity> {
  const updated = await cognito('AdminUpdateUserAttributes', {
    UserPoolId: inject('stack').userPoolId,
    Username: login.email,
    UserAttributes: [
      { Name: 'email', Value: login.email },
      { Name: 'email_verified', Value: String(verified) },
    ],
  });
  if (updated.status !== 200) throw new Error(`AdminUpdateUserAttributes failed: ${JSON.stringify(updated.json)}`);
  return signIn(login.email, login.password);
}

/** Turns on an authenticator app for a signed-in identity, through the account page's calls; the identity with its secret. */
export async function withAuthenticatorApp(identity: TestIdentity): Promise<TestIdentity> {
  const totpSecret = await turnOnAuthenticatorApp(cognito, identity.accessToken);
  totpSecrets.set(identity.email, totpSecret);
  return { ...identity, totpSecret };
}

/**
 * A new customer, signed up and confirmed with the code from the outbox, as a person would. With staff groups it
 * also turns on an authenticator app, as staff must (docs/security.md#staff-second-factor), unless told not to.
 */
export async function newCustomer(name = 'cust', groups: string[] = [], options: { secondFactor?: boolean } = {}): Promise<TestIdentity> {
  const stack = inject('stack');
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Solder-paste-42';
  const up = await cognito('SignUp', {
    ClientId: stack.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Test' },
      { Name: 'family_name', Value: name },
    ],
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.json)}`);
  const code = await waitForCode(stack.dataDir, email);
  const confirmed = await cognito('ConfirmSignUp', { ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: code });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.json)}`);
  for (const group of groups) await cognito('AdminAddUserToGroup', { UserPoolId: stack.userPoolId, Username: email, GroupName: group });
  const identity = await signIn(email, password);
  return groups.length > 0 && options.secondFactor !== false ? withAuthenticatorApp(identity) : identity;
}

export async function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await fetch(inject('stack').apiUrl + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    json = { raw: text };
  }
  return { status: res.status, json, headers: res.headers };
}
