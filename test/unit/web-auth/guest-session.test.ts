import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/src/lib/api/api-error.ts';
import { ANALYTICS_EVENT, type AnalyticsDetail } from '../../../web/src/lib/analytics-events.ts';
import {
  claimGuestBoards,
  dropGuestSession,
  GUEST_SESSION_KEY,
  storedGuestOwnerId,
  storedGuestToken,
  withGuestFallback,
} from '../../../web/src/lib/auth/guest-session.ts';
import { guestOwnerId } from '#contracts/guest-sessions.ts';
import { issueGuestToken } from '#lambdas/core/guests/guest-tokens.ts';

// docs/access.md#the-guest-in-the-web-app: the guest token kept in the browser and when requests carry it.

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = new Date('2026-11-28T12:00:00Z');
const storing = (value: string) => {
  const storage = new MemoryStorage();
  storage.setItem(GUEST_SESSION_KEY, value);
  return storage;
};

describe('the stored guest session', () => {
  it("names the owner id of the guest's boards from a token the API issued, and none without a usable token", async () => {
    const issued = await issueGuestToken(() => Promise.resolve('test-key'));
    const storage = storing(JSON.stringify({ token: issued.token, expires_at: issued.expiresAt }));
    expect(storedGuestOwnerId(storage)).toBe(guestOwnerId(issued.guestId));
    expect(storedGuestOwnerId(new MemoryStorage())).toBeNull();
    expect(storedGuestOwnerId(storing(JSON.stringify({ token: 'a.%%%.c', expires_at: issued.expiresAt })))).toBeNull();
    expect(storedGuestOwnerId(storing(JSON.stringify({ token: 'a.e30.c', expires_at: issued.expiresAt })))).toBeNull();
  });

  it('answers the token while it has not expired', () => {
    const storage = storing(JSON.stringify({ token: 'guest-jwt', expires_at: '2026-12-05T12:00:00Z' }));
    expect(storedGuestToken(storage, NOW)).toBe('guest-jwt');
    expect(storage.getItem(GUEST_SESSION_KEY)).not.toBeNull();
  });

  it('drops an expired session and answers none', () => {
    const storage = storing(JSON.stringify({ token: 'guest-jwt', expires_at: '2026-11-28T11:59:59Z' }));
    expect(storedGuestToken(storage, NOW)).toBeNull();
    expect(storage.getItem(GUEST_SESSION_KEY)).toBeNull();
  });

  it('answers none for nothing stored, unreadable JSON or a session without a token or a valid expiry', () => {
    expect(storedGuestToken(new MemoryStorage(), NOW)).toBeNull();
    expect(storedGuestToken(storing('{not json'), NOW)).toBeNull();
    expect(storedGuestToken(storing(JSON.stringify({ expires_at: '2026-12-05T12:00:00Z' })), NOW)).toBeNull();
    expect(storedGuestToken(storing(JSON.stringify({ token: 'guest-jwt', expires_at: 'soon' })), NOW)).toBeNull();
  });

  it('is forgotten when dropped', () => {
    const storage = storing(JSON.stringify({ token: 'guest-jwt', expires_at: '2026-12-05T12:00:00Z' }));
    dropGuestSession(storage);
    expect(storedGuestToken(storage, NOW)).toBeNull();
  });
});

describe('the token a request carries', () => {
  it("is the signed-in user's when there is one, whatever guest session is stored", async () => {
    const source = withGuestFallback(
      async () => 'user-jwt',
      () => 'guest-jwt',
    );
    expect(await source(false)).toBe('user-jwt');
  });

  it('is the guest token while nobody is signed in, and none without a guest session', async () => {
    expect(
      await withGuestFallback(
        async () => null,
        () => 'guest-jwt',
      )(false),
    ).toBe('guest-jwt');
    expect(
      await withGuestFallback(
        async () => null,
        () => null,
      )(false),
    ).toBeNull();
  });

  it('is never the guest token on a forced refresh, which asks for a signed-in session', async () => {
    expect(
      await withGuestFallback(
        async () => null,
        () => 'guest-jwt',
      )(true),
    ).toBeNull();
  });
});

describe('claiming the guest boards after sign-in', () => {
  // The page's analytics bus is window's events: the funnel's "Guest boards claimed" is heard here.
  const heard: string[] = [];
  beforeAll(() => {
    const bus = new EventTarget();
    bus.addEventListener(ANALYTICS_EVENT, (event) => heard.push((event as CustomEvent<AnalyticsDetail>).detail.name));
    vi.stubGlobal('window', bus);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  const live = () => storing(JSON.stringify({ token: 'guest-jwt', expires_at: '2999-01-01T00:00:00Z' }));

  it('sends one claim for two askers at once, forgets the token, and answers a later asker with the same boards', async () => {
    const storage = live();
    const tokens: string[] = [];
    let answer!: (value: { board_ids: string[]; in_cart: string[] }) => void;
    const claim = (token: string) => {
      tokens.push(token);
      return new Promise<{ board_ids: string[]; in_cart: string[] }>((resolve) => (answer = resolve));
    };
    const first = claimGuestBoards(storage, claim);
    const second = claimGuestBoards(storage, claim);
    answer({ board_ids: ['b1', 'b2'], in_cart: ['b1'] });
    expect(await first).toEqual({ claimed: ['b1', 'b2'], inCart: ['b1'] });
    expect(await second).toEqual({ claimed: ['b1', 'b2'], inCart: ['b1'] });
    expect(tokens).toEqual(['guest-jwt']);
    expect(heard).toEqual(['Guest boards claimed']);
    expect(storage.getItem(GUEST_SESSION_KEY)).toBeNull();
    expect(await claimGuestBoards(storage, claim)).toEqual({ claimed: ['b1', 'b2'], inCart: ['b1'] });
    expect(tokens).toHaveLength(1);
  });

  it('forgets a token the API calls expired or invalid, and keeps it when the claim failed otherwise', async () => {
    const expired = live();
    const refused = () =>
      Promise.reject(new ApiError(400, { code: 'validation_failed', message: 'This guest session has expired or is not valid.' }));
    await expect(claimGuestBoards(expired, refused)).rejects.toBeInstanceOf(ApiError);
    expect(expired.getItem(GUEST_SESSION_KEY)).toBeNull();

    const busy = live();
    await expect(claimGuestBoards(busy, () => Promise.reject(new ApiError(503, null)))).rejects.toBeInstanceOf(ApiError);
    expect(storedGuestToken(busy)).toBe('guest-jwt');
  });
});
