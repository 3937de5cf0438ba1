import { describe, expect, it } from 'vitest';
import { hasSeenMovingBanner, seenMovingBannerCookie } from '../../../web/src/app/layout/moving-banner-memory.ts';
import { readCookie } from '../../../web/src/lib/cookies.ts';

describe('moving banner memory', () => {
  it('is unseen without the flag or with any value but true', () => {
    expect(hasSeenMovingBanner('')).toBe(false);
    expect(hasSeenMovingBanner('other=true')).toBe(false);
    expect(hasSeenMovingBanner('seenMovingBanner=false')).toBe(false);
    expect(hasSeenMovingBanner('xseenMovingBanner=true')).toBe(false);
  });

  it('is seen once the flag cookie holds true', () => {
    expect(hasSeenMovingBanner('a=1; seenMovingBanner=true; b=2')).toBe(true);
  });

  it('remembers the dismissal for one year, site-wide', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const cookie = seenMovingBannerCookie(now);
    expect(cookie.startsWith('seenMovingBanner=true;')).toBe(true);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Mon, 01 Mar 2027 12:00:00 GMT');
    expect(cookie).toContain('Path=/');
  });
});

describe('readCookie', () => {
  it('decodes values and tolerates malformed encoding', () => {
    expect(readCookie('name=a%20b', 'name')).toBe('a b');
    expect(readCookie('name=%E0%A4%A', 'name')).toBe('%E0%A4%A');
    expect(readCookie('flag', 'flag')).toBeUndefined();
  });
});
