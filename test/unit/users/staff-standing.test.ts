import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_STANDING_SECONDS } from '#contracts/staff-standing.ts';
import { requireGroups, type Actor, type Identity } from '#lambdas/core/actor.ts';
import { AppError } from '#lambdas/core/errors.ts';
import { staffStandingCheck, standingWindowMs } from '#lambdas/core/users/staff-standing.ts';
import { timedCache } from '#lambdas/core/users/timed-cache.ts';
import type { PoolAccount, PoolAccountsPort } from '#lambdas/core/users/user-pool-ports.ts';

// The staff check (docs/security.md#stale-staff-privileges, #staff-second-factor): a token's groups count only
// while the pool still holds them, the account is enabled and has a second factor, and the pool is asked at most
// once a window (60 s unless shortened) per person and container. The pool is a fake whose answers the tests change.

type Pool = PoolAccountsPort & { accounts: Map<string, PoolAccount | null>; groupsOf: Map<string, string[]>; calls: string[] };

function fakePool(): Pool {
  const pool: Pool = {
    accounts: new Map(),
    groupsOf: new Map(),
    calls: [],
    async account(username) {
      pool.calls.push(`account ${username}`);
      return pool.accounts.has(username) ? pool.accounts.get(username)! : null;
    },
    async groups(username) {
      pool.calls.push(`groups ${username}`);
      return pool.groupsOf.get(username) ?? [];
    },
  };
  return pool;
}

const person = (groups: string[], username = 'ada'): Identity => ({
  kind: 'identity',
  sub: `${username}-sub`,
  username,
  email: `${username}@example.com`,
  emailVerified: true,
  userId: 'u'.repeat(24),
  groups,
  givenName: 'Ada',
  familyName: 'Lovelace',
  organization: null,
  phoneNumber: null,
});

const groupsOf = (actor: Actor) => (actor.kind === 'identity' ? actor.groups : null);
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

