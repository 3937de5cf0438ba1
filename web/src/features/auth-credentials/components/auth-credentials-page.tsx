import { useState } from 'react';
import type { ApiCredential, ApiCredentialSecret } from '#contracts/schemas/api-credentials.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useApiCredentials } from '../api/list-credentials.ts';
import { useRevokeCredential } from '../api/revoke-credential.ts';
import { useRotateCredential } from '../api/rotate-credential.ts';
import { CreateCredentialForm } from './create-credential-form.tsx';
import { SecretOnce } from './secret-once.tsx';
import styles from './auth-credentials.module.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

function errorText(error: unknown): string {
  if (!error) return '';
  if (error instanceof ApiError) return error.body?.message ?? 'Sorry something went wrong! Please try again later.';
  return 'Sorry something went wrong! Please try again later.';
}

type Pending = { kind: 'rotate' | 'revoke'; credential: ApiCredential };

/** Who made it, and whose standing its machines need (docs/security.md#machines-of-admins-who-left). */
function MadeBy({ credential }: { credential: ApiCredential }) {
  const active = credential.state === 'Active';
  return (
    <>
      <div className={styles.muted}>by {credential.created_by}</div>
      {credential.issued_by && credential.issued_by !== credential.created_by && (
        <div className={styles.muted}>rotated by {credential.issued_by}</div>
      )}
      {active && !credential.issued_by && (
        <StatusPill
          tone="warning"
          title="Made before credentials recorded their Admin: it works only while its creator's address names an enabled Admin. Rotate it to bind it to you."
        >
          Rotate to bind to an Admin
        </StatusPill>
      )}
    </>
  );
}

/** /internal/auth-credentials (Admin): API credentials for integrations. See docs/api-credentials.md. */
export function AuthCredentialsPage() {
  const list = useApiCredentials();
  const rotate = useRotateCredential();
  const revoke = useRevokeCredential();
  const [secret, setSecret] = useState<ApiCredentialSecret | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const id = pending.credential.credential_id;
    if (pending.kind === 'rotate') rotate.mutate(id, { onSuccess: setSecret });
    else revoke.mutate(id);
    setPending(null);
  };

  const columns: Column<ApiCredential>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (credential) => (
        <>
          <div>{credential.name}</div>
          <MadeBy credential={credential} />
        </>
      ),
    },
    { key: 'client', header: 'Client id', cell: (c) => <code className={styles.code}>{c.client_id}</code> },
    { key: 'scopes', header: 'Scopes', cell: (c) => c.scopes.join(', ') },
    { key: 'acts-as', header: 'Acting as', cell: (c) => c.acts_as.email },
    { key: 'created', header: 'Created', cell: (c) => when(c.created_at), numeric: true },
    { key: 'rotated', header: 'Last rotated', cell: (c) => when(c.rotated_at), numeric: true },
    {
      key: 'state',
      header: 'State',
      cell: (credential) =>
        credential.state === 'Active' ? (
          <StatusPill tone="success">Active</StatusPill>
        ) : (
          <StatusPill tone="danger" title={`Revoked ${when(credential.revoked_at)}`}>
            Revoked
          </StatusPill>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (credential) =>
        credential.state === 'Active' ? (
          <div className={styles.rowActions}>
            <Button variant="secondary" onClick={() => setPending({ kind: 'rotate', credential })}>
              Rotate
            </Button>
            <Button variant="secondary" onClick={() => setPending({ kind: 'revoke', credential })}>
              Revoke
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <PageLayout title="API credentials" documentTitle="API credentials · Internal">
      <p>
        <StaffToolsLink />
      </p>
      {secret && (
        <div className={styles.secretBlock}>
          <SecretOnce secret={secret} onDone={() => setSecret(null)} />
        </div>
      )}
      <Section
        title="Credentials"
        id="credentials"
        description="Each credential lets one integration (an ERP, a pick-and-place line, a CI job) get tokens with the client-credentials grant and call the routes its scopes cover, as the account it acts as."
      >
        <ValidationMessage>{errorText(rotate.error) || errorText(revoke.error)}</ValidationMessage>
        {list.isPending && <Spinner text="Loading the credentials" />}
        {list.isError && <ValidationMessage>The credentials could not be loaded.</ValidationMessage>}
        {list.data && (
          <>
            <p className={styles.muted}>
              Token URL: <code className={styles.code}>{list.data.token_url}</code>
            </p>
            <DataTable
              columns={columns}
              rows={list.data.credentials}
              rowKey={(c) => c.credential_id}
              caption="API credentials, newest first"
              rowTestId="credential-row"
              empty="No API credentials yet."
            />
          </>
        )}
      </Section>
      <Section title="New credential" id="new-credential" description="The secret is shown once, right after it is made.">
        <CreateCredentialForm onCreated={setSecret} />
      </Section>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'rotate' ? 'Rotate this credential?' : 'Revoke this credential?'}
        confirmText={pending?.kind === 'rotate' ? 'Rotate' : 'Revoke'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending?.kind === 'rotate'
            ? `"${pending.credential.name}" gets a new client id and secret. The old ones, and tokens made with them, stop working now.`
            : `"${pending?.credential.name ?? ''}" stops working now, with every token made with it. This cannot be undone.`}
        </p>
      </ConfirmDialog>
    </PageLayout>
  );
}
