import { useState } from 'react';
import type { ApiCredentialSecret } from '#contracts/schemas/api-credentials.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import styles from './auth-credentials.module.css';

/** The client secret, shown once after create or rotate, with what to do with it. */
export function SecretOnce({ secret, onDone }: { secret: ApiCredentialSecret; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret.client_secret);
    setCopied(true);
  };
  return (
    <Card title={`Secret of "${secret.credential.name}"`} testId="credential-secret">
      <p className={styles.warning} role="alert">
        Copy the secret now: it is shown only this once. Store it where the integration keeps its secrets; if it is lost, rotate the
        credential.
      </p>
      <dl className={styles.secretList}>
        <dt>Client id</dt>
        <dd>
          <code data-testid="secret-client-id">{secret.credential.client_id}</code>
        </dd>
        <dt>Client secret</dt>
        <dd>
          <code className={styles.secret} data-testid="secret-value">
            {secret.client_secret}
          </code>
        </dd>
        <dt>Token URL</dt>
        <dd>
          <code>{secret.token_url}</code>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy the secret'}
        </Button>
        <Button onClick={onDone}>I have stored it</Button>
      </div>
    </Card>
  );
}
