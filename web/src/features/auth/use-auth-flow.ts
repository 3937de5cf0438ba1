import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { finishSignIn, resendCode, sendResetCode } from './auth-actions.ts';
import { authErrorMessage, isUnconfirmedError } from './auth-errors.ts';
import { initialAuthMode, nextMode, SIGN_UP_PARAM, type AuthEvent, type AuthMode } from './auth-modes.ts';
import { describeSignInStep, isChallenge, type ChallengeView, type NextSignInStep } from './sign-in-steps.ts';

/** The auth screen's state and its moves between modes (docs/states.md#auth-modes). */
export function useAuthFlow(options: { initialMode: AuthMode; initialEmail: string; onSignedIn?: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(searchParams, options.initialMode));
  // ?email= fills the address in (the waitlist's invitation link: docs/staff-tools.md#user-waitlist).
  const [email, setEmail] = useState(() => options.initialEmail || (searchParams.get('email') ?? '').trim().slice(0, 254));
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // Kept in memory only, to sign in right after confirming the e-mail address (docs/states.md#auth-modes).
  const password = useRef('');
  // The address in use, readable inside async actions before React re-renders.
  const emailRef = useRef(email);
  const remember = (value: string) => {
    emailRef.current = value.trim();
    setEmail(value.trim());
  };

  function go(event: AuthEvent, message = '') {
    setMode((current) => nextMode(current, event));
    setError('');
    setNotice(message);
  }

  async function run(action: () => Promise<void>, messageFor: (error: unknown) => string = authErrorMessage) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (error) {
      console.error(error);
      if (isUnconfirmedError(error)) await toConfirm(emailRef.current);
      else setError(messageFor(error));
    } finally {
      setBusy(false);
    }
  }

  async function toConfirm(address: string) {
    const resent = await resendCode(address).then(
      () => true,
      () => false,
    );
    go(
      'unconfirmed',
      resent
        ? `Your email address is not confirmed yet. We sent a new code to ${address}.`
        : 'Your email address is not confirmed yet. Enter the code we emailed you when you signed up.',
    );
  }

  async function handleStep(step: NextSignInStep) {
    const view = describeSignInStep(step, emailRef.current);
    if (view.kind === 'done') {
      await finishSignIn();
      // The sign-up flag has done its job: a later sign-out shows "Log in".
      if (searchParams.has(SIGN_UP_PARAM)) setSearchParams(withoutSignUpFlag, { replace: true });
      options.onSignedIn?.();
    } else if (view.kind === 'confirmSignUp') {
      await toConfirm(emailRef.current);
    } else if (view.kind === 'resetPassword') {
      await sendResetCode(emailRef.current);
      go('codeSent', `Your password must be reset. We sent a code to ${emailRef.current}.`);
    } else if (isChallenge(view)) {
      setChallenge(view);
      go('challenge');
    }
  }

  return { mode, email, challenge, busy, error, setError, notice, setNotice, password, emailRef, remember, go, run, handleStep };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;

function withoutSignUpFlag(params: URLSearchParams): URLSearchParams {
  params.delete(SIGN_UP_PARAM);
  return params;
}
