import type { NextSignInStep } from './sign-in-steps.ts';
import { GLOBAL_SIGN_OUT_DELAY_MS } from './auth-modes.ts';

// docs/states.md#after-a-password-reset: after a password reset the client signs in, signs out of all
// sessions globally, waits 1 second, signs in again and reloads the user.
export type PasswordResetDeps = {
  confirmResetPassword: (input: { username: string; confirmationCode: string; newPassword: string }) => Promise<void>;
  signIn: (email: string, password: string) => Promise<NextSignInStep>;
  globalSignOut: () => Promise<void>;
  wait: (ms: number) => Promise<void>;
  loadUser: () => Promise<unknown>;
};

/** DONE when signed in with the new password; otherwise the further step the sign-in asks for (MFA…). */
export async function completePasswordReset(
  deps: PasswordResetDeps,
  input: { email: string; code: string; password: string },
): Promise<NextSignInStep> {
  await deps.confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.password });
  const first = await deps.signIn(input.email, input.password);
  if (first.signInStep !== 'DONE') return first;
  await deps.globalSignOut();
  await deps.wait(GLOBAL_SIGN_OUT_DELAY_MS);
  const second = await deps.signIn(input.email, input.password);
  if (second.signInStep !== 'DONE') return second;
  await deps.loadUser();
  return second;
}
