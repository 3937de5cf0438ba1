import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, setTokenSource } from '../../../web/src/lib/api/api-client.ts';
import { ApiError, apiErrorMessage, isErrorCode, retryAfterSecondsOf, tooManyRequestsMessage } from '../../../web/src/lib/api/api-error.ts';

// What people read when a request limit refuses a call (docs/messages.md#too-many-requests), and how the typed
// client waits out a short Retry-After (docs/calls.md#retry-policy).

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let answers: Answer[];
let sentAt: number[];
const version = { version: 'abc' };
const AWS_THROTTLE = { status: 429, body: { message: 'Too Many Requests' } };
const EDGE_THROTTLE = (seconds: number) => ({
  status: 429,
  body: { code: 'rate_limited', message: 'Too many requests. Try again in a moment.' },
  headers: { 'retry-after': String(seconds) },
});

beforeEach(() => {
  answers = [];
  sentAt = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      sentAt.push(Date.now());
      const answer = answers.shift() ?? { status: 200, body: version };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  setTokenSource(async () => null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function settle<T>(call: Promise<T>): Promise<T | Error> {
  const outcome = call.then(
    (r) => r,
    (e: Error) => e,
  );
  let done = false;
  void outcome.then(() => (done = true));
  while (!done) await vi.advanceTimersToNextTimerAsync();
  return outcome;
}

const waits = () => sentAt.slice(1).map((at, i) => at - sentAt[i]!);

describe('a request limit’s answer', () => {
  it('names the wait the server asked for, in whole seconds', () => {
    expect(tooManyRequestsMessage(30)).toBe('Too many requests — try again in 30 seconds.');
    expect(tooManyRequestsMessage(1)).toBe('Too many requests — try again in 1 second.');
    expect(tooManyRequestsMessage()).toBe('Too many requests — try again in a few seconds.');
  });

  it('is rate_limited with that message whether the edge sent it or API Gateway’s throttle (no code, no Retry-After)', () => {
    const edge = new ApiError(429, EDGE_THROTTLE(30).body, 30);
    expect(isErrorCode(edge, 'rate_limited')).toBe(true);
    expect(edge.message).toBe('Too many requests — try again in 30 seconds.');
    expect(edge.body?.message).toBe(edge.message);
    const aws = new ApiError(429, AWS_THROTTLE.body);
    expect(isErrorCode(aws, 'rate_limited')).toBe(true);
    expect(aws.body?.message).toBe('Too many requests — try again in a few seconds.');
  });

  it('leaves a 429 with a code of its own, and every other error, as the server sent it', () => {
    const busy = new ApiError(429, { code: 'checkout_busy', message: 'Your order is being placed by another request.' });
    expect(busy.message).toBe('Your order is being placed by another request.');
    expect(isErrorCode(busy, 'rate_limited')).toBe(false);
    expect(new ApiError(503, { code: 'card_payment_unavailable', message: 'Card payment is unavailable.' }).message).toBe(
      'Card payment is unavailable.',
    );
  });

  it('replaces a place’s fixed text, and only that answer’s', () => {
    expect(apiErrorMessage(new ApiError(429, null, 5), 'Sorry')).toBe('Too many requests — try again in 5 seconds.');
    expect(apiErrorMessage(new ApiError(500, { code: 'internal', message: 'x' }), 'Sorry')).toBe('Sorry');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Sorry')).toBe('Sorry');
  });

  it('reads Retry-After as seconds or as a date, and ignores what is neither', () => {
    expect(retryAfterSecondsOf('120')).toBe(120);
    expect(retryAfterSecondsOf(' 7 ')).toBe(7);
    expect(retryAfterSecondsOf('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
    expect(retryAfterSecondsOf(null)).toBeUndefined();
  });
});

describe('the typed client and a request limit', () => {
  it('waits out a short Retry-After before trying again, then succeeds', async () => {
    answers = [EDGE_THROTTLE(2)];
    expect(await settle(callApi('getVersion', {}))).toEqual(version);
    expect(waits()).toEqual([2000]);
  });

  it('stops at once at a long Retry-After, so the page says how long to wait', async () => {
    answers = [EDGE_THROTTLE(60)];
    const result = await settle(callApi('getVersion', {}));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).message).toBe('Too many requests — try again in 60 seconds.');
    expect(sentAt).toHaveLength(1);
  });

  it('backs off as for any 429 when API Gateway’s throttle names no wait, then tells people to wait a few seconds', async () => {
    answers = [AWS_THROTTLE, AWS_THROTTLE, AWS_THROTTLE];
    const result = await settle(callApi('getVersion', {}));
    expect((result as ApiError).message).toBe('Too many requests — try again in a few seconds.');
    expect(waits()).toEqual([250, 450]);
  });
});
