import { ApiError, apiErrorMessage, isErrorCode } from '#web/lib/api/api-error.ts';

// What the account page says when saving or deleting an address fails.
export const GENERIC_ERROR = 'Sorry something went wrong! Please try again later.';
export const NETWORK_ERROR = 'A network error has occurred.';
export const EDIT_CONFLICT =
  'This address was changed in another window or on another device, so your edit was not saved. The list shows the latest version; save again to replace it with yours.';
export const DELETE_CONFLICT =
  'This address was changed in another window or on another device, so it was not deleted. Check the latest version before deleting it.';
export const GONE = 'This address no longer exists.';

export type AddressAction = 'save' | 'delete';

export function addressErrorMessage(error: unknown, action: AddressAction): string {
  if (error instanceof ApiError) {
    if (isErrorCode(error, 'version_conflict')) return action === 'save' ? EDIT_CONFLICT : DELETE_CONFLICT;
    if (error.status === 404) return GONE;
    // Validation and the address limit come with a message meant for people.
    if ((error.status === 400 || isErrorCode(error, 'address_limit_reached')) && error.body?.message) return error.body.message;
    return apiErrorMessage(error, GENERIC_ERROR);
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  return GENERIC_ERROR;
}
