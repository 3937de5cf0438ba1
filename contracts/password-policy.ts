// The user pool's password policy, defined once: the CDK pool is built from it
// and the local pool's self-service calls check it the way Cognito does.
//
// the third character class (docs/validation.md#passwords) is "a digit or one of ! @ # % &", which
// Cognito cannot express (it has separate digit and symbol switches). So the
// pool asks for length, lower and upper case, and the SPA's form rules add the
// digit-or-symbol class; a password the SPA accepts is never refused by the pool.
//
// 12 characters for everyone: staff passwords must be at least 12, and the pool
// has one policy, which is the only place that sees a password when it is set
// (docs/security.md#staff-passwords).
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: false,
  requireSymbols: false,
} as const;

/** Cognito's InvalidPasswordException message for a password the policy refuses, or null when it conforms. */
export function passwordPolicyViolation(password: string, policy: typeof PASSWORD_POLICY = PASSWORD_POLICY): string | null {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push('Password not long enough');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (policy.requireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password))
    problems.push('Password must have symbol characters');
  return problems.length ? `Password does not conform to policy: ${problems[0]}` : null;
}
