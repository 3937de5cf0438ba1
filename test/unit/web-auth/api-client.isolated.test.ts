import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, setTokenSource } from '../../../web/src/lib/api/api-client.ts';
import { ApiError } from '../../../web/src/lib/api/api-error.ts';
import { loadedRouteDef } from '../../../web/src/lib/api/route-areas.ts';
import { isRetryableStatus, isThrottlingBody, retryConflict, retryDelayMs, retryQuery } from '../../../web/src/lib/api/retry.ts';
import { queryConfig } from '../../../web/src/lib/react-query.ts';

// bearer tokens (docs/states.md#bearer-tokens) and docs/calls.md#retry-policy retries, through the typed client.
// In a module graph of its own (vitest.config.ts): what a first call loads is only seen where no other file called first.
type Answer = { status: number; body?: unknown } | 'network';
let answers: Answer[];
let requests: { url: string; headers: Headers }[];
const version = { version: 'abc' };

beforeEach(() => {
  answers = [];
  requests = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, headers: new Headers(init?.headers) });
      const answer = answers.shift() ?? { status: 200, body: version };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  setTokenSource(async (force) => (force ? 'forced-token' : 'id-token'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setTokenSource(async () => null);
});

/** Runs a call to the end, letting the back-off timers pass; returns the waits between attempts. */
async function settle<T>(call: Promise<T>): Promise<{ result: T | ApiError | Error; waits: number[] }> {
  const waits: number[] = [];
  const started = Date.now();
  let last = started;
  const outcome = call.then(
    (r) => r,
    (e: Error) => e,
  );
  let done = false;
  void outcome.then(() => (done = true));
  while (!done) {
    const before = requests.length;
    await vi.advanceTimersToNextTimerAsync();
    if (requests.length > before) {
      waits.push(Date.now() - last);
      last = Date.now();
    }
  }
  return { result: await outcome, waits };
}

describe('bearer token (docs/states.md#bearer-tokens)', () => {
  it('is sent on every call unless the caller opts out; a forced call asks for a fresh one', async () => {
    await callApi('getVersion', {});
    await callApi('getVersion', { auth: 'none' });
    await callApi('getVersion', { auth: 'force' });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer id-token', null, 'Bearer forced-token']);
  });
});

describe('answers (docs/performance.md#first-calls-without-zod)', () => {
  it('returns a public read that parses to itself as sent, without loading its area of the route table', async () => {
    expect(await callApi('getVersion', { auth: 'none' })).toEqual(version);
    expect(requests.map((r) => r.url)).toEqual(['/api/version']);
    expect(loadedRouteDef('getVersion')).toBeUndefined();
  });

  it('parses every other answer with its schema, loading the area first', async () => {
    answers = [{ status: 200, body: { unexpected: true } }];
    const { result } = await settle(callApi('listAddresses', { params: { userId: 'u-1' } }));
    expect(result).toBeInstanceOf(Error);
    expect(result).not.toBeInstanceOf(ApiError);
    expect(loadedRouteDef('listAddresses')).toBeDefined();
  });
});

describe('retry policy (docs/calls.md#retry-policy)', () => {
  it.each([429, 500, 502, 503, 504])('retries %i, then succeeds', async (status) => {
    answers = [{ status, body: { code: 'x', message: 'x' } }];
    const { result, waits } = await settle(callApi('getVersion', {}));
    expect(result).toEqual(version);
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([250]); // 2^1 × 100 ms + 0.5 × 100 ms of jitter
  });

  it('retries throttling named in the body and network errors', async () => {
    answers = [{ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } }, 'network'];
    const { result } = await settle(callApi('getVersion', {}));
    expect(result).toEqual(version);
    expect(requests).toHaveLength(3);
  });

  it('gives up after 3 attempts, waiting 2^attempt × 100 ms plus jitter between them', async () => {
    answers = [
      { status: 503 },
      { status: 503 },
      { status: 503, body: { code: 'unavailable', message: 'Down' } },
      { status: 200, body: version },
    ];
    const { result, waits } = await settle(callApi('getVersion', {}));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).status).toBe(503);
    expect((result as ApiError).code).toBe('unavailable');
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([250, 450]);
  });

  it('does not retry other failures', async () => {
    for (const status of [400, 401, 403, 404, 409, 501]) {
      requests = [];
      answers = [{ status, body: { code: 'c', message: 'm' } }];
      const { result } = await settle(callApi('getVersion', {}));
      expect((result as ApiError).status, String(status)).toBe(status);
      expect(requests, String(status)).toHaveLength(1);
    }
  });

  it('knows the statuses, the throttling codes and the delay cap', () => {
    for (const s of [429, 500, 502, 503, 504]) expect(isRetryableStatus(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 501]) expect(isRetryableStatus(s)).toBe(false);
    expect(isThrottlingBody({ __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException' })).toBe(true);
    expect(isThrottlingBody({ code: 'too_many_requests' })).toBe(true);
    expect(isThrottlingBody({ code: 'validation_failed' })).toBe(false);
    expect(isThrottlingBody(null)).toBe(false);
    expect(retryDelayMs(1, () => 0)).toBe(200);
    expect(retryDelayMs(2, () => 0.999)).toBeCloseTo(499.9);
    // 2^12 × 100 ms = 409 600 ms is past the 300 000 ms cap: give up rather than wait.
    expect(retryDelayMs(11, () => 0)).toBe(204_800);
    expect(retryDelayMs(12, () => 0)).toBeNull();
  });
});

describe('the query retry (docs/limits.md#timing), through TanStack Query’s options', () => {
  it('tries a failed query once more after a second, but not a client error other than 404', () => {
    expect(queryConfig.queries.retry).toBe(retryQuery);
    expect(queryConfig.queries.retryDelay).toBe(1000);
    expect(retryQuery(0, new ApiError(404, null))).toBe(true);
    expect(retryQuery(0, new ApiError(503, null))).toBe(true);
    expect(retryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQuery(0, new ApiError(403, null))).toBe(false);
    expect(retryQuery(1, new ApiError(404, null))).toBe(false);
  });
});

describe('a mutation that lost a race, retried by TanStack Query', () => {
  it('is tried again only for a 409 with a named code, up to the given retries', () => {
    const retry = retryConflict(['cart_version_conflict'], 3);
    const conflict = new ApiError(409, { code: 'cart_version_conflict', message: 'changed' });
    expect([0, 1, 2, 3].map((n) => retry(n, conflict))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(409, { code: 'order_version_conflict', message: 'changed' }))).toBe(false);
    expect(retry(0, new ApiError(503, null))).toBe(false);
  });
});
