import { parse, serialize } from 'cookie';

// Cookie helpers on the `cookie` package (its parse and serialize): they take
// and return strings so they can be tested without a browser; callers read and
// write `document.cookie` themselves.

/** The cookie's value, URI-decoded (as written, when it is not valid encoding); the first one of that name wins. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  return parse(cookieHeader)[name];
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
  return serialize(name, value, {
    maxAge: Math.round((options.days * DAY_MS) / 1000),
    expires: new Date(now.getTime() + options.days * DAY_MS),
    path: options.path ?? '/',
    sameSite: 'lax',
  });
}

/** The page's cookies; none while a page is prerendered at build time (docs/performance.md#prerendered-pages). */
export function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
