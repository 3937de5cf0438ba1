import { setUpTOTP, updateMFAPreference, verifyTOTPSetup } from '#web/lib/auth/amplify.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { authErrorMessage } from '../auth-errors.ts';
import { TOTP_ISSUER } from '../sign-in-steps.ts';
import { useMfaPreference } from '../api/get-mfa-preference.ts';
import { authKeys } from '../api/auth-keys.ts';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import styles from '#web/components/ui/account-card/account-page.module.css';
import { CodeForm } from './code-form.tsx';
import { TotpQrCode } from './totp-qr-code.tsx';

const LEAD = 'Ask for a code from an authenticator app each time you log in with your password.';

/**
 * TOTP two-factor authentication: set up with a QR code, verify, enable; optional for customers, who may turn it off,
 * required for staff (docs/security.md#staff-second-factor), who are not offered to.
 */
export function MfaSection({ email, lead = LEAD }: { email: string; lead?: ReactNode }) {
  const queryClient = useQueryClient();
  const staff = (useAuth().user?.groups.length ?? 0) > 0;
  const mfa = useMfaPreference(email);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const enabled = mfa.data?.enabled?.includes('TOTP') ?? false;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: authKeys.mfa(email) });
    } catch (e) {
      console.error(e);
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const details = await setUpTOTP();
      setSetup({ secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).toString() });
    });
  const verify = (code: string) =>
    run(async () => {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
      setSetup(null);
    });
  const disable = () => run(() => updateMFAPreference({ totp: 'DISABLED' }));

  return (
    <AccountCard id="mfa" title="Two-factor authentication" lead={lead}>
      <p className={styles.status} data-testid="mfa-status">
        Status: <span className={enabled ? styles.on : styles.off}>{mfa.isPending ? 'Checking…' : enabled ? 'On' : 'Off'}</span>
      </p>
      {setup ? (
        <>
          <TotpQrCode uri={setup.uri} secret={setup.secret} />
          <CodeForm label="Authenticator code" submitLabel="Verify and turn on" busy={busy} compact onSubmit={verify} />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          {enabled && staff ? (
            <p className={styles.muted}>Staff accounts keep two-factor authentication on.</p>
          ) : enabled ? (
            <Button variant="secondary" loading={busy} onClick={disable}>
              Turn off two-factor authentication
            </Button>
          ) : (
            <Button loading={busy} disabled={mfa.isPending} onClick={start}>
              Set up authenticator app
            </Button>
          )}
        </div>
      )}
      <ValidationMessage>{error}</ValidationMessage>
    </AccountCard>
  );
}
