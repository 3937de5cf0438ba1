import type * as Amplify from '#web/lib/auth/amplify.ts';
import { afterFirstUse } from '#web/lib/after-first-use.ts';
import { addMarketingContact } from './api/add-marketing-contact.ts';
import { accountCreatedProperties, trackAuthEvent } from '#web/lib/auth/auth-analytics.ts';
import { isAlreadySignedInError } from './auth-errors.ts';
import { authStore, loadUser } from '#web/lib/auth/auth-store.ts';
import { completePasswordReset } from './password-reset-sequence.ts';
import type { NextSignInStep } from './sign-in-steps.ts';
import type { SignUpValues } from './auth-schemas.ts';

// The Amplify calls behind the auth screen. Sign-in is USER_AUTH everywhere
// (SRP is not available in the local pool; USER_AUTH works in AWS too).

// Amplify (about 43 kB gz) is not needed to show the form: it loads once the visitor starts using the page (or with
// the first action), so a gate's sign-in screen adds nothing to a first visit (docs/performance.md#auth-without-amplify).
const amplify = (): Promise<typeof Amplify> => import('#web/lib/auth/amplify.ts');
afterFirstUse(() => void amplify().catch(() => undefined));
type Input<F extends (input: never) => unknown> = Parameters<F>[0];
const signIn = async (input: Input<typeof Amplify.signIn>) => (await amplify()).signIn(input);
const signOut = async (input?: Input<typeof Amplify.signOut>) => (await amplify()).signOut(input);
const signUp = async (input: Input<typeof Amplify.signUp>) => (await amplify()).signUp(input);
const confirmSignIn = async (input: Input<typeof Amplify.confirmSignIn>) => (await amplify()).confirmSignIn(input);
const confirmSignUp = async (input: Input<typeof Amplify.confirmSignUp>) => (await amplify()).confirmSignUp(input);
const resendSignUpCode = async (input: Input<typeof Amplify.resendSignUpCode>) => (await amplify()).resendSignUpCode(input);
const resetPassword = async (input: Input<typeof Amplify.resetPassword>) => (await amplify()).resetPassword(input);
const confirmResetPassword = async (input: Input<typeof Amplify.confirmResetPassword>) => (await amplify()).confirmResetPassword(input);

async function withFreshSession<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    // docs/messages.md#sign-in-handling: "There is already a signed in user": sign the stale session out and try once more.
    if (!isAlreadySignedInError(error)) throw error;
    await signOut();
    return attempt();
  }
}

export async function signInWithPassword(email: string, password: string): Promise<NextSignInStep> {
  const result = await withFreshSession(() =>
    signIn({ username: email.trim(), password, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD' } }),
  );
  return result.nextStep;
}

export async function signInWithPasskey(email: string): Promise<NextSignInStep> {
  const result = await withFreshSession(() =>
    signIn({ username: email.trim(), options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } }),
  );
  return result.nextStep;
}

export async function answerSignInChallenge(challengeResponse: string): Promise<NextSignInStep> {
  return (await confirmSignIn({ challengeResponse })).nextStep;
}

/** docs/states.md#session-and-sign-in: after sign-in the user's attributes are fetched (and the product user created). */
export async function finishSignIn(): Promise<void> {
  const error = await loadUser({ showLoading: false });
  if (error) throw error;
  // docs/states.md#session-and-sign-in: a session that cannot be read right after sign-in is an error.
  if (!authStore.get().signedIn) throw new Error('No session after sign-in');
  trackAuthEvent('Signed in');
}

export async function createAccount(values: SignUpValues): Promise<void> {
  // The attribute rules (and the phone number's) are the sign-up form's, not the sign-in screen a first visit sees.
  const { marketingContact, signUpAttributes } = await import('./account-attributes.ts');
  await signUp({ username: values.email.trim(), password: values.password, options: { userAttributes: signUpAttributes(values) } });
  trackAuthEvent('Account created', accountCreatedProperties(values.marketingOptIn));
  if (values.marketingOptIn) {
    // docs/calls.md#marketing-contact-call: PUT /add-marketing-contact, source "Create Account". The account exists either way.
    await addMarketingContact(marketingContact(values));
  }
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
}

export async function resendCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email.trim() });
}

export async function sendResetCode(email: string): Promise<void> {
  await resetPassword({ username: email.trim() });
}

export function resetPasswordAndSignIn(input: { email: string; code: string; password: string }): Promise<NextSignInStep> {
  return completePasswordReset(
    {
      confirmResetPassword: (i) => confirmResetPassword(i),
      signIn: signInWithPassword,
      globalSignOut: () => signOut({ global: true }),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      loadUser: finishSignIn,
    },
    { email: input.email.trim(), code: input.code.trim(), password: input.password },
  );
}
