import * as z from 'zod/mini';
import {
  confirmationCodeRule,
  differentPasswordRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  loginPasswordRule,
  newPasswordRule,
  phoneRule,
  type Rule,
} from './field-rules.ts';

// The zod schemas of every auth and account form, built from the rules (docs/validation.md#forms).
function ruled(rule: Rule) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

const email = ruled(emailRule);
const code = ruled(confirmationCodeRule);
const newPassword = ruled(newPasswordRule);

export const signInSchema = z.object({ email, password: ruled(loginPasswordRule) });
export const passkeySignInSchema = z.object({ email });
export const forgotPasswordSchema = z.object({ email });
export const confirmSignUpSchema = z.object({ code });
export const resetPasswordSchema = z.object({ code, password: newPassword });
export const challengeCodeSchema = z.object({ code });
export const newPasswordChallengeSchema = z.object({ password: newPassword });

const profileFields = {
  firstName: ruled(firstNameRule),
  lastName: ruled(lastNameRule),
  phoneNumber: ruled(phoneRule()),
  organization: z.string(),
};

export const signUpSchema = z.object({ ...profileFields, email, password: newPassword, marketingOptIn: z.boolean() });
export const profileSchema = z.object(profileFields);

export const changePasswordSchema = z.object({ currentPassword: ruled(loginPasswordRule), newPassword }).check(
  z.superRefine((values, ctx) => {
    const message = differentPasswordRule(values.currentPassword, values.newPassword);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  }),
);

export type SignInValues = z.infer<typeof signInSchema>;
export type PasskeySignInValues = z.infer<typeof passkeySignInSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ConfirmSignUpValues = z.infer<typeof confirmSignUpSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ChallengeCodeValues = z.infer<typeof challengeCodeSchema>;
export type NewPasswordChallengeValues = z.infer<typeof newPasswordChallengeSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ProfileValues = z.infer<typeof profileSchema>;
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
