import { ApiError } from '#web/lib/api/api-error.ts';

/** What a failed board call says to the customer: the API's message, or that the network failed. */
export function boardErrorText(error: unknown): string {
  return error instanceof ApiError
    ? (error.body?.message ?? 'Sorry something went wrong! Please try again later.')
    : 'A network error has occurred.';
}
