import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  isUnconfirmedError,
  resendCodeErrorMessage,
  passkeyErrorMessage,
  NO_PASSKEY,
  resetCodeSentNotice,
  UNCONFIRMED_ACCOUNT,
} from '../../../web/src/features/auth/auth-errors.ts';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('user-facing messages (docs/messages.md#identity-service-messages)', () => {
  it('maps each identity-service error to its wording', () => {
    expect(authErrorMessage(err('CodeMismatchException'))).toBe('Invalid confirmation code provided, please try again.');
    expect(authErrorMessage(err('InvalidPasswordException'))).toBe('Password must be at least 12 characters in length.');
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
  it("changing the password: the pool's answers, as the local pool gives them too", () => {
    expect(changePasswordErrorMessage(err('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Incorrect current password.',
    );
    for (const m of ['Access Token has expired', 'Invalid Access Token', 'Access Token has been revoked']) {
      expect(changePasswordErrorMessage(err('NotAuthorizedException', m))).toBe(
        'Your session has ended. Please use your credentials to sign in.',
      );
    }
    expect(
      changePasswordErrorMessage(err('InvalidPasswordException', 'Password does not conform to policy: Password not long enough')),
    ).toBe('Password must be at least 12 characters in length.');
  });
  it('resending a sign-up code: already confirmed, limit, unknown address', () => {
    expect(resendCodeErrorMessage(err('InvalidParameterException', 'User is already confirmed.'))).toBe(
      'Your email address is already confirmed. Log in with your password.',
    );
    expect(resendCodeErrorMessage(err('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toBe(
      'Attempt limit exceeded, please try after some time.',
    );
    expect(resendCodeErrorMessage(err('UserNotFoundException', 'Username/client id combination not found.'))).toBe(
      'No account found with this email address.',
    );
    expect(resendCodeErrorMessage(err('InvalidParameterException', 'Invalid phone number format.'))).toBe('Invalid phone number format.');
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
  // docs/security.md#account-enumeration: the pool answers alike with or without an account, and so does the screen.
  it('says what to do where the pool will not say whether an account exists', () => {
    const noPasskey = err('InvalidParameterException', 'WEB_AUTHN is not available for this user: no passkey is registered.');
    expect(passkeyErrorMessage(noPasskey)).toBe(NO_PASSKEY);
    expect(NO_PASSKEY).toMatch(/Log in with your password/);
    expect(resetCodeSentNotice(' ada@example.com ')).toBe(
      'If ada@example.com has an account, we sent a code to it. No e-mail within a few minutes? Check the address and your spam folder, or create an account.',
    );
  });
});
