import { fetchAuthSession, fetchUserAttributes, signOut } from 'aws-amplify/auth';
import { callApi } from '../../lib/api/api-client.ts';

export type AuthUser = {
  userId: string | null;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  phoneNumber: string | null;
  organization: string | null;
  /** custom:flags, a JSON object (SPEC §3); {} when absent or unreadable. */
  flags: Record<string, unknown>;
};
export type AuthState = { loading: boolean; signedIn: boolean; user: AuthUser | null };

const SIGNED_OUT: AuthState = { loading: false, signedIn: false, user: null };
let state: AuthState = { loading: true, signedIn: false, user: null };
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

export const authStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The bearer token for API calls: the id token (it carries custom:user_id and groups). */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

function parseFlags(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function readUser(): Promise<AuthUser> {
  const session = await fetchAuthSession();
  const idToken = session.tokens?.idToken;
  if (!idToken) throw new Error('No session');
  const attributes = await fetchUserAttributes();
  const groups = idToken.payload['cognito:groups'];
  return {
    userId: attributes['custom:user_id'] ?? null,
    sub: attributes.sub ?? String(idToken.payload.sub),
    email: attributes.email ?? '',
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    groups: Array.isArray(groups) ? groups.map(String) : [],
    phoneNumber: attributes.phone_number ?? null,
    organization: attributes['custom:organization'] ?? null,
    flags: parseFlags(attributes['custom:flags']),
  };
}

/**
 * SPEC §4: after sign-in fetch the attributes; when the custom user id is
 * missing, create the product user and fetch again (with fresh tokens). Any
 * failure leaves the visitor signed out.
 */
export async function loadUser(options: { showLoading?: boolean } = {}): Promise<AuthState> {
  // The auth screen keeps itself on screen (and can show an error) while it loads the user.
  if (options.showLoading !== false) set({ ...state, loading: true });
  try {
    const session = await fetchAuthSession();
    if (!session.tokens?.idToken) {
      set(SIGNED_OUT);
      return state;
    }
    let user = await readUser();
    if (!user.userId) {
      await callApi('createUser', {});
      await fetchAuthSession({ forceRefresh: true });
      user = await readUser();
    }
    if (!user.userId || !user.email) throw new Error('Invalid auth behavior');
    set({ loading: false, signedIn: true, user });
  } catch (error) {
    console.error('Could not load the signed-in user', error);
    set(SIGNED_OUT);
    await signOut().catch(() => undefined);
  }
  return state;
}

/** Re-reads the attributes after an edit, without the loading state (the page stays). */
export async function refreshUser(): Promise<void> {
  if (!state.signedIn) return;
  const user = await readUser();
  set({ loading: false, signedIn: true, user });
}

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  set(SIGNED_OUT);
}
