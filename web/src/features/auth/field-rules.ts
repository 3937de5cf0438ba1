import { onlyDigits, PHONE_DIGITS } from '#web/lib/phone.ts';
import { MESSAGES, PASSWORD_MIN_LENGTH } from './validation-messages.ts';

// One function per rule (docs/validation.md#validation-rules): the message when the value breaks it, else undefined.
export type Rule = (value: string) => string | undefined;

// The pattern z.email() checks (a unit test holds it to zod's), written out so the sign-in form a gated page
// shows first checks its rules without loading any of zod (docs/performance.md#code-splitting).
// eslint-disable-next-line no-useless-escape -- zod's pattern verbatim, so the test can compare the sources
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(v)) return MESSAGES.emailInvalid;
  return undefined;
};

/** A phone is invalid when it is not empty and its digit count is not 10. */
export function isPhoneInvalid(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length !== 0 && digits.length !== PHONE_DIGITS;
}

export function phoneRule(options: { required?: boolean } = {}): Rule {
  return (value) => {
    if (!onlyDigits(value)) return options.required ? MESSAGES.phoneRequired : undefined;
    if (isPhoneInvalid(value)) return MESSAGES.phoneInvalid;
    return undefined;
  };
}

export const loginPasswordRule: Rule = (value) => (value ? undefined : MESSAGES.passwordRequired);

export function passwordMeetsComposition(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9!@#%&]/.test(value);
}

export const newPasswordRule: Rule = (value) => {
  if (!value) return MESSAGES.newPasswordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!passwordMeetsComposition(value)) return MESSAGES.passwordComposition;
  if (value.trim() !== value) return MESSAGES.passwordWhitespace;
  return undefined;
};

/** The props of every field where someone chooses a password (sign-up, reset, change): newPasswordRule in words. */
export const NEW_PASSWORD_FIELD = {
  type: 'password',
  autoComplete: 'new-password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters, with upper- and lower-case letters and a number or one of ! @ # % &.`,
} as const;

/** When changing a password, the new one must differ from the current one. */
export function differentPasswordRule(current: string, next: string): string | undefined {
  return current && next && current === next ? MESSAGES.passwordsMustDiffer : undefined;
}

export const firstNameRule: Rule = (value) => (value.trim() ? undefined : MESSAGES.firstNameRequired);
export const lastNameRule: Rule = (value) => (value.trim() ? undefined : MESSAGES.lastNameRequired);

export const confirmationCodeRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return MESSAGES.codeRequired;
  if (!/^\d+$/.test(v)) return MESSAGES.codeDigitsOnly;
  return undefined;
};
