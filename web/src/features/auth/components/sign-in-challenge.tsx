import { Button } from '#web/components/ui/button/button.tsx';
import { MFA_LABELS, type ChallengeView } from '../sign-in-steps.ts';
import styles from '#web/components/ui/form/form.module.css';
import { CodeForm } from './code-form.tsx';
import { EmailSetupForm } from './email-setup-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { TotpQrCode } from './totp-qr-code.tsx';

/** docs/states.md#sign-in-steps sign-in steps beyond the first factor: a screen for each, or a clear message. */
export function SignInChallenge({ view, busy, onAnswer }: { view: ChallengeView; busy: boolean; onAnswer: (response: string) => void }) {
  switch (view.kind) {
    case 'code':
      return (
        <>
          <p className={styles.hint}>{view.hint}</p>
          <CodeForm label={view.label} submitLabel="Verify" busy={busy} onSubmit={onAnswer} />
        </>
      );
    case 'newPassword':
      return <NewPasswordForm busy={busy} onSubmit={onAnswer} />;
    case 'selectMfa':
      return (
        <div className={`${styles.form} ${styles.choices}`}>
          {view.options.map((option) => (
            <Button key={option} variant="secondary" disabled={busy} onClick={() => onAnswer(option)}>
              {MFA_LABELS[option]}
            </Button>
          ))}
        </div>
      );
    case 'totpSetup':
      return (
        <div className={styles.form}>
          <TotpQrCode uri={view.uri} secret={view.secret} />
          <CodeForm label="Authenticator code" submitLabel="Verify" busy={busy} onSubmit={onAnswer} />
        </div>
      );
    case 'emailSetup':
      return <EmailSetupForm busy={busy} onSubmit={onAnswer} />;
    case 'unsupported':
      return (
        <p role="status" className={styles.notice}>
          {view.message}
        </p>
      );
  }
}
