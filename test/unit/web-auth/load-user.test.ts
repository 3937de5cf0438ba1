import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHECK_FAILED, INVALID_AUTH_BEHAVIOR, loadSignedInUser, type LoadUserDeps } from '../../../web/src/lib/auth/load-user.ts';

// after sign-in (docs/states.md#session-and-sign-in) and messages (docs/messages.md#identity-service-messages), with Amplify's calls stubbed.
const ID_TOKEN = { payload: { sub: 'sub-1', 'cognito:groups': ['Blogger'] } };
const USER_ID = 'a'.repeat(24);

function deps(options: { attributes: Partial<Record<string, string>>[]; createUser?: () => Promise<unknown>; session?: boolean }) {
  const attributes = [...options.attributes];
  const calls: string[] = [];
  const d: LoadUserDeps = {
    fetchAuthSession: vi.fn(async (sessionOptions?: { forceRefresh?: boolean }) => {
      calls.push(sessionOptions?.forceRefresh ? 'session(force)' : 'session');
      return options.session === false ? {} : { tokens: { idToken: ID_TOKEN } };
    }),
    fetchUserAttributes: vi.fn(async () => {
      calls.push('attributes');
      return attributes.length > 1 ? attributes.shift()! : attributes[0]!;
    }),
    createUser: vi.fn(async () => {
      calls.push('createUser');
      return (options.createUser ?? (async () => ({})))();
    }),
    signOut: vi.fn(async () => {
      calls.push('signOut');
    }),
  };
  return { d, calls };
}

const ada = { sub: 'sub-1', email: 'ada@example.com', given_name: 'Ada', family_name: 'Lovelace', 'custom:flags': '{"beta":true}' };

describe('after sign-in (docs/states.md#session-and-sign-in)', () => {
  it('reads the attributes and groups; a user with custom:user_id needs no create call', async () => {
    const { d, calls } = deps({ attributes: [{ ...ada, 'custom:user_id': USER_ID }] });
    const outcome = await loadSignedInUser(d);
    expect(outcome).toEqual({
      kind: 'signedIn',
      user: {
        userId: USER_ID,
        sub: 'sub-1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        groups: ['Blogger'],
        phoneNumber: null,
        organization: null,
        flags: { beta: true },
      },
    });
    expect(calls).not.toContain('createUser');
    expect(calls).not.toContain('signOut');
  });

  it('creates the product user when custom:user_id is missing, then reads the attributes again with fresh tokens', async () => {
    const { d, calls } = deps({ attributes: [ada, { ...ada, 'custom:user_id': USER_ID }] });
    const outcome = await loadSignedInUser(d);
    expect(outcome.kind === 'signedIn' && outcome.user.userId).toBe(USER_ID);
    expect(calls).toEqual(['session', 'session', 'attributes', 'createUser', 'session(force)', 'session', 'attributes']);
  });

  it('signs out with "Failed to check account status" when the create call fails', async () => {
    const { d, calls } = deps({ attributes: [ada], createUser: async () => Promise.reject(new Error('503')) });
    const outcome = await loadSignedInUser(d);
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error.message).toBe(ACCOUNT_CHECK_FAILED);
    expect(calls.at(-1)).toBe('signOut');
  });

  it('signs out with "Invalid auth behavior" when the user id or the e-mail is still missing', async () => {
    const noId = deps({ attributes: [ada] });
    const a = await loadSignedInUser(noId.d);
    expect(a.kind === 'failed' && a.error.message).toBe(INVALID_AUTH_BEHAVIOR);
    expect(noId.calls.at(-1)).toBe('signOut');

    const noEmail = deps({ attributes: [{ ...ada, email: '', 'custom:user_id': USER_ID }] });
    const b = await loadSignedInUser(noEmail.d);
    expect(b.kind === 'failed' && b.error.message).toBe(INVALID_AUTH_BEHAVIOR);
    expect(noEmail.calls).toContain('signOut');
  });

  it('signs out on any other failure, and reports a visitor without a session as signed out', async () => {
    const broken = deps({ attributes: [ada] });
    broken.d.fetchUserAttributes = async () => Promise.reject(new Error('network'));
    expect((await loadSignedInUser(broken.d)).kind).toBe('failed');
    expect(broken.calls).toContain('signOut');

    const visitor = deps({ attributes: [ada], session: false });
    expect(await loadSignedInUser(visitor.d)).toEqual({ kind: 'signedOut' });
    expect(visitor.calls).toEqual(['session']);
  });
});
