import type { ErrorKind } from '#contracts/errors.ts';
import { ConflictError } from './db/conditional-failure.ts';

// The one error type of the back end: a kind (mapped to an HTTP status in one
// middleware), a stable code and a message fit for people.
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 'not_found', `${what} was not found.`);
export const forbidden = (message = 'You do not have access to this resource.') => new AppError('forbidden', 'forbidden', message);
export const unauthorized = () => new AppError('unauthorized', 'unauthorized', 'Sign in to continue.');

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

export const CHANGED_MEANWHILE_MESSAGE = 'This changed while you were looking at it. Reload it and make your change again.';

/** A ConflictError no domain module answered in its own words is still a 409 (never a 500); any other error is left as it is. */
export function unansweredConflict(error: unknown): unknown {
  return error instanceof ConflictError ? new AppError('conflict', 'version_conflict', CHANGED_MEANWHILE_MESSAGE) : error;
}
