import * as z from 'zod/mini';
import { onlyDigits, PHONE_DIGITS } from '#web/lib/phone.ts';
import { MESSAGES, PASSWORD_MIN_LENGTH } from './validation-messages.ts';

// One function per rule (docs/validation.md#validation-rules): the message when the value breaks it, else undefined.
export type Rule = (value: string) => string | undefined;

const emailFormat = z.email();

export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return MESSAGES.emailRequired;
  if (!emailFormat.safeParse(v).success) return MESSAGES.emailInvalid;
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
