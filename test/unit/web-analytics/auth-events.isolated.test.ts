import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT, type AnalyticsDetail } from '../../../web/src/lib/analytics-events.ts';

// docs/analytics.md#events: the account events, published by the real auth actions; Amplify, the API
// client and the session store are replaced, the page's bus is a plain EventTarget.

const session = vi.hoisted(() => ({ signedIn: false, loadError: null as Error | null, marketingStatus: 200 }));

vi.mock('../../../web/src/lib/auth/amplify.ts', () => ({
  signUp: vi.fn(() => Promise.resolve({ isSignUpComplete: false })),
  signIn: vi.fn(),
  signOut: vi.fn(),
  confirmSignIn: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
}));
vi.mock('../../../web/src/lib/api/api-client.ts', () => ({
  callApi: vi.fn(() =>
    session.marketingStatus === 200
      ? Promise.resolve({})
      : Promise.reject(Object.assign(new Error('x'), { status: session.marketingStatus })),
  ),
  setTokenSource: vi.fn(),
}));
vi.mock('../../../web/src/lib/auth/auth-store.ts', () => ({
  authStore: { get: () => ({ loading: false, signedIn: session.signedIn, user: null }), subscribe: () => () => undefined },
  loadUser: vi.fn(() => Promise.resolve(session.loadError)),
  bearerToken: {},
}));

const { createAccount, finishSignIn } = await import('../../../web/src/features/auth/auth-actions.ts');
const { configureAuth } = await import('../../../web/src/lib/auth/configure-auth.ts');

let published: AnalyticsDetail[] = [];
beforeEach(() => {
  const bus = new EventTarget();
  bus.addEventListener(ANALYTICS_EVENT, (e) => void published.push((e as CustomEvent<AnalyticsDetail>).detail));
  vi.stubGlobal('window', bus);
  published = [];
  Object.assign(session, { signedIn: false, loadError: null, marketingStatus: 200 });
});
afterEach(() => vi.unstubAllGlobals());

const values = {
  email: ' ada@example.com ',
  password: 'Passw0rd!',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '',
  organization: '',
};

describe('account events', () => {
  it('"Account created" carries the marketing opt-in, ticked or not, and is sent even when the marketing call fails', async () => {
    await createAccount({ ...values, marketingOptIn: true });
    await createAccount({ ...values, marketingOptIn: false });
    session.marketingStatus = 500;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await createAccount({ ...values, marketingOptIn: true });
    expect(published).toEqual([
      { name: 'Account created', properties: { 'marketing-opt-in': true } },
      { name: 'Account created', properties: { 'marketing-opt-in': false } },
      { name: 'Account created', properties: { 'marketing-opt-in': true } },
    ]);
  });

  it('"Signed in" once the user is loaded after the sign-in form; nothing when loading failed', async () => {
    session.signedIn = true;
    await finishSignIn();
    expect(published).toEqual([{ name: 'Signed in', properties: {} }]);
    session.loadError = new Error('Failed to check account status');
    await expect(finishSignIn()).rejects.toThrow();
    expect(published).toHaveLength(1);
  });

  it('"Already signed in" when a visit starts with a live session, nothing for a signed-out visitor', async () => {
    session.signedIn = true;
    configureAuth();
    await vi.waitFor(() => expect(published).toEqual([{ name: 'Already signed in', properties: {} }]));
    published = [];
    session.signedIn = false;
    configureAuth();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published).toEqual([]);
  });
});
