/** The props of every field where someone chooses a password (sign-up, reset, change); the rule is docs/validation.md#passwords. */
export const NEW_PASSWORD_FIELD = {
  type: 'password',
  autoComplete: 'new-password',
  hint: 'At least 8 characters, with upper- and lower-case letters and a number or one of ! @ # % &.',
} as const;
