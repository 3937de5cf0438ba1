import { useEffect, useRef, useState } from 'react';
import type { StaffUserSummary } from '#contracts/schemas/staff-users.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { SearchForm } from '#web/components/ui/search-form/search-form.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { formatCents } from '#web/lib/money.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useMyOrders } from '#web/features/orders/api/orders.ts';
import { useSetPaymentApproval, useStaffUsers } from '#web/features/staff-users/api/staff-users.ts';
import styles from '#web/features/staff-users/components/internal-users.module.css';

export const PAY_LATER_LABEL = 'Approved to pay later (payment method None needed)';

const fullName = (u: Pick<StaffUserSummary, 'first_name' | 'last_name'>) => [u.first_name, u.last_name].filter(Boolean).join(' ');

/** /internal/users (Admin): accounts by e-mail, their groups and orders, and the approval to pay later. */
export function InternalUsersPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useStaffUsers(search);
  const users = list.data?.pages.flatMap((p) => p.users) ?? [];
  const selectedUser = users.find((u) => u.user_id === selected) ?? null;
  const detail = useRef<HTMLElement>(null);
  // In one column (below 940 px) the account opens below the list: bring it into view.
  useEffect(() => {
    if (selected && window.matchMedia('(max-width: 939px)').matches) detail.current?.scrollIntoView({ block: 'start' });
  }, [selected]);
  const submit = () => {
    setSearch(draft.trim());
  };
  return (
    <PageLayout title="Users" documentTitle="Users · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <div className={styles.layout}>
        <section aria-label="All users" className={styles.listColumn}>
          <SearchForm
            id="user-search"
            label="Search by e-mail"
            value={draft}
            onChange={setDraft}
            onSearch={submit}
            buttonText="Search users"
            placeholder="e.g. ada@ or example.com"
            maxLength={254}
          />
          {list.isPending && <Spinner text="Loading users" />}
          {list.isError && <ValidationMessage>The users could not be loaded.</ValidationMessage>}
          {list.data && users.length === 0 && <p className={styles.muted}>No users{search ? ` with "${search}" in their e-mail` : ''}.</p>}
          <ul className={styles.list}>
            {users.map((u) => (
              <li key={u.user_id}>
                <button
                  type="button"
                  className={selected === u.user_id ? styles.rowSelected : styles.row}
                  onClick={() => setSelected(u.user_id)}
                  data-testid="staff-user-row"
                  aria-pressed={selected === u.user_id}
                >
                  <span className={styles.rowEmail}>{u.email}</span>
                  <span className={styles.muted}>
                    {fullName(u) || 'No name'}
                    {u.organization ? ` · ${u.organization}` : ''}
                  </span>
                  <span className={styles.badges}>
                    {u.groups.map((g) => (
                      <span key={g} className={styles.group}>
                        {g}
                      </span>
                    ))}
                    {u.payment_approval.payment_not_required && <span className={styles.payLater}>Pays later</span>}
                  </span>
                  <span className={styles.rowOrders}>
                    {u.orders_placed} order{u.orders_placed === 1 ? '' : 's'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              More users
            </Button>
          )}
        </section>
        <section aria-label="User" className={styles.detailColumn} ref={detail}>
          {selectedUser ? (
            <StaffUserPanel user={selectedUser} />
          ) : (
            <p className={styles.muted}>Choose a user to see their groups, orders and payment approval.</p>
          )}
        </section>
      </div>
    </PageLayout>
  );
}

function approvalText(user: StaffUserSummary): string {
  const { payment_approval: a } = user;
  if (!a.changed_at) return 'Never approved.';
  const when = new Date(a.changed_at).toLocaleString();
  return `${a.payment_not_required ? 'Approved' : 'Approval withdrawn'} by ${a.changed_by ?? 'someone'} on ${when}.`;
}

function StaffUserPanel({ user: u }: { user: StaffUserSummary }) {
  const orders = useMyOrders(u.user_id);
  const approval = useSetPaymentApproval(u.user_id);
  // The box follows the click at once (a controlled box would snap back until the mutation reports pending); the server's answer replaces it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const error =
    approval.error instanceof ApiError
      ? approval.error.status === 409
        ? 'Someone changed this approval meanwhile. It was reloaded; make your change again.'
        : (approval.error.body?.message ?? 'Sorry something went wrong! Please try again later.')
      : approval.error
        ? 'A network error has occurred.'
        : '';
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{u.email}</h2>
      <p className={styles.muted}>
        {fullName(u) || 'No name'}
        {u.organization ? ` · ${u.organization}` : ''} · account since {new Date(u.created_at).toLocaleDateString()}
      </p>
      <dl className={styles.facts}>
        <dt>Groups</dt>
        <dd>{u.groups.length > 0 ? u.groups.join(', ') : 'Customer (no staff groups)'}</dd>
        <dt>Orders (not canceled)</dt>
        <dd>{u.orders_placed}</dd>
      </dl>
      <div className={styles.approval}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={chosen ?? u.payment_approval.payment_not_required}
            disabled={approval.isPending}
            onChange={(e) => {
              setChosen(e.target.checked);
              approval.mutate(
                { payment_not_required: e.target.checked, version: u.payment_approval.version },
                { onSettled: () => setChosen(null) },
              );
            }}
          />
          <span>{PAY_LATER_LABEL}</span>
        </label>
        <p className={styles.muted} data-testid="approval-record">
          {approval.isPending ? 'Saving…' : approvalText(u)}
        </p>
        <ValidationMessage>{error}</ValidationMessage>
      </div>
      <h3>Orders</h3>
      {orders.isPending && <Spinner text="Loading orders" />}
      {orders.isError && <ValidationMessage>The orders could not be loaded.</ValidationMessage>}
      {orders.data && orders.data.length === 0 && <p className={styles.muted}>No orders yet.</p>}
      {orders.data && orders.data.length > 0 && (
        <ul className={styles.orders} aria-label="Orders of this user">
          {orders.data.map((o) => (
            <li key={o.order_id} className={styles.order}>
              <span className={styles.orderId}>{o.order_id}</span>
              <span className={`${styles.orderTotal} numeric`}>{formatCents(o.order_total)}</span>
              <span className={styles.muted}>
                {new Date(o.created_at).toLocaleDateString()} · {o.state} · {o.payment_method} · {o.payment_state}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
