import { associateWebAuthnCredential, deleteWebAuthnCredential } from '#web/lib/auth/amplify.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { passkeyErrorMessage } from '../auth-errors.ts';
import { authKeys } from '../api/auth-keys.ts';
import { usePasskeys } from '../api/list-passkeys.ts';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import styles from '#web/components/ui/account-card/account-page.module.css';
import { RowList } from '#web/components/ui/row-list/row-list.tsx';

/** Register, list and delete passkeys (Cognito WebAuthn credentials). */
export function PasskeysSection({ userSub }: { userSub: string }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const passkeys = usePasskeys(userSub);

  async function run(action: () => Promise<unknown>) {
    setError('');
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: authKeys.passkeys(userSub) });
    } catch (e) {
      setError(passkeyErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard id="passkeys" title="Passkeys" lead="Sign in with your fingerprint, face or device PIN instead of a password.">
      <RowList label="Your passkeys">
        {(passkeys.data ?? []).map((authWebAuthnCredential) => (
          <li key={authWebAuthnCredential.credentialId} className={styles.listItem}>
            <span>
              {authWebAuthnCredential.friendlyCredentialName ?? 'Passkey'}
              {authWebAuthnCredential.createdAt && (
                <span className={styles.muted}> · added {authWebAuthnCredential.createdAt.toLocaleDateString()}</span>
              )}
            </span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => deleteWebAuthnCredential({ credentialId: authWebAuthnCredential.credentialId! }))}
            >
              Delete
            </Button>
          </li>
        ))}
      </RowList>
      {passkeys.data?.length === 0 && <p className={styles.muted}>No passkeys yet.</p>}
      <ValidationMessage>{error}</ValidationMessage>
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => run(() => associateWebAuthnCredential())}>
          Register a passkey
        </Button>
      </div>
    </AccountCard>
  );
}
