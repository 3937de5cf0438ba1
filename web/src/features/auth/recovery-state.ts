/** The e-mail address the sign-in form carries to /forgot-password in the router state. */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
