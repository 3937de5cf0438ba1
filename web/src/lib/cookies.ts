// Pure cookie helpers: they take and return strings so they can be tested
// without a browser; callers read and write `document.cookie` themselves.

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export type CookieOptions = {
  /** Lifetime in days; the cookie is set with both Max-Age and Expires. */
  days: number;
  now?: Date;
  path?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + options.days * DAY_MS);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round((options.days * DAY_MS) / 1000)}`,
    `Expires=${expires.toUTCString()}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ].join('; ');
}

/** The page's cookies; none while a page is prerendered at build time (docs/performance.md#prerendered-pages). */
export function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
