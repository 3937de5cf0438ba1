import { lazy } from 'react';
import styles from '#web/components/ui/form/form.module.css';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { paths } from '#web/config/paths.ts';
import {
  answerSignInChallenge,
  confirmAccount,
  createAccount,
  resetPasswordAndSignIn,
  sendResetCode,
  signInWithPasskey,
  signInWithPassword,
} from '../auth-actions.ts';
import { authErrorMessage, forgotPasswordErrorMessage, passkeyErrorMessage, resetCodeSentNotice } from '../auth-errors.ts';
import type { AuthFlow } from '../use-auth-flow.ts';
import { SignInForm } from './sign-in-form.tsx';

// The sign-in form comes with the screen; every other mode's form (with react-hook-form, and the
// authenticator's QR code) loads when the visitor first moves to it (docs/performance.md#code-splitting).
const CodeForm = lazy(() => import('./code-form.tsx').then((module) => ({ default: module.CodeForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form.tsx').then((module) => ({ default: module.ForgotPasswordForm })));
const PasskeySignInForm = lazy(() => import('./passkey-sign-in-form.tsx').then((module) => ({ default: module.PasskeySignInForm })));
const ResetPasswordForm = lazy(() => import('./reset-password-form.tsx').then((module) => ({ default: module.ResetPasswordForm })));
const SignInChallenge = lazy(() => import('./sign-in-challenge.tsx').then((module) => ({ default: module.SignInChallenge })));
const SignUpForm = lazy(() => import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })));

/** The form of the auth screen's current mode. */
export function AuthModeForm({ flow }: { flow: AuthFlow }) {
  const { mode, email, busy, notice, challenge, password, emailRef, remember, go, run, handleStep } = flow;
  // The forms that ask for the e-mail address keep it from one mode to the next.
  const emailFields = { email, onEmailChange: remember, busy };
  switch (mode) {
    case 'signIn':
      return (
        <SignInForm
          {...emailFields}
          onSubmit={(values) =>
            run(async () => {
              remember(values.email);
              password.current = values.password;
              await handleStep(await signInWithPassword(values.email, values.password));
            })
          }
        />
      );
    case 'passkey':
      return (
        <PasskeySignInForm
          {...emailFields}
          onSubmit={(values) =>
            run(async () => {
              remember(values.email);
              await handleStep(await signInWithPasskey(values.email));
            }, passkeyErrorMessage)
          }
        />
      );
    case 'signUp':
      return (
        <SignUpForm
          {...emailFields}
          onSubmit={(values) =>
            run(async () => {
              remember(values.email);
              password.current = values.password;
              await createAccount(values);
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
                } catch (error) {
                  if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
                  go('backToSignIn');
                  flow.setError(authErrorMessage(error));
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
          {...emailFields}
          onSubmit={(values) =>
            run(async () => {
              remember(values.email);
              await sendResetCode(values.email);
              go('codeSent', resetCodeSentNotice(values.email));
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
            onSubmit={(values) =>
              run(async () => {
                const step = await resetPasswordAndSignIn({ email: emailRef.current, code: values.code, password: values.password });
                password.current = values.password;
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
          <SignInChallenge
            view={challenge}
            busy={busy}
            onAnswer={(answer) => run(async () => handleStep(await answerSignInChallenge(answer)))}
          />
        )
      );
  }
}
