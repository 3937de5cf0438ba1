import type { SignInOutput } from 'aws-amplify/auth';

// "Auth steps reported by sign-in" (docs/states.md#sign-in-steps): what the auth screen does with
// each next step Amplify reports. Every step has a screen or a clear message.
export type NextSignInStep = SignInOutput['nextStep'];
export type MfaType = 'TOTP' | 'SMS' | 'EMAIL';

export type SignInStepView =
  | { kind: 'done' }
  | { kind: 'confirmSignUp' }
  | { kind: 'resetPassword' }
  | { kind: 'code'; title: string; label: string; hint: string }
  | { kind: 'newPassword'; missingAttributes: string[] }
  | { kind: 'selectMfa'; title: string; options: MfaType[] }
  | { kind: 'totpSetup'; secret: string; uri: string }
  | { kind: 'emailSetup' }
  | { kind: 'unsupported'; message: string };

export const MFA_LABELS: Record<MfaType, string> = {
  TOTP: 'Authenticator app',
  SMS: 'Text message (SMS)',
  EMAIL: 'Email',
};

export const TOTP_ISSUER = 'Copperline';

const UNSUPPORTED_STEP =
  'This account needs a sign-in step this store does not support. Please log in with your password, or contact support.';

function isMfaType(value: string): value is MfaType {
  return value === 'TOTP' || value === 'SMS' || value === 'EMAIL';
}

function destination(step: { codeDeliveryDetails?: { destination?: string } }, fallback: string): string {
  return step.codeDeliveryDetails?.destination ?? fallback;
}

export function describeSignInStep(step: NextSignInStep, email: string): SignInStepView {
  switch (step.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp' };
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return {
        kind: 'code',
        title: 'Two-factor authentication',
        label: 'Authenticator code',
        hint: 'Enter the 6-digit code from your authenticator app.',
      };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return {
        kind: 'code',
        title: 'Two-factor authentication',
        label: 'SMS code',
        hint: `Enter the code we sent by text message to ${destination(step, 'your phone')}.`,
      };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return {
        kind: 'code',
        title: 'Two-factor authentication',
        label: 'Email code',
        hint: `Enter the code we sent to ${destination(step, 'your email address')}.`,
      };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword', missingAttributes: (step.missingAttributes ?? []).map(String) };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { kind: 'selectMfa', title: 'Choose how to verify it is you', options: (step.allowedMFATypes ?? []).filter(isMfaType) };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { kind: 'selectMfa', title: 'Set up two-factor authentication', options: (step.allowedMFATypes ?? []).filter(isMfaType) };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        kind: 'totpSetup',
        secret: step.totpSetupDetails.sharedSecret,
        uri: step.totpSetupDetails.getSetupUri(TOTP_ISSUER, email).toString(),
      };
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { kind: 'emailSetup' };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return { kind: 'unsupported', message: UNSUPPORTED_STEP };
    default:
      return { kind: 'unsupported', message: UNSUPPORTED_STEP };
  }
}

/** The steps the auth screen shows in its challenge mode. */
export type ChallengeView = Exclude<SignInStepView, { kind: 'done' | 'confirmSignUp' | 'resetPassword' }>;

export function isChallenge(view: SignInStepView): view is ChallengeView {
  return view.kind !== 'done' && view.kind !== 'confirmSignUp' && view.kind !== 'resetPassword';
}

/** The heading for a sign-in step. */
export function challengeTitle(view: ChallengeView): string {
  if (view.kind === 'code' || view.kind === 'selectMfa') return view.title;
  if (view.kind === 'newPassword') return 'Choose a new password';
  if (view.kind === 'totpSetup') return 'Set up your authenticator app';
  if (view.kind === 'emailSetup') return 'Set up email codes';
  return 'Sign-in step not supported';
}
