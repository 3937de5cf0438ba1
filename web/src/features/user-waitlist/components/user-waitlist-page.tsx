import { useState } from 'react';
import type { InviteFromWaitlistResponse } from '#contracts/schemas/waitlist.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { SearchedList } from '#web/components/ui/search-form/searched-list.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { exportWaitlistCsv } from '../api/export-waitlist.ts';
import { useInvite } from '../api/invite-from-waitlist.ts';
import { useWaitlist } from '../api/list-waitlist.ts';
import { downloadBlob } from '#web/lib/download-text.ts';
import styles from './user-waitlist.module.css';
import { waitlistColumns } from './waitlist-columns.tsx';

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

function inviteSummary(answer: InviteFromWaitlistResponse): string {
  const parts = [`Invited ${answer.invited.length} ${answer.invited.length === 1 ? 'person' : 'people'}.`];
  for (const skipped of answer.skipped) parts.push(`${skipped.email}: ${SKIP_TEXT[skipped.reason]}.`);
  return parts.join(' ');
}

/** /internal/user-waitlist (Admin): the newsletter and beta list. See docs/staff-tools.md#user-waitlist. */
export function UserWaitlistPage() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const list = useWaitlist(search);
  const invite = useInvite();
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const lastPage = list.data?.pages.at(-1);
  const waiting = entries.filter((entry) => !entry.joined_at);

  const submit = (text: string) => {
    setSearch(text);
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
      downloadBlob(blob, `waitlist-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(`The export failed: ${errorText(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const columns = waitlistColumns(selected, toggle);

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
        <SearchedList
          id="waitlist-search"
          label="Search by the start of an e-mail address or a name"
          onSearch={submit}
          buttonText="Search the list"
          placeholder="e.g. ada@ or lovelace"
          maxLength={254}
          query={list}
          loadingText="Loading the waitlist"
          errorText="The waitlist could not be loaded."
          moreText={search ? 'Search further' : 'More people'}
          toolbar={
            <>
              <div className={styles.actions}>
                <Button disabled={selected.size === 0} loading={invite.isPending} onClick={() => setConfirming([...selected])}>
                  Invite selected ({selected.size})
                </Button>
                <Button
                  variant="secondary"
                  disabled={waiting.length === 0 || invite.isPending}
                  onClick={() => setConfirming(waiting.map((entry) => entry.email))}
                >
                  Invite all shown ({waiting.length})
                </Button>
                <Button variant="secondary" loading={exporting} onClick={() => void runExport()}>
                  Export CSV{search ? ' (matches)' : ''}
                </Button>
              </div>
              {invite.data && <p role="status">{inviteSummary(invite.data)}</p>}
              <ValidationMessage>{errorText(invite.error) || exportError}</ValidationMessage>
            </>
          }
        >
          <DataTable
            columns={columns}
            rows={entries}
            rowKey={(entry) => entry.email}
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
        </SearchedList>
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
