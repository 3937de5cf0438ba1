import { PASSWORD_MIN_LENGTH } from './validation-messages.ts';

// docs/messages.md#identity-service-messages user-facing messages for the identity service's errors.
export const GENERIC_ERROR = 'Sorry something went wrong! Please try again later.';
export const UNKNOWN_ERROR = 'An unknown error has occurred.';
export const NETWORK_ERROR = 'A network error has occurred.';
export const INCORRECT_CURRENT_PASSWORD = 'Incorrect current password.';
export const INVALID_PHONE = 'Invalid phone number format.';
export const ATTEMPT_LIMIT = 'Attempt limit exceeded, please try after some time.';
/** A refused or expired session on a self-service call (library wording (docs/messages.md#identity-service-messages)). */
export const SIGN_IN_AGAIN = 'Your session has ended. Please use your credentials to sign in.';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed. Log in with your password.';
/**
 * After asking for a reset code. The pool answers alike whether or not the address has an account
 * (docs/security.md#account-enumeration), so the screen cannot say which; it says what to do either way.
 */
export const resetCodeSentNotice = (email: string) =>
  `If ${email.trim()} has an account, we sent a code to it. No e-mail within a few minutes? Check the address and your spam folder, or create an account.`;
/** A passkey sign-in for an address with no passkey here (or no account: the pool does not say which). */
export const NO_PASSKEY = 'No passkey signs in to this address here. Log in with your password, then add a passkey on your account page.';
/** docs/messages.md#identity-service-messages: the account's e-mail address is unconfirmed; the user is asked to e-mail support. */
export const UNCONFIRMED_ACCOUNT =
  'The email address on this account has not been confirmed. Please email our support team (see the Contact page) and we will help you.';

export const AUTH_MESSAGES = {
  CodeMismatchException: 'Invalid confirmation code provided, please try again.',
  ExpiredCodeException: 'Invalid confirmation code provided, please try again.',
  InvalidPasswordException: `Password must be at least ${PASSWORD_MIN_LENGTH} characters in length.`,
  NotAuthorizedException: 'Incorrect username or password.',
  UsernameExistsException: 'Account with this email already exists.',
  AliasExistsException: 'Account with this email already exists.',
  UserNotFoundException: 'No account found with this email address.',
  UserNotConfirmedException: UNCONFIRMED_ACCOUNT,
  LimitExceededException: ATTEMPT_LIMIT,
  TooManyRequestsException: ATTEMPT_LIMIT,
  TooManyFailedAttemptsException: ATTEMPT_LIMIT,
  NetworkError: NETWORK_ERROR,
} as const;

function errorName(error: unknown): string {
  return (error as { name?: string } | null)?.name ?? '';
}

function isNetworkFailure(error: unknown): boolean {
  const name = errorName(error);
  const message = (error as { message?: string } | null)?.message ?? '';
  return name === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(message));
}

export function isUnconfirmedError(error: unknown): boolean {
  return errorName(error) === 'UserNotConfirmedException';
}

export function isAlreadySignedInError(error: unknown): boolean {
  return errorName(error) === 'UserAlreadyAuthenticatedException';
}

/** The message for an identity-service error; unknown ones get the unknown-error line (docs/messages.md#identity-service-messages). */
export function authErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  const name = errorName(error);
  if (name === 'InvalidParameterException' && /phone/i.test(errorMessage(error))) return INVALID_PHONE;
  return (AUTH_MESSAGES as Record<string, string>)[name] ?? UNKNOWN_ERROR;
}

function errorMessage(error: unknown): string {
  return (error as { message?: string } | null)?.message ?? '';
}

/**
 * Changing the password: a refused current password is "Incorrect current
 * password."; the same exception about the access token (expired, revoked,
 * invalid) means the session is gone, not that the password was wrong.
 */
export function changePasswordErrorMessage(error: unknown): string {
  if (errorName(error) !== 'NotAuthorizedException') return authErrorMessage(error);
  return /access token/i.test(errorMessage(error)) ? SIGN_IN_AGAIN : INCORRECT_CURRENT_PASSWORD;
}

/** Resending a sign-up code: an account that is already confirmed only needs to log in. */
export function resendCodeErrorMessage(error: unknown): string {
  if (errorName(error) === 'InvalidParameterException' && /already confirmed/i.test(errorMessage(error))) return ALREADY_CONFIRMED;
  return authErrorMessage(error);
}

// passkey errors (docs/messages.md#passkey-messages): not supported, cancelled, aborted, relying-party
// mismatch, registration or retrieval failed, options invalid.
export function passkeyErrorMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'PasskeyNotSupported') return 'This browser does not support passkeys.';
  if (['PasskeyRegistrationCanceled', 'PasskeyAuthenticationCanceled', 'PasskeyRetrievalCanceled', 'NotAllowedError'].includes(name))
    return 'The passkey request was cancelled or not allowed.';
  if (name === 'PasskeyOperationAborted' || name === 'AbortError') return 'The passkey request was interrupted. Please try again.';
  if (name === 'PasskeyAlreadyExists') return 'This device already has a passkey for your account.';
  if (name === 'RelyingPartyMismatch' || name === 'RelyingPartyMismatchException') return 'Passkeys are not set up for this site address.';
  if (name === 'PasskeyRegistrationFailed') return 'The passkey could not be registered.';
  if (name === 'PasskeyRetrievalFailed' || name === 'NotAuthorizedException') return 'The passkey could not be verified.';
  if (name === 'InvalidParameterException' && /passkey|WEB_AUTHN/i.test(errorMessage(error))) return NO_PASSKEY;
  if (name === 'InvalidPasskeyRegistrationOptions' || name === 'InvalidPasskeyAuthenticationOptions')
    return 'The passkey request was not valid. Please try again.';
  return authErrorMessage(error);
}

/** Forgot password: an account without a confirmed e-mail cannot get a reset code. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return errorName(error) === 'InvalidParameterException' ? UNCONFIRMED_ACCOUNT : authErrorMessage(error);
}
