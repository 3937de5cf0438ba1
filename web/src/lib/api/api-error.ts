import type { ErrorCode } from '#contracts/error-codes.ts';
import type { ErrorBody } from '#contracts/errors.ts';

/** A non-OK answer from the API, with the server's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
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
