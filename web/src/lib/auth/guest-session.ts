import { guestOwnerId } from '#contracts/guest-sessions.ts';
import type { ClaimGuestBoardsResponse } from '#contracts/schemas/guest-sessions.ts';
import type { TokenSource } from '#web/lib/api/api-client.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';

// A signed-out visitor's guest session (docs/access.md#guest-sessions): one signed token, kept in
// localStorage under one key until it expires or its boards are claimed by an account.

export const GUEST_SESSION_KEY = 'copperlineGuestSession';

type StoredGuestSession = { token: string; expires_at: string };

function readStored(storage: Storage): StoredGuestSession | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(GUEST_SESSION_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { token, expires_at } = value as Partial<StoredGuestSession>;
    return typeof token === 'string' && typeof expires_at === 'string' ? { token, expires_at } : null;
  } catch {
    return null;
  }
}

/** The stored guest token, or null when there is none or it has expired (an expired one is dropped). */
export function storedGuestToken(storage: Storage = localStorage, now: Date = new Date()): string | null {
  const stored = readStored(storage);
  if (!stored) return null;
  if (!(Date.parse(stored.expires_at) > now.getTime())) {
    storage.removeItem(GUEST_SESSION_KEY);
    return null;
  }
  return stored.token;
}

/**
 * The owner id the stored guest's boards carry (`guest-<guest id>`), read from the token's claims without checking its
 * signature: the page only decides what to offer with it, the API decides what is allowed. Null without a guest session.
 */
export function storedGuestOwnerId(storage: Storage = localStorage): string | null {
  const payload = storedGuestToken(storage)?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const guestId = claims && typeof claims === 'object' ? (claims as { guest_id?: unknown }).guest_id : undefined;
    return typeof guestId === 'string' ? guestOwnerId(guestId) : null;
  } catch {
    return null;
  }
}

/** The guest token, starting a guest session first when there is none (the visitor's first upload). */
export async function ensureGuestToken(storage: Storage = localStorage): Promise<string> {
  const token = storedGuestToken(storage);
  if (token) return token;
  const session = await callApi('startGuestSession', { auth: 'none' });
  storage.setItem(GUEST_SESSION_KEY, JSON.stringify({ token: session.token, expires_at: session.expires_at }));
  return session.token;
}

export function dropGuestSession(storage: Storage = localStorage): void {
  storage.removeItem(GUEST_SESSION_KEY);
}

/**
 * Requests carry the signed-in user's token; with nobody signed in, the guest token if there is one
 * (routes that refuse guests answer 401 as they would without a token).
 */
export function withGuestFallback(signedIn: TokenSource, guestToken: () => string | null = storedGuestToken): TokenSource {
  return async (force) => (await signedIn(force)) ?? (force ? null : guestToken());
}

type ClaimCall = (guestToken: string) => Promise<Pick<ClaimGuestBoardsResponse, 'board_ids' | 'in_cart'>>;
const claimThroughApi: ClaimCall = (guestToken) => callApi('claimGuestBoards', { body: { guest_token: guestToken } });
let claiming: Promise<GuestClaim> | null = null;
/** The last claim that moved boards, for a caller that asks once the token is gone (the other asker came first). */
let lastClaim: GuestClaim = { claimed: [], inCart: [] };

export type GuestClaim = { claimed: string[]; inCart: string[] };

/**
 * Moves the guest's boards to the signed-in account and its cart, then forgets the guest session. One claim at a
 * time: "Add to cart" and the sign-in that precedes it both ask, and share the one request. A token the API calls
 * expired or invalid (400) is forgotten too, so it is never sent again (docs/access.md#the-guest-in-the-web-app).
 */
export function claimGuestBoards(storage: Storage = localStorage, claim: ClaimCall = claimThroughApi): Promise<GuestClaim> {
  claiming ??= (async () => {
    const token = storedGuestToken(storage);
    if (!token) return lastClaim;
    try {
      const claimed = await claim(token);
      dropGuestSession(storage);
      trackGuestEvent('Guest boards claimed', { boards: claimed.board_ids.length });
      lastClaim = { claimed: claimed.board_ids, inCart: claimed.in_cart };
      return lastClaim;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) dropGuestSession(storage);
      throw error;
    }
  })().finally(() => {
    claiming = null;
  });
  return claiming;
}

/** docs/analytics.md#the-guest-funnel: a visitor's way from a guest upload to a claimed board. */
export type GuestFunnelEvent = 'Guest uploaded board' | 'Guest saw quote' | 'Guest signed up' | 'Guest boards claimed';

export function trackGuestEvent(name: GuestFunnelEvent, properties: Record<string, string | number> = {}): void {
  publishAnalyticsEvent(name, properties);
}
