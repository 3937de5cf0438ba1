import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/analytics.md#flags: the provider's flags are kept in a cookie, read back on the next visit.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the flags cookie', () => {
  it('reads only an object of booleans and strings; anything else is no flags', async () => {
    const { parseFlagsCookie } = await import('../../../web/src/lib/feature-flags.ts');
    expect(parseFlagsCookie('{"a":true,"b":"variant","c":3,"d":null}')).toEqual({ a: true, b: 'variant' });
    for (const raw of [undefined, null, '', '[true]', 'null', '{broken']) expect(parseFlagsCookie(raw)).toEqual({});
  });

  it('the provider’s answer is written to the cookie and is what the next page load starts with', async () => {
    const document = { cookie: '' };
    vi.stubGlobal('document', document);
    const { featureFlags, FLAGS_COOKIE } = await import('../../../web/src/lib/feature-flags.ts');
    expect(featureFlags.get()).toEqual({});
    let changes = 0;
    featureFlags.subscribe(() => void (changes += 1));
    featureFlags.set({ 'new-quote': true, layout: 'compact' });
    expect(changes).toBe(1);
    expect(document.cookie).toMatch(new RegExp(`^${FLAGS_COOKIE}=[^;]+; Max-Age=31536000; Path=/; Expires=[^;]+ GMT; SameSite=Lax$`));
    // The next page: the browser sends back name=value only.
    document.cookie = document.cookie.split(';')[0]!;
    vi.resetModules();
    const next = await import('../../../web/src/lib/feature-flags.ts');
    expect(next.featureFlags.get()).toEqual({ 'new-quote': true, layout: 'compact' });
  });
});
