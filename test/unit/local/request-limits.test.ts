import { describe, expect, it } from 'vitest';
import { CLIENT_RATE_LIMIT, DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES } from '#contracts/request-limits.ts';
import { ClientRateLimit } from '../../../local/client-rate-limit.ts';
import { RequestLimits } from '../../../local/request-limits.ts';
import { TokenBucket } from '../../../local/token-bucket.ts';

// The local gateway's request limits (docs/local-stack.md#request-limits): API Gateway's token bucket per route and
// the web ACL's per-client window, on a clock the tests move. Bursts are ten times what the limit lets through.

const clock = (start = 1_700_000_000_000) => {
  const at = { now: start };
  return { at, now: () => at.now };
};

/** How many of `count` takes, at the clock's current time, were allowed. */
function allowedOf(count: number, take: () => { allowed: boolean }): number {
  let allowed = 0;
  for (let i = 0; i < count; i++) if (take().allowed) allowed++;
  return allowed;
}

describe('the token bucket (one route, every caller)', () => {
  it('lets a full burst through at once, refuses the rest with the wait for one token, and refills at the rate', () => {
    const time = clock();
    const { ratePerSecond, burst } = ROUTE_THROTTLES.publicForm;
    const bucket = new TokenBucket({ ratePerSecond, burst }, time.now);
    expect(allowedOf(burst * 10, () => bucket.take())).toBe(burst);
    expect(bucket.take()).toEqual({ allowed: false, retryAfterSeconds: Math.ceil(1 / ratePerSecond) });
    time.at.now += 1000;
    expect(allowedOf(burst * 10, () => bucket.take())).toBe(ratePerSecond);
    // A minute later the bucket is full again, never fuller.
    time.at.now += 60_000;
    expect(allowedOf(burst * 10, () => bucket.take())).toBe(burst);
  });

  it('holds a steady rate over ten times the burst: what passes is the burst plus the rate × time', () => {
    const time = clock();
    const bucket = new TokenBucket(ROUTE_THROTTLES.checkout, time.now);
    let allowed = 0;
    const seconds = 60;
    for (let ms = 0; ms < seconds * 1000; ms += 10) {
      time.at.now += 10;
      if (bucket.take().allowed) allowed++;
    }
    const { ratePerSecond, burst } = ROUTE_THROTTLES.checkout;
    expect(allowed).toBeGreaterThanOrEqual(burst + ratePerSecond * seconds - 1);
    expect(allowed).toBeLessThanOrEqual(burst + ratePerSecond * seconds);
  });

  it('asks a slow route to wait whole seconds, at least one', () => {
    const time = clock();
    const bucket = new TokenBucket({ ratePerSecond: 0.25, burst: 1 }, time.now);
    expect(bucket.take().allowed).toBe(true);
    expect(bucket.take()).toEqual({ allowed: false, retryAfterSeconds: 4 });
    time.at.now += 3500;
    expect(bucket.take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('the per-client window (the web ACL rule)', () => {
  const { requests, windowSeconds } = CLIENT_RATE_LIMIT;

  it('refuses one client past the limit in its window while another is served, then lets it in as old requests leave', () => {
    const time = clock();
    const limit = new ClientRateLimit(requests, windowSeconds, time.now);
    expect(allowedOf(requests * 10, () => limit.take('203.0.113.7'))).toBe(requests);
    const refused = limit.take('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(limit.take('198.51.100.2').allowed).toBe(true);
    // All of its requests fell in one slot: they leave together, one window later.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: windowSeconds });
    time.at.now += (windowSeconds - 1) * 1000;
    expect(limit.take('203.0.113.7').allowed).toBe(false);
    time.at.now += 1000;
    expect(allowedOf(requests * 10, () => limit.take('203.0.113.7'))).toBe(requests);
  });

  it('counts a sliding window in slots of a thirtieth: requests spread over it leave one slot at a time', () => {
    const time = clock(0);
    const limit = new ClientRateLimit(300, 300, time.now);
    // 10 requests a second for 30 s fill the limit, 100 in each 10 s slot.
    for (let s = 0; s < 30; s++) {
      expect(allowedOf(10, () => limit.take('a'))).toBe(10);
      time.at.now += 1000;
    }
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterSeconds: 270 });
    time.at.now = 299_999;
    expect(limit.take('a').allowed).toBe(false);
    // The first slot leaves the window after 300 s, then the second 10 s later.
    time.at.now = 300_000;
    expect(allowedOf(1000, () => limit.take('a'))).toBe(100);
    time.at.now = 310_000;
    expect(allowedOf(1000, () => limit.take('a'))).toBe(100);
  });

  it('keeps memory bounded over many clients: ten times a busy edge location’s worth of addresses', () => {
    const time = clock();
    const limit = new ClientRateLimit(requests, windowSeconds, time.now);
    for (let i = 0; i < 100_000; i++) {
      limit.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      if (i % 10_000 === 9_999) time.at.now += windowSeconds * 1000;
    }
    // Old clients were swept: the map never holds more than the sweep threshold plus one window's new clients.
    expect((limit as unknown as { clients: Map<string, unknown> }).clients.size).toBeLessThanOrEqual(20_000);
  });
});

describe('the gateway’s request limits together', () => {
  it('gives each route its own bucket from the route table, so a flood on one leaves the others served', () => {
    const time = clock();
    const limits = new RequestLimits(1, time.now);
    const contact = {
      client: '203.0.113.7',
      path: '/api/contact-messages',
      routeId: 'createContactMessage',
      throttle: ROUTE_THROTTLES.publicForm,
    };
    const version = { client: '198.51.100.2', path: '/api/version', routeId: 'getVersion', throttle: DEFAULT_ROUTE_THROTTLE };
    expect(allowedOf(ROUTE_THROTTLES.publicForm.burst * 10, () => limits.check(contact))).toBe(ROUTE_THROTTLES.publicForm.burst);
    expect(limits.check({ ...contact, client: '198.51.100.2' }).allowed).toBe(false);
    expect(allowedOf(DEFAULT_ROUTE_THROTTLE.burst, () => limits.check(version))).toBe(DEFAULT_ROUTE_THROTTLE.burst);
  });

  it('refuses a client past the web ACL rule on any API route, but never counts the local pages', () => {
    const time = clock();
    const limits = new RequestLimits(1, time.now);
    const request = (routeId: string) => ({ client: '203.0.113.7', path: `/api/${routeId}`, routeId, throttle: DEFAULT_ROUTE_THROTTLE });
    let allowed = 0;
    for (let i = 0; i < CLIENT_RATE_LIMIT.requests * 10; i++) if (limits.check(request(`route${i % 50}`)).allowed) allowed++;
    expect(allowed).toBe(CLIENT_RATE_LIMIT.requests);
    expect(limits.check({ ...request('other'), path: '/_local/traces' }).allowed).toBe(true);
    expect(limits.check({ ...request('other'), client: '198.51.100.2' }).allowed).toBe(true);
  });

  it('raises every limit by the factor the test suites pass, and refuses a factor that would lower them', () => {
    const time = clock();
    const limits = new RequestLimits(1000, time.now);
    const contact = {
      client: '127.0.0.1',
      path: '/api/contact-messages',
      routeId: 'createContactMessage',
      throttle: ROUTE_THROTTLES.publicForm,
    };
    expect(allowedOf(ROUTE_THROTTLES.publicForm.burst * 1000, () => limits.check(contact))).toBe(ROUTE_THROTTLES.publicForm.burst * 1000);
    expect(limits.check(contact).allowed).toBe(false);
    expect(() => new RequestLimits(0.5)).toThrow(/below 1/);
  });
});
