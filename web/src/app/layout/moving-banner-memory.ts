import { readCookie, serializeCookie } from '#web/lib/cookies.ts';

// docs/data-model.md#browser-storage-flags, docs/limits.md#timing: the browser-storage flag `seenMovingBanner`, value 'true',
// remembered for one year (365 days).
export const MOVING_BANNER_FLAG = 'seenMovingBanner';
export const MOVING_BANNER_MEMORY_DAYS = 365;

export function hasSeenMovingBanner(cookieHeader: string): boolean {
  return readCookie(cookieHeader, MOVING_BANNER_FLAG) === 'true';
}

export function seenMovingBannerCookie(now: Date = new Date()): string {
  return serializeCookie(MOVING_BANNER_FLAG, 'true', { days: MOVING_BANNER_MEMORY_DAYS, now });
}
