import type { ErrorCode } from '#contracts/error-codes.ts';
import type { ErrorBody } from '#contracts/errors.ts';

const TOO_MANY_REQUESTS = 429;
/** 429 codes that say more than "too many": they keep their own message (contracts/error-codes.ts). */
const OWN_429_CODES: readonly string[] = ['checkout_busy', 'cancel_busy'] satisfies ErrorCode[];

/** What people read when a request limit refused a call; docs/messages.md#too-many-requests. */
export function tooManyRequestsMessage(retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined) return 'Too many requests — try again in a few seconds.';
  return `Too many requests — try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * A non-OK answer from the API, with the server's error body when it sent one.
 * A request limit's 429 — the edge's `rate_limited`, or API Gateway's own
 * `{"message":"Too Many Requests"}` with no code — gets the `rate_limited` code
 * and a message naming the wait, so every place showing API errors shows it.
 */
export class ApiError extends Error {
  readonly body: Partial<ErrorBody> | null;

  constructor(
    readonly status: number,
    body: Partial<ErrorBody> | null,
    /** From the answer's Retry-After: how long the server asked to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    const limited = status === TOO_MANY_REQUESTS && !OWN_429_CODES.includes(body?.code ?? '');
    const shown = limited ? { ...body, code: 'rate_limited', message: tooManyRequestsMessage(retryAfterSeconds) } : body;
    super(shown?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.body = shown;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/**
 * Whether `error` is the API's answer with one of `codes`: the web's one way to
 * tell errors apart by code, typed so a misspelt code fails typecheck.
 * see docs/architecture.md#error-codes
 */
export function isErrorCode(error: unknown, ...codes: [ErrorCode, ...ErrorCode[]]): error is ApiError & { readonly code: ErrorCode } {
  return error instanceof ApiError && (codes as readonly (string | undefined)[]).includes(error.code);
}

/** The message to show for a failed call where a place shows `fallback` for other errors: a request limit's names the wait. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isErrorCode(error, 'rate_limited') ? error.message : fallback;
}

/** Seconds from a Retry-After header (a number of seconds or an HTTP date); undefined without a usable one. */
export function retryAfterSecondsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
