import type { ErrorCode } from '#contracts/error-codes.ts';
import { isErrorCode } from './api-error.ts';

// The web's one retry policy. Two layers use it: TanStack Query's retry
// options for every query (retryQuery below) and the typed client's tries of
// one call (the rest of this file).

// docs/limits.md#timing: a failed query (a missing cart's 404 among them) is
// tried once more after a second; other client errors (4xx) are answers, not
// glitches, and are not retried.
export const QUERY_RETRY_DELAY_MS = 1000;
export const QUERY_RETRIES = 1;

/** TanStack Query's `retry` for queries: whether to try a query again after `failureCount` failures. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500 && status !== 404);
}

/**
 * TanStack Query's `retry` for a mutation that lost a race (a 409 with one of `codes`): tried again up to `retries`
 * times; its mutationFn reads the newer version before it throws, so the next try starts from it.
 */
export function retryConflict(codes: [ErrorCode, ...ErrorCode[]], retries: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => failureCount < retries && isErrorCode(error, ...codes) && error.status === 409;
}

// docs/calls.md#retry-policy: the typed client retries throttling, 429, 500, 502, 503, 504 and network errors, 3
// attempts by default, waiting 2^attempt × 100 ms plus up to 100 ms of jitter
// (attempt 1 is the first retry), or the answer's Retry-After when longer; a wait past the 300 000 ms cap gives up.
export const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
export const DEFAULT_ATTEMPTS = 3;
export const MAX_DELAY_MS = 300_000;
// A Retry-After up to this long is waited out before the next try; a longer one ends the tries, so people read how
// long to wait (docs/messages.md#too-many-requests) rather than watch a spinner.
export const MAX_RETRY_AFTER_SECONDS = 10;

// Throttling, whatever the status: the error codes the AWS SDKs treat as
// throttling, and our API's own (contracts/errors.ts).
const THROTTLING_CODES = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
  'too_many_requests',
]);

/** The wait before retry number `attempt`, or null when it would pass the cap (give up). */
export function retryDelayMs(attempt: number, random: () => number = Math.random, maxDelayMs = MAX_DELAY_MS): number | null {
  const delay = 2 ** attempt * 100 + random() * 100;
  return delay > maxDelayMs ? null : delay;
}

/** The wait before retry number `attempt` after `error`: at least the Retry-After it carries, or null (give up) past its cap. */
function waitAfter(error: unknown, attempt: number): number | null {
  const delay = retryDelayMs(attempt);
  const asked = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (delay === null || typeof asked !== 'number') return delay;
  return asked > MAX_RETRY_AFTER_SECONDS ? null : Math.max(delay, asked * 1000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The typed client's tries of one call: runs `attempt` until it succeeds, `shouldRetry` refuses its error, or the
 * tries or the wait cap are used up. Not TanStack's retry: the client is also called outside queries (the auth store,
 * the version check, inside mutations), and each try needs its own trace span.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  attempts = DEFAULT_ATTEMPTS,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = tries < attempts && shouldRetry(error) ? waitAfter(error, tries) : null;
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/** A throttling answer: its error code (`code`, `__type` or `name`) says so. */
export function isThrottlingBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, __type, name } = body as Record<string, unknown>;
  // AWS JSON errors may carry a namespace: "com.amazonaws...#ThrottlingException".
  return [code, __type, name].some((v) => typeof v === 'string' && THROTTLING_CODES.has(v.split('#').pop() ?? ''));
}
