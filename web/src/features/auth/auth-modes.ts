// "Auth modes" (docs/states.md#auth-modes): the auth screen's modes and the transitions between
// them, as data. Anything not listed leaves the mode unchanged.
export const AUTH_MODES = ['signIn', 'passkey', 'signUp', 'confirm', 'forgot', 'reset', 'resetDone', 'challenge'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export type AuthEvent =
  | 'usePasskey' // sign-in → passkey
  | 'usePassword' // passkey → sign-in
  | 'createAccount' // sign-in → sign-up
  | 'haveAccount' // sign-up → sign-in
  | 'signedUp' // sign-up → confirm
  | 'unconfirmed' // sign-in / passkey → confirm (the server says sign-up needs confirmation)
  | 'forgotPassword' // sign-in → forgot
  | 'codeSent' // forgot, or sign-in when a reset is required → reset
  | 'passwordReset' // reset → done
  | 'challenge' // a sign-in step beyond the first factor (MFA, new password…)
  | 'confirmed' // confirm → sign in again when the password is not at hand
  | 'backToSignIn';

export const TRANSITIONS: Record<AuthMode, Partial<Record<AuthEvent, AuthMode>>> = {
  signIn: {
    usePasskey: 'passkey',
    createAccount: 'signUp',
    unconfirmed: 'confirm',
    forgotPassword: 'forgot',
    codeSent: 'reset',
    challenge: 'challenge',
  },
  passkey: { usePassword: 'signIn', unconfirmed: 'confirm', challenge: 'challenge', backToSignIn: 'signIn' },
  signUp: { haveAccount: 'signIn', signedUp: 'confirm' },
  confirm: { confirmed: 'signIn', challenge: 'challenge', backToSignIn: 'signIn' },
  forgot: { codeSent: 'reset', backToSignIn: 'signIn' },
  reset: { passwordReset: 'resetDone', challenge: 'challenge', backToSignIn: 'signIn' },
  resetDone: {},
  challenge: { backToSignIn: 'signIn' },
};

export function nextMode(mode: AuthMode, event: AuthEvent): AuthMode {
  return TRANSITIONS[mode][event] ?? mode;
}

/** wording (docs/screens.md#auth-screen): each mode's heading and submit label. */
export const MODE_TEXT: Record<AuthMode, { title: string; submit: string }> = {
  signIn: { title: 'Log in', submit: 'Log in' },
  passkey: { title: 'Passkey sign in', submit: 'Sign in with passkey' },
  signUp: { title: 'Sign Up', submit: 'Create account' },
  confirm: { title: 'Confirm your email address', submit: 'Confirm' },
  forgot: { title: 'Forgot password', submit: 'Send reset code' },
  reset: { title: 'Reset password', submit: 'Reset password' },
  resetDone: { title: 'Success!', submit: 'Go to my account' },
  challenge: { title: 'Verify it is you', submit: 'Continue' },
};

/** The query flag (?signUp=true) opens the screen directly in sign-up mode. */
export const SIGN_UP_PARAM = 'signUp';

export function initialAuthMode(search: URLSearchParams, fallback: AuthMode = 'signIn'): AuthMode {
  return search.get(SIGN_UP_PARAM) === 'true' ? 'signUp' : fallback;
}

/** docs/states.md#after-a-password-reset: after a password reset, the wait between the global sign-out and the new sign-in. */
export const GLOBAL_SIGN_OUT_DELAY_MS = 1000;
