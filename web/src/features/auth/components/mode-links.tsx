import { Link } from 'react-router';
import styles from '#web/components/ui/form/form.module.css';
import { paths } from '#web/config/paths.ts';
import type { AuthEvent, AuthMode } from '../auth-modes.ts';

type ModeLinksProps = {
  mode: AuthMode;
  email: string;
  busy: boolean;
  allowPasskey: boolean;
  go: (event: AuthEvent) => void;
  onResendCode: () => void;
  onResendResetCode: () => void;
};

/** The links under the auth screen's form: to the other modes, and to resend a code. */
export function ModeLinks({ mode, email, busy, allowPasskey, go, onResendCode, onResendResetCode }: ModeLinksProps) {
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
