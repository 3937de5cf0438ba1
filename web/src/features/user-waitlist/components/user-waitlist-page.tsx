import { useState } from 'react';
import type { InviteFromWaitlistResponse, WaitlistEntry } from '#contracts/schemas/waitlist.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { SearchForm } from '#web/components/ui/search-form/search-form.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { exportWaitlistCsv, saveBlob, useInvite, useWaitlist } from '../waitlist-api.ts';
import styles from './user-waitlist.module.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const SKIP_TEXT = {
  not_on_list: 'not on the list',
  already_joined: 'already has an account',
  send_failed: 'the e-mail could not be sent',
} as const;

function errorText(error: unknown): string {
  if (!error) return '';
  if (error instanceof ApiError) return error.body?.message ?? 'Sorry something went wrong! Please try again later.';
  return error instanceof Error ? error.message : String(error);
}

function inviteSummary(r: InviteFromWaitlistResponse): string {
  const parts = [`Invited ${r.invited.length} ${r.invited.length === 1 ? 'person' : 'people'}.`];
  for (const s of r.skipped) parts.push(`${s.email}: ${SKIP_TEXT[s.reason]}.`);
  return parts.join(' ');
}

/** /internal/user-waitlist (Admin): the newsletter and beta list. See docs/staff-tools.md#user-waitlist. */
export function UserWaitlistPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const list = useWaitlist(search);
  const invite = useInvite();
  const entries = list.data?.pages.flatMap((p) => p.entries) ?? [];
  const lastPage = list.data?.pages.at(-1);
  const waiting = entries.filter((e) => !e.joined_at);

  const submit = () => {
    setSearch(draft.trim());
    setSelected(new Set());
  };
  const toggle = (email: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  const runInvite = () => {
    if (!confirming) return;
    invite.mutate(confirming, { onSuccess: () => setSelected(new Set()) });
    setConfirming(null);
  };
  const runExport = async () => {
    setExporting(true);
    setExportError('');
    try {
      const blob = await exportWaitlistCsv(search);
      saveBlob(blob, `waitlist-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(`The export failed: ${errorText(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<WaitlistEntry>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (e) => (
        <input
          type="checkbox"
          aria-label={`Select ${e.email}`}
          checked={selected.has(e.email)}
          disabled={Boolean(e.joined_at)}
          onChange={() => toggle(e.email)}
        />
      ),
    },
    {
      key: 'who',
      header: 'Who',
      cell: (e) => (
        <>
          <div>{e.email}</div>
          {(e.first_name || e.last_name) && <div className={styles.muted}>{`${e.first_name} ${e.last_name}`.trim()}</div>}
        </>
      ),
    },
    { key: 'signed-up', header: 'Signed up', cell: (e) => when(e.created_at), numeric: true },
    {
      key: 'where',
      header: 'Where',
      cell: (e) => (
        <>
          <div>{e.sources.join(', ') || '—'}</div>
          {e.pages.length > 0 && <div className={styles.muted}>{e.pages.join(', ')}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (e) =>
        e.joined_at ? (
          <StatusPill tone="success" title={`Account created ${when(e.joined_at)}`}>
            Joined {new Date(e.joined_at).toLocaleDateString()}
          </StatusPill>
        ) : e.invited_at ? (
          <>
            <StatusPill tone="info">Invited {new Date(e.invited_at).toLocaleDateString()}</StatusPill>
            <div className={styles.muted}>
              by {e.invited_by}
              {e.invite_count > 1 ? ` · ${e.invite_count} times` : ''}
            </div>
          </>
        ) : (
          <StatusPill tone="neutral">Waiting</StatusPill>
        ),
    },
  ];

  return (
    <PageLayout title="User waitlist" documentTitle="User waitlist · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <Section
        title="People on the list"
        id="waitlist"
        description="Everyone who signed up for the beta or the newsletter, newest first. Invite people to create an account; they are marked again when they do."
      >
        <SearchForm
          id="waitlist-search"
          label="Search by the start of an e-mail address or a name"
          value={draft}
          onChange={setDraft}
          onSearch={submit}
          buttonText="Search the list"
          placeholder="e.g. ada@ or lovelace"
          maxLength={254}
        />
        <div className={styles.actions}>
          <Button disabled={selected.size === 0} loading={invite.isPending} onClick={() => setConfirming([...selected])}>
            Invite selected ({selected.size})
          </Button>
          <Button
            variant="secondary"
            disabled={waiting.length === 0 || invite.isPending}
            onClick={() => setConfirming(waiting.map((e) => e.email))}
          >
            Invite all shown ({waiting.length})
          </Button>
          <Button variant="secondary" loading={exporting} onClick={() => void runExport()}>
            Export CSV{search ? ' (matches)' : ''}
          </Button>
        </div>
        {invite.data && <p role="status">{inviteSummary(invite.data)}</p>}
        <ValidationMessage>{errorText(invite.error) || exportError}</ValidationMessage>
        {list.isPending && <Spinner text="Loading the waitlist" />}
        {list.isError && <ValidationMessage>The waitlist could not be loaded.</ValidationMessage>}
        {list.data && (
          <DataTable
            columns={columns}
            rows={entries}
            rowKey={(e) => e.email}
            caption={search ? `Waitlist entries starting with "${search}"` : 'Waitlist, newest first'}
            rowTestId="waitlist-row"
            empty={
              lastPage?.cursor
                ? `No matches among the newest contacts searched so far.`
                : search
                  ? `Nobody on the list starts with "${search}".`
                  : 'Nobody has signed up yet.'
            }
          />
        )}
        {list.hasNextPage && (
          <p>
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {search ? 'Search further' : 'More people'}
            </Button>
          </p>
        )}
      </Section>
      <ConfirmDialog
        open={confirming !== null}
        title="Send invitations?"
        confirmText="Send invitations"
        onConfirm={runInvite}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.length === 1 ? `${confirming[0]} gets` : `${confirming?.length ?? 0} people get`} an e-mail with a link to create an
          account.
        </p>
      </ConfirmDialog>
    </PageLayout>
  );
}
