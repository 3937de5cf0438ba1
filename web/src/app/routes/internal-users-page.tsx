import { useEffect, useRef, useState } from 'react';
import type { StaffUserSummary } from '#contracts/schemas/staff-users.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { DetailPanel, MasterDetail, PickRow } from '#web/components/ui/master-detail/master-detail.tsx';
import { RowList } from '#web/components/ui/row-list/row-list.tsx';
import { SearchedList } from '#web/components/ui/search-form/searched-list.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { formatCents } from '#web/lib/money.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useMyOrders } from '#web/features/orders/api/list-orders.ts';
import { useStaffUsers } from '#web/features/staff-users/api/list-staff-users.ts';
import { useSetPaymentApproval } from '#web/features/staff-users/api/set-payment-approval.ts';
import styles from '#web/features/staff-users/components/internal-users.module.css';

export const PAY_LATER_LABEL = 'Approved to pay later (payment method None needed)';

const fullName = (u: Pick<StaffUserSummary, 'first_name' | 'last_name'>) => [u.first_name, u.last_name].filter(Boolean).join(' ');

/** /internal/users (Admin): accounts by e-mail, their groups and orders, and the approval to pay later. */
export function InternalUsersPage() {
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
  return (
    <PageLayout title="Users" documentTitle="Users · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <MasterDetail>
        <section aria-label="All users" className={styles.listColumn}>
          <SearchedList
            id="user-search"
            label="Search by e-mail"
            onSearch={setSearch}
            buttonText="Search users"
            placeholder="e.g. ada@ or example.com"
            maxLength={254}
            query={list}
            loadingText="Loading users"
            errorText="The users could not be loaded."
            moreText="More users"
          >
            {users.length === 0 && <p className={styles.muted}>No users{search ? ` with "${search}" in their e-mail` : ''}.</p>}
            <RowList>
              {users.map((user) => (
                <PickRow
                  key={user.user_id}
                  selected={selected === user.user_id}
                  onPick={() => setSelected(user.user_id)}
                  testId="staff-user-row"
                >
                  <span className={styles.rowEmail}>{user.email}</span>
                  <span className={styles.muted}>
                    {fullName(user) || 'No name'}
                    {user.organization ? ` · ${user.organization}` : ''}
                  </span>
                  <span className={styles.badges}>
                    {user.groups.map((group) => (
                      <span key={group} className={styles.group}>
                        {group}
                      </span>
                    ))}
                    {user.payment_approval.payment_not_required && <span className={styles.payLater}>Pays later</span>}
                  </span>
                  <span className={styles.rowOrders}>
                    {user.orders_placed} order{user.orders_placed === 1 ? '' : 's'}
                  </span>
                </PickRow>
              ))}
            </RowList>
          </SearchedList>
        </section>
        <section aria-label="User" className={styles.detailColumn} ref={detail}>
          {selectedUser ? (
            <StaffUserPanel user={selectedUser} />
          ) : (
            <p className={styles.muted}>Choose a user to see their groups, orders and payment approval.</p>
          )}
        </section>
      </MasterDetail>
    </PageLayout>
  );
}

function approvalText(user: StaffUserSummary): string {
  const { payment_approval: a } = user;
  if (!a.changed_at) return 'Never approved.';
  const when = new Date(a.changed_at).toLocaleString();
  return `${a.payment_not_required ? 'Approved' : 'Approval withdrawn'} by ${a.changed_by ?? 'someone'} on ${when}.`;
}

function StaffUserPanel({ user }: { user: StaffUserSummary }) {
  const orders = useMyOrders(user.user_id);
  const approval = useSetPaymentApproval(user.user_id);
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
    <DetailPanel title={user.email}>
      <p className={styles.muted}>
        {fullName(user) || 'No name'}
        {user.organization ? ` · ${user.organization}` : ''} · account since {new Date(user.created_at).toLocaleDateString()}
      </p>
      <dl className={styles.facts}>
        <dt>Groups</dt>
        <dd>{user.groups.length > 0 ? user.groups.join(', ') : 'Customer (no staff groups)'}</dd>
        <dt>Orders (not canceled)</dt>
        <dd>{user.orders_placed}</dd>
      </dl>
      <div className={styles.approval}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={chosen ?? user.payment_approval.payment_not_required}
            disabled={approval.isPending}
            onChange={(event) => {
              setChosen(event.target.checked);
              approval.mutate(
                { payment_not_required: event.target.checked, version: user.payment_approval.version },
                { onSettled: () => setChosen(null) },
              );
            }}
          />
          <span>{PAY_LATER_LABEL}</span>
        </label>
        <p className={styles.muted} data-testid="approval-record">
          {approval.isPending ? 'Saving…' : approvalText(user)}
        </p>
        <ValidationMessage>{error}</ValidationMessage>
      </div>
      <h3>Orders</h3>
      {orders.isPending && <Spinner text="Loading orders" />}
      {orders.isError && <ValidationMessage>The orders could not be loaded.</ValidationMessage>}
      {orders.data && orders.data.length === 0 && <p className={styles.muted}>No orders yet.</p>}
      {orders.data && orders.data.length > 0 && (
        <RowList label="Orders of this user">
          {orders.data.map((order) => (
            <li key={order.order_id} className={styles.order}>
              <span className={styles.orderId}>{order.order_id}</span>
              <span className={`${styles.orderTotal} numeric`}>{formatCents(order.order_total)}</span>
              <span className={styles.muted}>
                {new Date(order.created_at).toLocaleDateString()} · {order.state} · {order.payment_method} · {order.payment_state}
              </span>
            </li>
          ))}
        </RowList>
      )}
    </DetailPanel>
  );
}
