import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import {
  answerSignInChallenge,
  confirmAccount,
  createAccount,
  finishSignIn,
  resendCode,
  resetPasswordAndSignIn,
  sendResetCode,
  signInWithPasskey,
  signInWithPassword,
} from '../auth-actions.ts';
import {
  authErrorMessage,
  forgotPasswordErrorMessage,
  isUnconfirmedError,
  passkeyErrorMessage,
  resendCodeErrorMessage,
} from '../auth-errors.ts';
import { initialAuthMode, MODE_TEXT, nextMode, SIGN_UP_PARAM, type AuthEvent, type AuthMode } from '../auth-modes.ts';
import { challengeTitle, describeSignInStep, isChallenge, type ChallengeView, type NextSignInStep } from '../sign-in-steps.ts';
import styles from '#web/components/ui/form/form.module.css';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { SignInForm } from './sign-in-form.tsx';

// The sign-in form comes with the screen; every other mode's form (with react-hook-form, and the
// authenticator's QR code) loads when the visitor first moves to it (docs/performance.md#code-splitting).
const CodeForm = lazy(() => import('./code-form.tsx').then((m) => ({ default: m.CodeForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })));
const PasskeySignInForm = lazy(() => import('./passkey-sign-in-form.tsx').then((m) => ({ default: m.PasskeySignInForm })));
const ResetPasswordForm = lazy(() => import('./reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })));
const SignInChallenge = lazy(() => import('./sign-in-challenge.tsx').then((m) => ({ default: m.SignInChallenge })));
const SignUpForm = lazy(() => import('./sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })));

export type AuthScreenProps = {
  initialMode?: AuthMode;
  /** The e-mail address to start with (carried from another page). */
  initialEmail?: string;
  /** docs/access.md#page-gates: passkey sign-in is an option per page. */
  allowPasskey?: boolean;
  /** Called once signed in and the user is loaded. */
  onSignedIn?: () => void;
};

/** auth screen (docs/screens.md#auth-screen): every mode, with the transitions of auth-modes.ts. */
export function AuthScreen({ initialMode = 'signIn', initialEmail = '', allowPasskey = false, onSignedIn }: AuthScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(searchParams, initialMode));
  // ?email= fills the address in (the waitlist's invitation link: docs/staff-tools.md#user-waitlist).
  const [email, setEmail] = useState(() => initialEmail || (searchParams.get('email') ?? '').trim().slice(0, 254));
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
    setMode((m) => nextMode(m, event));
    setError('');
    setNotice(message);
  }

  async function run(action: () => Promise<void>, messageFor: (e: unknown) => string = authErrorMessage) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      console.error(e);
      if (isUnconfirmedError(e)) await toConfirm(emailRef.current);
      else setError(messageFor(e));
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
      if (searchParams.has(SIGN_UP_PARAM)) {
        setSearchParams(
          (params) => {
            params.delete(SIGN_UP_PARAM);
            return params;
          },
          { replace: true },
        );
      }
      onSignedIn?.();
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

  function body() {
    switch (mode) {
      case 'signIn':
        return (
          <SignInForm
            email={email}
            onEmailChange={remember}
            busy={busy}
            onSubmit={(v) =>
              run(async () => {
                remember(v.email);
                password.current = v.password;
                await handleStep(await signInWithPassword(v.email, v.password));
              })
            }
          />
        );
      case 'passkey':
        return (
          <PasskeySignInForm
            email={email}
            onEmailChange={remember}
            busy={busy}
            onSubmit={(v) =>
              run(async () => {
                remember(v.email);
                await handleStep(await signInWithPasskey(v.email));
              }, passkeyErrorMessage)
            }
          />
        );
      case 'signUp':
        return (
          <SignUpForm
            email={email}
            onEmailChange={remember}
            busy={busy}
            onSubmit={(v) =>
              run(async () => {
                remember(v.email);
                password.current = v.password;
                await createAccount(v);
                go('signedUp');
              })
            }
          />
        );
      case 'confirm':
        return (
          <>
            <p className={styles.hint}>Check email for confirmation code.{email && !notice ? ` We sent it to ${email}.` : ''}</p>
            <CodeForm
              label="Confirmation code"
              submitLabel="Confirm"
              busy={busy}
              onSubmit={(code) =>
                run(async () => {
                  try {
                    await confirmAccount(emailRef.current, code);
                  } catch (e) {
                    if ((e as { name?: string }).name !== 'UserNotFoundException') throw e;
                    go('backToSignIn');
                    setError(authErrorMessage(e));
                    return;
                  }
                  if (password.current) await handleStep(await signInWithPassword(emailRef.current, password.current));
                  else go('confirmed', 'Your email address is confirmed. Log in with your password.');
                })
              }
            />
          </>
        );
      case 'forgot':
        return (
          <ForgotPasswordForm
            email={email}
            onEmailChange={remember}
            busy={busy}
            onSubmit={(v) =>
              run(async () => {
                remember(v.email);
                await sendResetCode(v.email);
                go('codeSent', `We sent a code to ${v.email.trim()}.`);
              }, forgotPasswordErrorMessage)
            }
          />
        );
      case 'reset':
        return (
          <>
            <p className={styles.hint}>Enter the code from the email and choose a new password.</p>
            <ResetPasswordForm
              busy={busy}
              onSubmit={(v) =>
                run(async () => {
                  const step = await resetPasswordAndSignIn({ email: emailRef.current, code: v.code, password: v.password });
                  password.current = v.password;
                  if (step.signInStep === 'DONE') go('passwordReset');
                  else await handleStep(step);
                })
              }
            />
          </>
        );
      case 'resetDone':
        return (
          <div className={styles.form}>
            <p className={styles.hint}>Your password has been reset and you are signed in. Other devices have been signed out.</p>
            <LinkButton to={paths.myAccount.getHref()} className={styles.submit}>
              Go to my account
            </LinkButton>
          </div>
        );
      case 'challenge':
        return (
          challenge && (
            <SignInChallenge view={challenge} busy={busy} onAnswer={(r) => run(async () => handleStep(await answerSignInChallenge(r)))} />
          )
        );
    }
  }

  const title = mode === 'challenge' && challenge ? challengeTitle(challenge) : MODE_TEXT[mode].title;
  return (
    <section className={`${styles.card} ${mode === 'signUp' ? styles.wide : ''}`} aria-labelledby="auth-title" data-auth-mode={mode}>
      <h2 id="auth-title" className={styles.title}>
        {title}
      </h2>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <Suspense fallback={<Spinner />}>{body()}</Suspense>
      <ValidationMessage>{error}</ValidationMessage>
      <ModeLinks
        mode={mode}
        email={email}
        busy={busy}
        allowPasskey={allowPasskey}
        go={go}
        onResendCode={() =>
          run(async () => {
            await resendCode(emailRef.current);
            setNotice(`We sent a new code to ${emailRef.current}.`);
          }, resendCodeErrorMessage)
        }
        onResendResetCode={() =>
          run(async () => {
            await sendResetCode(emailRef.current);
            setNotice(`We sent a new code to ${emailRef.current}.`);
          }, forgotPasswordErrorMessage)
        }
      />
    </section>
  );
}

type ModeLinksProps = {
  mode: AuthMode;
  email: string;
  busy: boolean;
  allowPasskey: boolean;
  go: (event: AuthEvent) => void;
  onResendCode: () => void;
  onResendResetCode: () => void;
};

function ModeLinks({ mode, email, busy, allowPasskey, go, onResendCode, onResendResetCode }: ModeLinksProps) {
  const action = (label: string, onClick: () => void) => (
    <button type="button" className={styles.linkButton} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  const backToSignIn = action('Back to log in', () => go('backToSignIn'));
  if (mode === 'resetDone') return null;
  return (
    <div className={styles.links}>
      {mode === 'signIn' && (
        <>
          <Link to={paths.forgotPassword.getHref()} state={{ email }}>
            Forgot password?
          </Link>
          {action('Create account', () => go('createAccount'))}
          {allowPasskey && action('Use passkey', () => go('usePasskey'))}
        </>
      )}
      {mode === 'passkey' && action('Use password', () => go('usePassword'))}
      {mode === 'signUp' && (
        <>
          {action('Already have an account?', () => go('haveAccount'))}
          <Link to={paths.privacy.getHref()}>Privacy</Link>
        </>
      )}
      {mode === 'confirm' && (
        <>
          {action('Resend code', onResendCode)}
          {backToSignIn}
        </>
      )}
      {mode === 'reset' && (
        <>
          {action('Resend code', onResendResetCode)}
          {backToSignIn}
        </>
      )}
      {(mode === 'forgot' || mode === 'challenge') && backToSignIn}
    </div>
  );
}
