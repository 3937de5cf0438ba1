import { inject } from 'vitest';
import { waitForCode } from './outbox.ts';

type Json = Record<string, unknown>;

export async function cognito(action: string, body: Json): Promise<{ status: number; json: Json }> {
  const res = await fetch(inject('stack').cognitoUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

export type TestIdentity = { email: string; password: string; idToken: string; accessToken: string; refreshToken: string };

export async function signIn(email: string, password: string): Promise<TestIdentity> {
  const stack = inject('stack');
  const r = await cognito('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password, PREFERRED_CHALLENGE: 'PASSWORD' },
  });
  if (r.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(r.json)}`);
  const result = r.json.AuthenticationResult as Record<string, string>;
  return { email, password, idToken: result.IdToken!, accessToken: result.AccessToken!, refreshToken: result.RefreshToken! };
}

/** A new customer, signed up and confirmed with the code from the outbox, as a person would. */
export async function newCustomer(name = 'cust', groups: string[] = []): Promise<TestIdentity> {
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
  return signIn(email, password);
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