let pool: Pool;
beforeEach(() => {
  vi.useFakeTimers();
  pool = fakePool();
  pool.accounts.set('ada', { enabled: true, authenticatorApp: true });
  pool.groupsOf.set('ada', ['Admin', 'Engineer']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the standing of a caller', () => {
  it('asks the pool nothing for a customer or a machine', async () => {
    const check = staffStandingCheck(pool);
    const customer = person([]);
    expect((await check.standing(customer)).actor).toBe(customer);
    expect((await check.standing({ kind: 'anonymous' })).actor).toEqual({ kind: 'anonymous' });
    expect(pool.calls).toEqual([]);
  });

  it('keeps the groups the token names that the pool still holds, for a member with an authenticator app', async () => {
    const check = staffStandingCheck(pool);
    const standing = await check.standing(person(['Admin', 'Blogger']));
    expect(groupsOf(standing.actor)).toEqual(['Admin']);
    expect(standing.withheldGroups).toEqual([]);
    expect(pool.calls.sort()).toEqual(['account ada', 'groups ada']);
  });

  it('asks the pool once a window per person, 60 s by default, then again', async () => {
    expect(standingWindowMs({})).toBe(STAFF_STANDING_SECONDS * 1000);
    expect(STAFF_STANDING_SECONDS).toBe(60);
    const check = staffStandingCheck(pool);
    await check.standing(person(['Admin']));
    vi.advanceTimersByTime(59_999);
    await check.standing(person(['Admin']));
    await check.standing(person(['Engineer']));
    expect(pool.calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await check.standing(person(['Admin']));
    expect(pool.calls).toHaveLength(4);
  });

  it('drops a group removed in the pool once the window has passed, and the group rule then refuses', async () => {
    const check = staffStandingCheck(pool);
    expect(groupsOf((await check.standing(person(['Admin']))).actor)).toEqual(['Admin']);
    pool.groupsOf.set('ada', ['Engineer']);
    // Within the window the container still trusts its last answer.
    expect(groupsOf((await check.standing(person(['Admin']))).actor)).toEqual(['Admin']);
    vi.advanceTimersByTime(60_000);
    const { actor } = await check.standing(person(['Admin']));
    expect(groupsOf(actor)).toEqual([]);
    expect(() => requireGroups(actor, ['Admin'])).toThrow(AppError);
  });

  it('refuses a disabled or deleted account once the window has passed', async () => {
    const check = staffStandingCheck(pool);
    await check.standing(person(['Admin']));
    pool.accounts.set('ada', { enabled: false, authenticatorApp: true });
    expect(await codeOf(check.standing(person(['Admin'])))).toBe('ok');
    vi.advanceTimersByTime(60_000);
    expect(await codeOf(check.standing(person(['Admin'])))).toBe('unauthorized');
    pool.accounts.set('ada', null);
    vi.advanceTimersByTime(60_000);
    expect(await codeOf(check.standing(person(['Admin'])))).toBe('unauthorized');
  });

  it('withholds the groups of a member without a second factor, and counts one set up at once', async () => {
    pool.accounts.set('ada', { enabled: true, authenticatorApp: false });
    const check = staffStandingCheck(pool);
    const before = await check.standing(person(['Admin', 'Blogger']));
    expect(groupsOf(before.actor)).toEqual([]);
    expect(before.withheldGroups).toEqual(['Admin']);
    // Set up in the account page a moment later: not held back by the window.
    pool.accounts.set('ada', { enabled: true, authenticatorApp: true });
    const after = await check.standing(person(['Admin', 'Blogger']));
    expect(groupsOf(after.actor)).toEqual(['Admin']);
    expect(after.withheldGroups).toEqual([]);
    expect(pool.calls.filter((call) => call.startsWith('account'))).toHaveLength(2);
  });

  it('shares one pool call between overlapping requests, and forgets a failed one', async () => {
    const check = staffStandingCheck(pool);
    await Promise.all([check.standing(person(['Admin'])), check.standing(person(['Admin'])), check.standing(person(['Admin']))]);
    expect(pool.calls).toHaveLength(2);

    const failing = fakePool();
    let fail = true;
    const flaky: PoolAccountsPort = {
      account: async (username) => {
        if (fail) throw new Error('throttled');
        return failing.account(username);
      },
      groups: (username) => failing.groups(username),
    };
    failing.accounts.set('ada', { enabled: true, authenticatorApp: true });
    failing.groupsOf.set('ada', ['Admin']);
    const flakyCheck = staffStandingCheck(flaky);
    expect(await codeOf(flakyCheck.standing(person(['Admin'])))).toBe('Error: throttled');
    fail = false;
    expect(groupsOf((await flakyCheck.standing(person(['Admin']))).actor)).toEqual(['Admin']);
  });

  it('takes a shorter window from STAFF_STANDING_WINDOW_MS, never a longer one', async () => {
    vi.stubEnv('STAFF_STANDING_WINDOW_MS', '2000');
    expect(standingWindowMs()).toBe(2000);
    expect(standingWindowMs({ STAFF_STANDING_WINDOW_MS: '600000' })).toBe(60_000);
    expect(standingWindowMs({ STAFF_STANDING_WINDOW_MS: 'soon' })).toBe(60_000);
    const check = staffStandingCheck(pool);
    await check.standing(person(['Admin']));
    vi.advanceTimersByTime(2000);
    await check.standing(person(['Admin']));
    expect(pool.calls).toHaveLength(4);
  });
});

describe("whether a machine's owner may act", () => {
  it('is the account being enabled, remembered for the window', async () => {
    const check = staffStandingCheck(pool);
    expect(await check.isActive('ada')).toBe(true);
    pool.accounts.set('ada', { enabled: false, authenticatorApp: false });
    expect(await check.isActive('ada')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(await check.isActive('ada')).toBe(false);
    expect(await check.isActive('nobody')).toBe(false);
  });
});

describe("whether a machine's issuing Admin still stands", () => {
  it("is the account's groups while it is enabled, remembered for the window, and none once disabled or gone", async () => {
    const check = staffStandingCheck(pool);
    expect(await check.groupsIfEnabled('ada')).toEqual(['Admin', 'Engineer']);
    pool.groupsOf.set('ada', ['Engineer']);
    expect(await check.groupsIfEnabled('ada')).toEqual(['Admin', 'Engineer']);
    vi.advanceTimersByTime(60_000);
    expect(await check.groupsIfEnabled('ada')).toEqual(['Engineer']);
    pool.accounts.set('ada', { enabled: false, authenticatorApp: true });
    vi.advanceTimersByTime(60_000);
    expect(await check.groupsIfEnabled('ada')).toBeNull();
    expect(await check.groupsIfEnabled('nobody')).toBeNull();
  });

  it('shares the reads of the owner check within the window', async () => {
    const check = staffStandingCheck(pool);
    await check.isActive('ada');
    await check.groupsIfEnabled('ada');
    await check.groupsIfEnabled('ada');
    expect(pool.calls).toEqual(['account ada', 'groups ada']);
  });
});

describe('the timed cache', () => {
  it('drops expired keys once it holds more than it may', async () => {
    let loads = 0;
    const cache = timedCache(async (key) => `${key}${++loads}`, { windowMs: 1000, maxKeys: 2 });
    await cache.read('a');
    vi.advanceTimersByTime(1000);
    await cache.read('b');
    await cache.read('c');
    // 'a' was dropped as expired; 'b' and 'c' are still remembered.
    expect(await cache.read('b')).toBe('b2');
    expect(await cache.read('a')).toBe('a4');
  });
});
