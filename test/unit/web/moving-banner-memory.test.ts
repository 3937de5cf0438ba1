import { describe, expect, it } from 'vitest';
import { hasSeenMovingBanner, seenMovingBannerCookie } from '../../../web/src/app/layout/moving-banner-memory.ts';
import { readCookie, serializeCookie } from '../../../web/src/lib/cookies.ts';

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

describe('the cookie helpers on the cookie package', () => {
  it('take the first cookie of a name, trimming spaces around it', () => {
    expect(readCookie(' a = 1 ;b=2; a=3', 'a')).toBe('1');
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });

  it('serialise an encoded value with Max-Age, Expires, Path and SameSite=Lax, and read it back', () => {
    const cookie = serializeCookie('flags', '{"x":true}', { days: 1, now: new Date('2026-03-01T00:00:00Z'), path: '/a' });
    expect(cookie).toBe('flags=%7B%22x%22%3Atrue%7D; Max-Age=86400; Path=/a; Expires=Mon, 02 Mar 2026 00:00:00 GMT; SameSite=Lax');
    expect(readCookie(cookie.split(';')[0]!, 'flags')).toBe('{"x":true}');
  });
});
