import { Suspense } from 'react';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { forgotPasswordErrorMessage, resendCodeErrorMessage } from '../auth-errors.ts';
import { resendCode, sendResetCode } from '../auth-actions.ts';
import { MODE_TEXT, type AuthMode } from '../auth-modes.ts';
import { challengeTitle } from '../sign-in-steps.ts';
import { useAuthFlow } from '../use-auth-flow.ts';
import styles from '#web/components/ui/form/form.module.css';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { AuthModeForm } from './auth-mode-form.tsx';
import { ModeLinks } from './mode-links.tsx';

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
  const flow = useAuthFlow({ initialMode, initialEmail, onSignedIn });
  const { mode, challenge, notice, emailRef, run } = flow;
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
      <Suspense fallback={<Spinner />}>
        <AuthModeForm flow={flow} />
      </Suspense>
      <ValidationMessage>{flow.error}</ValidationMessage>
      <ModeLinks
        mode={mode}
        email={flow.email}
        busy={flow.busy}
        allowPasskey={allowPasskey}
        go={flow.go}
        onResendCode={() =>
          run(async () => {
            await resendCode(emailRef.current);
            flow.setNotice(`We sent a new code to ${emailRef.current}.`);
          }, resendCodeErrorMessage)
        }
        onResendResetCode={() =>
          run(async () => {
            await sendResetCode(emailRef.current);
            flow.setNotice(`We sent a new code to ${emailRef.current}.`);
          }, forgotPasswordErrorMessage)
        }
      />
    </section>
  );
}
