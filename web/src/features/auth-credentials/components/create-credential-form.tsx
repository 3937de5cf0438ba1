import { useState, type FormEvent } from 'react';
import { MACHINE_SCOPE_MEANING, MACHINE_SCOPES, type MachineScope } from '#contracts/machine-scopes.ts';
import { CREDENTIAL_NAME_MAX, type ApiCredentialSecret } from '#contracts/schemas/api-credentials.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { CheckboxField, TextField } from '#web/components/ui/field/field.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useCreateCredential } from '../api/create-credential.ts';
import styles from './auth-credentials.module.css';

function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.body?.fields?.[field]?.[0] : undefined;
}

/** Name, scopes and the account to act as; the answer (with the secret) goes to `onCreated`. */
export function CreateCredentialForm({ onCreated }: { onCreated: (secret: ApiCredentialSecret) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<MachineScope>>(new Set(['boards.read']));
  const [actsAs, setActsAs] = useState('');
  const create = useCreateCredential();
  const error = create.error;

  const toggle = (scope: MachineScope) =>
    setScopes((old) => {
      const next = new Set(old);
      if (next.has(scope)) next.delete(scope);
      else next.add(scope);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: name.trim(),
      scopes: MACHINE_SCOPES.filter((s) => scopes.has(s)),
      ...(actsAs.trim() ? { acts_as_email: actsAs.trim() } : {}),
    };
    create.mutate(body, {
      onSuccess: (secret) => {
        setName('');
        setActsAs('');
        onCreated(secret);
      },
    });
  };
  const general =
    error instanceof ApiError && !error.body?.fields
      ? error.body?.message
      : error && !(error instanceof ApiError)
        ? 'Sorry something went wrong! Please try again later.'
        : undefined;

  return (
    <form className={styles.form} onSubmit={submit} aria-label="New API credential">
      <TextField
        label="Name"
        value={name}
        maxLength={CREDENTIAL_NAME_MAX}
        placeholder="e.g. ERP export, CI upload"
        onChange={(e) => setName(e.target.value)}
        error={fieldError(error, 'name')}
      />
      <fieldset className={styles.scopes}>
        <legend>Scopes</legend>
        {MACHINE_SCOPES.map((scope) => (
          <div key={scope}>
            <CheckboxField label={scope} checked={scopes.has(scope)} onChange={() => toggle(scope)} />
            <p className={styles.muted}>{MACHINE_SCOPE_MEANING[scope]}</p>
          </div>
        ))}
        {fieldError(error, 'scopes') && <ValidationMessage>{fieldError(error, 'scopes')}</ValidationMessage>}
      </fieldset>
      <TextField
        label="Act as (account e-mail)"
        requirement="optional"
        type="email"
        value={actsAs}
        maxLength={254}
        placeholder="Empty: your own account"
        hint="The machine sees and creates boards and orders as this account."
        onChange={(e) => setActsAs(e.target.value)}
        error={fieldError(error, 'acts_as_email')}
      />
      <ValidationMessage>{general}</ValidationMessage>
      <div className={styles.actions}>
        <Button type="submit" loading={create.isPending} disabled={scopes.size === 0 || !name.trim()}>
          Create credential
        </Button>
      </div>
    </form>
  );
}
