import { API_PREFIX } from './route-paths.ts';

// The API's request limits, defined once: the CDK stage and WAF (lib/) and the
// local gateway (local/) read them from here. What each guards and why:
// docs/security.md#one-client-starving-everyone.

/** A token bucket shared by every caller of one route: `ratePerSecond` tokens come back each second, `burst` is the bucket's size. */
export type RouteThrottle = { readonly ratePerSecond: number; readonly burst: number };

/**
 * The stage's default route throttle. API Gateway applies it to each route on
 * its own (one bucket per route, not one for the whole stage); a route's
 * `throttle` replaces it with a tighter one.
 */
export const DEFAULT_ROUTE_THROTTLE: RouteThrottle = { ratePerSecond: 100, burst: 200 };

/**
 * Tighter throttles for the public and costly routes, by what the route does.
 * Each is far above what the shop's real traffic needs (a contact message or a
 * newsletter sign-up is a few an hour) and far below what would run up the
 * bill or crowd out other routes.
 */
export const ROUTE_THROTTLES = {
  /** Public forms that write a record anyone can send: the contact form and the newsletter. */
  publicForm: { ratePerSecond: 2, burst: 10 },
  /** The store user made after a Cognito sign-up (and read back at every start of the app). */
  signUp: { ratePerSecond: 20, burst: 40 },
  /** A staff bug report: it e-mails every Admin. */
  bugReport: { ratePerSecond: 1, burst: 5 },
  /** A presigned upload: each file that arrives costs storage and, for boards, a processing run. */
  uploadCreation: { ratePerSecond: 5, burst: 10 },
  /** The parts search: a 1 GB Lambda holding the catalogue index. */
  search: { ratePerSecond: 25, burst: 50 },
  /** The BOM and placement routes that match against the parts index (1 GB, up to 28 s each). */
  partsMatching: { ratePerSecond: 10, burst: 20 },
  /** Checkout: each call reaches Stripe (card testing is the abuse to stop) or places an order. */
  checkout: { ratePerSecond: 5, burst: 10 },
} as const satisfies Record<string, RouteThrottle>;

/**
 * The per-client rule in front of everything (the CloudFront web ACL's
 * rate-based rule; the local gateway plays it): at most `requests` API
 * requests from one IP address in any `windowSeconds`, or 429 until its
 * rate falls back under the limit.
 */
export const CLIENT_RATE_LIMIT = {
  requests: 2000,
  windowSeconds: 300,
  /** Only API requests count: the site's files are cached at the edge and cost no backend. */
  pathPrefix: `${API_PREFIX}/`,
  /** The Retry-After the web ACL sends with its 429 (seconds): it re-evaluates rates about every 10 s, within a minute. */
  retryAfterSeconds: 60,
} as const;

/** The throttle that applies to a route: its own, else the stage default. */
export function routeThrottleOf(route: { throttle?: RouteThrottle }): RouteThrottle {
  return route.throttle ?? DEFAULT_ROUTE_THROTTLE;
}
