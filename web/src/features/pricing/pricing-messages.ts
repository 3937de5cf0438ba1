import { ApiError, apiErrorMessage, isErrorCode } from '#web/lib/api/api-error.ts';

// What /internal/pricing says when a save fails.
export const GENERIC_ERROR = 'Sorry something went wrong! Please try again later.';
export const NETWORK_ERROR = 'A network error has occurred.';
export const SAVE_CONFLICT =
  'Someone saved a newer version while you were editing, so your changes were not saved. The form now shows the latest version; make your change again.';

export function pricingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorCode(error, 'pricing_version_conflict')) return SAVE_CONFLICT;
    if (error.status === 400 && error.body?.message) return error.body.message;
    return apiErrorMessage(error, GENERIC_ERROR);
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  return GENERIC_ERROR;
}
