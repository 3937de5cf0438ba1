import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  isUnconfirmedError,
  passkeyErrorMessage,
  UNCONFIRMED_ACCOUNT,
} from '../../../web/src/features/auth/auth-errors.ts';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('SPEC §8 user-facing messages', () => {
  it('maps each identity-service error to its wording', () => {
    expect(authErrorMessage(err('CodeMismatchException'))).toBe('Invalid confirmation code provided, please try again.');
    expect(authErrorMessage(err('InvalidPasswordException'))).toBe('Password must be at least 8 characters in length.');
    expect(authErrorMessage(err('NotAuthorizedException'))).toBe('Incorrect username or password.');
    expect(authErrorMessage(err('UsernameExistsException'))).toBe('Account with this email already exists.');
    expect(authErrorMessage(err('UserNotFoundException'))).toBe('No account found with this email address.');
    expect(authErrorMessage(err('LimitExceededException'))).toBe('Attempt limit exceeded, please try after some time.');
    expect(authErrorMessage(err('Whatever'))).toBe('An unknown error has occurred.');
  });
  it('network failures, from Amplify or fetch', () => {
    expect(authErrorMessage(err('NetworkError'))).toBe('A network error has occurred.');
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('A network error has occurred.');
  });
  it('an unconfirmed account asks the user to e-mail support', () => {
    expect(isUnconfirmedError(err('UserNotConfirmedException'))).toBe(true);
    expect(authErrorMessage(err('UserNotConfirmedException'))).toBe(UNCONFIRMED_ACCOUNT);
    expect(UNCONFIRMED_ACCOUNT).toMatch(/unconfirmed|not been confirmed/);
    expect(UNCONFIRMED_ACCOUNT).toMatch(/email our support/);
    expect(forgotPasswordErrorMessage(err('InvalidParameterException'))).toBe(UNCONFIRMED_ACCOUNT);
  });
  it('a bad phone number and a refused current password', () => {
    expect(authErrorMessage(err('InvalidParameterException', 'Invalid phone number format.'))).toBe('Invalid phone number format.');
    expect(changePasswordErrorMessage(err('NotAuthorizedException'))).toBe('Incorrect current password.');
    expect(changePasswordErrorMessage(err('LimitExceededException'))).toBe('Attempt limit exceeded, please try after some time.');
  });
  it('passkey errors: not supported, cancelled, aborted, relying party, registration, retrieval, options', () => {
    const names = [
      'PasskeyNotSupported',
      'PasskeyRegistrationCanceled',
      'PasskeyOperationAborted',
      'RelyingPartyMismatch',
      'PasskeyRegistrationFailed',
      'PasskeyRetrievalFailed',
      'InvalidPasskeyAuthenticationOptions',
    ];
    const messages = names.map((n) => passkeyErrorMessage(err(n)));
    expect(new Set(messages).size).toBe(names.length);
    for (const m of messages) expect(m).toMatch(/passkey/i);
  });
});
