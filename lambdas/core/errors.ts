import { ERROR_CODES, type ErrorCode, type ErrorStatus } from '#contracts/error-codes.ts';
import { errorStatus, type ErrorKind } from '#contracts/errors.ts';
import { ConflictError } from './db/conditional-failure.ts';

const KIND_OF_STATUS = new Map(Object.entries(errorStatus).map(([kind, status]) => [status, kind as ErrorKind]));

// The one error type of the back end: a stable code (contracts/error-codes.ts,
// which gives its HTTP status and default message), the message fit for people
// when the call knows better than the default, and per-field problems.
// see docs/architecture.md#error-codes
export class AppError extends Error {
  /** The HTTP status: the code's, unless the call states its own (one code answers two ways). */
  readonly status: ErrorStatus;
  /** The status's kind (contracts/errors.ts): 'bad_request' answers carry `detail`, 'internal' ones are logged. */
  readonly kind: ErrorKind;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    readonly fields?: Record<string, string[]>,
    status: ErrorStatus = ERROR_CODES[code].status,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.kind = KIND_OF_STATUS.get(status) ?? 'internal';
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} was not found.`);
export const forbidden = (message?: string) => new AppError('forbidden', message);
export const unauthorized = () => new AppError('unauthorized');

/**
 * For a store call's `.catch`: a lost write race (the data layer's one
 * ConflictError) becomes the route's own 409; anything else passes through.
 * see docs/architecture.md#the-data-layer
 */
export const conflictAs =
  (answer: () => AppError) =>
  (error: unknown): never => {
    throw error instanceof ConflictError ? answer() : error;
  };

/** A ConflictError no domain module answered in its own words is still a 409 (never a 500); any other error is left as it is. */
export function unansweredConflict(error: unknown): unknown {
  return error instanceof ConflictError ? new AppError('version_conflict') : error;
}
