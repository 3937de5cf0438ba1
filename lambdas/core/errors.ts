import type { ErrorKind } from '#contracts/errors.ts';

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
