import { runtimeConfig } from '#web/config/runtime-config.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { bearerTokenSource } from './bearer-token.ts';
import { trackAuthEvent } from './auth-analytics.ts';
import { loadSignedInUser, readUser, type AuthUser, type LoadUserDeps } from './load-user.ts';
import { recordProfessional } from './professional-customer.ts';
import { hasStoredSession } from './stored-session.ts';

export type { AuthUser } from './load-user.ts';
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
  /** What a prerendered page shows (docs/performance.md#prerendered-pages): a first visit, signed out. */
  getPrerendered: () => SIGNED_OUT,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Amplify loads on first use (see docs/performance.md#auth-without-amplify).
const auth = () => import('./amplify.ts');
const signedOutHere = () => !hasStoredSession(runtimeConfig().userPoolClientId);

const amplify: LoadUserDeps = {
  fetchAuthSession: async (options) => (await auth()).fetchAuthSession(options),
  fetchUserAttributes: async () => (await auth()).fetchUserAttributes(),
  createUser: () => callApi('createUser', {}),
  signOut: async () => (await auth()).signOut(),
};

/** The bearer tokens of API calls (registered with the API client by configure-auth). */
export const bearerToken = bearerTokenSource({
  // Without a stored session there is no token to read: no need to load Amplify (a forced read still asks it).
  fetchAuthSession: async (options) => (!options.forceRefresh && signedOutHere() ? {} : (await auth()).fetchAuthSession(options)),
  isSignedIn: () => state.signedIn,
  reload: () => window.location.reload(),
});

/**
 * Loads the signed-in user into the store (load-user.ts has the rules).
 * Resolves to the error when loading failed; the visitor is then signed out.
 */
export async function loadUser(options: { showLoading?: boolean } = {}): Promise<Error | null> {
  // The auth screen keeps itself on screen (and can show an error) while it loads the user.
  if (options.showLoading !== false) set({ ...state, loading: true });
  if (signedOutHere()) {
    set(SIGNED_OUT);
    return null;
  }
  const outcome = await loadSignedInUser(amplify);
  if (outcome.kind === 'signedIn') {
    set({ loading: false, signedIn: true, user: outcome.user });
    noteProfessional(outcome.user);
    return null;
  }
  set(SIGNED_OUT);
  if (outcome.kind === 'signedOut') return null;
  console.error('Could not load the signed-in user', outcome.error);
  return outcome.error;
}

/** Re-reads the attributes after an edit, without the loading state (the page stays). */
export async function refreshUser(): Promise<void> {
  if (!state.signedIn) return;
  const user = await readUser(amplify);
  set({ loading: false, signedIn: true, user });
  noteProfessional(user);
}

// Once per user and page: loadUser and refreshUser may both see the same new organisation.
const professionalNoted = new Set<string>();
function noteProfessional(user: AuthUser): void {
  if (professionalNoted.has(user.sub)) return;
  professionalNoted.add(user.sub);
  recordProfessional(user, {
    writeFlags: async (json) => void (await (await auth()).updateUserAttributes({ userAttributes: { 'custom:flags': json } })),
    publish: () => trackAuthEvent('Customer is a professional'),
  }).then(
    (flags) => {
      if (!flags) professionalNoted.delete(user.sub);
      else if (state.user?.sub === user.sub) set({ ...state, user: { ...state.user, flags } });
    },
    (error: unknown) => {
      professionalNoted.delete(user.sub);
      console.error('Could not record the professional flag', error);
    },
  );
}

export async function signOutEverywhere(): Promise<void> {
  // Signed out in the store first: a call made while Amplify clears the tokens
  // must not look like a broken session (which reloads the page).
  set(SIGNED_OUT);
  await amplify.signOut();
}
