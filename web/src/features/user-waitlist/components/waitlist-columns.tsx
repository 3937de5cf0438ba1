import type { WaitlistEntry } from '#contracts/schemas/waitlist.ts';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import type { Column } from '#web/components/ui/table/data-table.tsx';
import styles from './user-waitlist.module.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The waitlist table's columns; people who already joined cannot be selected. */
export function waitlistColumns(selected: ReadonlySet<string>, toggle: (email: string) => void): Column<WaitlistEntry>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      cell: (entry) => (
        <input
          type="checkbox"
          aria-label={`Select ${entry.email}`}
          checked={selected.has(entry.email)}
          disabled={Boolean(entry.joined_at)}
          onChange={() => toggle(entry.email)}
        />
      ),
    },
    {
      key: 'who',
      header: 'Who',
      cell: (entry) => (
        <>
          <div>{entry.email}</div>
          {(entry.first_name || entry.last_name) && <div className={styles.muted}>{`${entry.first_name} ${entry.last_name}`.trim()}</div>}
        </>
      ),
    },
    { key: 'signed-up', header: 'Signed up', cell: (entry) => when(entry.created_at), numeric: true },
    {
      key: 'where',
      header: 'Where',
      cell: (entry) => (
        <>
          <div>{entry.sources.join(', ') || '—'}</div>
          {entry.pages.length > 0 && <div className={styles.muted}>{entry.pages.join(', ')}</div>}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (entry) => <EntryStatus entry={entry} /> },
  ];
}

/** Joined, invited (by whom, how often) or waiting. */
function EntryStatus({ entry }: { entry: WaitlistEntry }) {
  if (entry.joined_at) {
    return (
      <StatusPill tone="success" title={`Account created ${when(entry.joined_at)}`}>
        Joined {new Date(entry.joined_at).toLocaleDateString()}
      </StatusPill>
    );
  }
  if (entry.invited_at) {
    return (
      <>
        <StatusPill tone="info">Invited {new Date(entry.invited_at).toLocaleDateString()}</StatusPill>
        <div className={styles.muted}>
          by {entry.invited_by}
          {entry.invite_count > 1 ? ` · ${entry.invite_count} times` : ''}
        </div>
      </>
    );
  }
  return <StatusPill tone="neutral">Waiting</StatusPill>;
}
