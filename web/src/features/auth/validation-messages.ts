import { PASSWORD_POLICY } from '#contracts/password-policy.ts';

// form-field messages (docs/messages.md#form-field-messages), verbatim.
/** The pool's minimum, which the SPA asks for too (docs/validation.md#passwords). */
export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneInvalid: 'Invalid phone number format. Must be 10 digits.',
  phoneRequired: 'Phone Number is required',
  phoneInvalidShort: 'Invalid phone number format.',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordComposition: 'New password must contain at least 1 uppercase letter, 1 lowercase letter, and 1 number or special character',
  passwordWhitespace: 'Password cannot start or end with whitespace',
  passwordsMustDiffer: 'Passwords must be different',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  codeDigitsOnly: 'The field should have digits only',
  codeRequired: 'Confirmation code is required',
} as const;
