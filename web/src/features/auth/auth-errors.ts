// SPEC §8 user-facing messages for the identity service's errors.
export const AUTH_MESSAGES = {
  CodeMismatchException: 'Invalid confirmation code provided, please try again.',
  InvalidPasswordException: 'Password must be at least 8 characters in length.',
  NotAuthorizedException: 'Incorrect username or password.',
  UsernameExistsException: 'Account with this email already exists.',
  UserNotFoundException: 'No account found with this email address.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  TooManyRequestsException: 'Attempt limit exceeded, please try after some time.',
  NetworkError: 'A network error has occurred.',
} as const;
export const UNKNOWN_ERROR = 'An unknown error has occurred.';

export function authErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  return (AUTH_MESSAGES as Record<string, string>)[name] ?? UNKNOWN_ERROR;
}

// SPEC §8 passkey errors: not supported, cancelled, aborted, relying-party
// mismatch, registration or retrieval failed, options invalid.
export function passkeyErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'PasskeyNotSupported') return 'This browser does not support passkeys.';
  if (name === 'PasskeyRegistrationCanceled' || name === 'PasskeyRetrievalCanceled' || name === 'NotAllowedError') return 'The passkey request was cancelled or not allowed.';
  if (name === 'PasskeyAlreadyExists') return 'This device already has a passkey for your account.';
  if (name === 'RelyingPartyMismatch') return 'Passkeys are not set up for this site address.';
  if (name === 'PasskeyRegistrationFailed') return 'The passkey could not be registered.';
  if (name === 'PasskeyRetrievalFailed' || name === 'NotAuthorizedException') return 'The passkey could not be verified.';
  return authErrorMessage(error);
}
