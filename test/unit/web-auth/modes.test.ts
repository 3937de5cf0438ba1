import { describe, expect, it } from 'vitest';
import { AUTH_MODES, initialAuthMode, MODE_TEXT, nextMode, TRANSITIONS } from '../../../web/src/features/auth/auth-modes.ts';
import { completePasswordReset } from '../../../web/src/features/auth/password-reset-sequence.ts';
import { challengeTitle, describeSignInStep, isChallenge, type NextSignInStep } from '../../../web/src/features/auth/sign-in-steps.ts';

describe('auth modes (docs/states.md#auth-modes)', () => {
  it('sign-in moves to confirm when the account is unconfirmed; sign-up moves to confirm', () => {
    expect(nextMode('signIn', 'unconfirmed')).toBe('confirm');
    expect(nextMode('passkey', 'unconfirmed')).toBe('confirm');
    expect(nextMode('signUp', 'signedUp')).toBe('confirm');
  });
  it('forgot → reset → done', () => {
    expect(nextMode('signIn', 'forgotPassword')).toBe('forgot');
    expect(nextMode('forgot', 'codeSent')).toBe('reset');
    expect(nextMode('reset', 'passwordReset')).toBe('resetDone');
    expect(TRANSITIONS.resetDone).toEqual({});
  });
  it('sign-in and passkey toggle both ways; sign-in and sign-up toggle both ways', () => {
    expect(nextMode(nextMode('signIn', 'usePasskey'), 'usePassword')).toBe('signIn');
    expect(nextMode('signIn', 'usePasskey')).toBe('passkey');
    expect(nextMode(nextMode('signIn', 'createAccount'), 'haveAccount')).toBe('signIn');
    expect(nextMode('signIn', 'createAccount')).toBe('signUp');
  });
  it('a password reset required at sign-in goes to reset; further sign-in steps to the challenge', () => {
    expect(nextMode('signIn', 'codeSent')).toBe('reset');
    expect(nextMode('signIn', 'challenge')).toBe('challenge');
    expect(nextMode('challenge', 'backToSignIn')).toBe('signIn');
  });
  it('an event a mode does not know leaves it unchanged', () => {
    expect(nextMode('signUp', 'passwordReset')).toBe('signUp');
    expect(nextMode('resetDone', 'backToSignIn')).toBe('resetDone');
  });
  it('every mode has the wording (docs/screens.md#auth-screen)', () => {
    expect(AUTH_MODES.map((m) => MODE_TEXT[m].title)).toEqual([
      'Log in',
      'Passkey sign in',
      'Sign Up',
      'Confirm your email address',
      'Forgot password',
      'Reset password',
      'Success!',
      'Verify it is you',
    ]);
    expect(MODE_TEXT.signUp.submit).toBe('Create account');
    expect(MODE_TEXT.resetDone.submit).toBe('Go to my account');
    expect(MODE_TEXT.confirm.submit).toBe('Confirm');
  });
  it('the signUp query flag opens sign-up directly', () => {
    expect(initialAuthMode(new URLSearchParams('signUp=true'))).toBe('signUp');
    expect(initialAuthMode(new URLSearchParams(''))).toBe('signIn');
    expect(initialAuthMode(new URLSearchParams('signUp=false'), 'forgot')).toBe('forgot');
  });
});

describe('sign-in steps (docs/states.md#sign-in-steps)', () => {
  const step = (s: object) => describeSignInStep(s as NextSignInStep, 'ada@example.com');
  it('done, confirm sign-up and reset password are modes, not challenges', () => {
    expect(step({ signInStep: 'DONE' })).toEqual({ kind: 'done' });
    expect(step({ signInStep: 'CONFIRM_SIGN_UP' })).toEqual({ kind: 'confirmSignUp' });
    expect(step({ signInStep: 'RESET_PASSWORD' })).toEqual({ kind: 'resetPassword' });
    expect(isChallenge(step({ signInStep: 'DONE' }))).toBe(false);
  });
  it('codes: TOTP, SMS and e-mail', () => {
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' })).toMatchObject({ kind: 'code', label: 'Authenticator code' });
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { destination: '+*******4567' } })).toMatchObject({
      kind: 'code',
      hint: expect.stringContaining('+*******4567'),
    });
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' })).toMatchObject({ kind: 'code', label: 'Email code' });
  });
  it('new password, MFA choice and set-up', () => {
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: ['given_name'] })).toEqual({
      kind: 'newPassword',
      missingAttributes: ['given_name'],
    });
    expect(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] })).toMatchObject({
      kind: 'selectMfa',
      options: ['SMS', 'TOTP'],
    });
    expect(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: ['TOTP', 'EMAIL'] })).toMatchObject({
      kind: 'selectMfa',
      options: ['TOTP', 'EMAIL'],
    });
    const totp = step({
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetupDetails: {
        sharedSecret: 'ABC',
        getSetupUri: (app: string, who: string) => new URL(`otpauth://totp/${app}:${who}?secret=ABC`),
      },
    });
    expect(totp).toEqual({ kind: 'totpSetup', secret: 'ABC', uri: 'otpauth://totp/Copperline:ada@example.com?secret=ABC' });
    expect(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' })).toEqual({ kind: 'emailSetup' });
  });
  it('every other step shows a clear message, never nothing', () => {
    for (const s of [
      'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      'CONFIRM_SIGN_IN_WITH_PASSWORD',
      'SOMETHING_NEW',
    ]) {
      const view = step({ signInStep: s });
      expect(view.kind).toBe('unsupported');
      if (isChallenge(view)) expect(challengeTitle(view)).toBe('Sign-in step not supported');
    }
  });
});

describe('docs/states.md#after-a-password-reset after a password reset', () => {
  it('signs in, signs out globally, waits 1 s, signs in again and reloads the user', async () => {
    const calls: string[] = [];
    const result = await completePasswordReset(
      {
        confirmResetPassword: async (i) => void calls.push(`confirm ${i.username} ${i.confirmationCode}`),
        signIn: async (email) => (calls.push(`signIn ${email}`), { signInStep: 'DONE' }),
        globalSignOut: async () => void calls.push('globalSignOut'),
        wait: async (ms) => void calls.push(`wait ${ms}`),
        loadUser: async () => void calls.push('loadUser'),
      },
      { email: 'a@b.co', code: '123456', password: 'Engine-1843' },
    );
    expect(result.signInStep).toBe('DONE');
    expect(calls).toEqual(['confirm a@b.co 123456', 'signIn a@b.co', 'globalSignOut', 'wait 1000', 'signIn a@b.co', 'loadUser']);
  });
  it('stops at a further sign-in step (MFA) and hands it back', async () => {
    const calls: string[] = [];
    const result = await completePasswordReset(
      {
        confirmResetPassword: async () => undefined,
        signIn: async () => ({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }),
        globalSignOut: async () => void calls.push('globalSignOut'),
        wait: async () => undefined,
        loadUser: async () => void calls.push('loadUser'),
      },
      { email: 'a@b.co', code: '1', password: 'p' },
    );
    expect(result.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect(calls).toEqual([]);
  });
});
