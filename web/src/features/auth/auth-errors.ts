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
