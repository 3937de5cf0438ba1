// docs/states.md#session-and-sign-in (session and sign-in behaviour) and docs/messages.md#identity-service-messages: after sign-in, read the
// identity's attributes; without custom:user_id, create the product user
// (PUT /users) and read them again with fresh tokens. Any failure signs out.
// The Amplify calls come in as arguments, so the rules are tested without a pool.

export type AuthUser = {
  userId: string | null;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  phoneNumber: string | null;
  organization: string | null;
  /** custom:flags, a JSON object (docs/data-model.md#account-attributes); {} when absent or unreadable. */
  flags: Record<string, unknown>;
};

type Session = { tokens?: { idToken?: { payload: Record<string, unknown> } } };
export type LoadUserDeps = {
  fetchAuthSession(options?: { forceRefresh?: boolean }): Promise<Session>;
  fetchUserAttributes(): Promise<Partial<Record<string, string>>>;
  /** PUT /users. */
  createUser(): Promise<unknown>;
  signOut(): Promise<unknown>;
};

export type LoadUserOutcome = { kind: 'signedOut' } | { kind: 'signedIn'; user: AuthUser } | { kind: 'failed'; error: Error };

// wording (docs/messages.md#identity-service-messages).
export const ACCOUNT_CHECK_FAILED = 'Failed to check account status';
export const INVALID_AUTH_BEHAVIOR = 'Invalid auth behavior';

export function parseFlags(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The signed-in user from the attributes; groups from the id token's group claim. */
export async function readUser(deps: Pick<LoadUserDeps, 'fetchAuthSession' | 'fetchUserAttributes'>): Promise<AuthUser> {
  const idToken = (await deps.fetchAuthSession()).tokens?.idToken;
  if (!idToken) throw new Error('No session');
  const attributes = await deps.fetchUserAttributes();
  const groups = idToken.payload['cognito:groups'];
  return {
    userId: attributes['custom:user_id'] || null,
    sub: attributes.sub ?? String(idToken.payload.sub),
    email: attributes.email ?? '',
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    groups: Array.isArray(groups) ? groups.map(String) : [],
    phoneNumber: attributes.phone_number || null,
    organization: attributes['custom:organization'] || null,
    flags: parseFlags(attributes['custom:flags']),
  };
}

export async function loadSignedInUser(deps: LoadUserDeps): Promise<LoadUserOutcome> {
  try {
    const session = await deps.fetchAuthSession();
    if (!session.tokens?.idToken) return { kind: 'signedOut' };
    let user = await readUser(deps);
    if (!user.userId) {
      try {
        await deps.createUser();
      } catch (cause) {
        throw new Error(ACCOUNT_CHECK_FAILED, { cause });
      }
      await deps.fetchAuthSession({ forceRefresh: true });
      user = await readUser(deps);
    }
    if (!user.userId || !user.email) throw new Error(INVALID_AUTH_BEHAVIOR);
    return { kind: 'signedIn', user };
  } catch (error) {
    await deps.signOut().catch(() => undefined);
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
