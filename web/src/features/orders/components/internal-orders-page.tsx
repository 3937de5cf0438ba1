import { useState } from 'react';
import { ORDER_STATES, type OrderState } from '#contracts/schemas/order-states.ts';
import type { OrderStateKind, StaffOrder } from '#contracts/schemas/orders.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { DetailPanel, MasterDetail, PickRow } from '#web/components/ui/master-detail/master-detail.tsx';
import { RowList } from '#web/components/ui/row-list/row-list.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { formatCents } from '#web/lib/money.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useChangeOrderState } from '../api/change-order-state.ts';
import { useStaffOrder } from '../api/get-staff-order.ts';
import { useStaffOrders } from '../api/list-orders.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import fieldStyles from '#web/components/ui/field/field.module.css';
import styles from './internal-orders.module.css';

const PLACED_STATES = ORDER_STATES.filter((s) => s !== 'Cart can be ordered' && s !== 'Cart has issues');
const KINDS: { kind: OrderStateKind; label: string; current: (o: StaffOrder) => string }[] = [
  { kind: 'order', label: 'Order', current: (o) => o.state },
  { kind: 'invoice', label: 'Invoice', current: (o) => o.invoice_state },
  { kind: 'payment', label: 'Payment', current: (o) => o.payment_state },
];

/** /internal/orders (Admin): every order, and its allowed moves through the order, invoice and payment states. */
export function InternalOrdersPage() {
  const [state, setState] = useState<OrderState | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useStaffOrders(state);
  return (
    <PageLayout title="Orders" documentTitle="Orders · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <MasterDetail>
        <section aria-label="All orders" className={styles.listColumn}>
          <label className={styles.filter}>
            <span>State</span>
            <select className={fieldStyles.control} value={state} onChange={(e) => setState(e.target.value as OrderState | '')}>
              <option value="">Every state</option>
              {PLACED_STATES.map((placedState) => (
                <option key={placedState}>{placedState}</option>
              ))}
            </select>
          </label>
          {list.isPending && <Spinner text="Loading orders" />}
          {list.isError && <ValidationMessage>The orders could not be loaded.</ValidationMessage>}
          {list.data && list.data.orders.length === 0 && <p className={styles.muted}>No orders{state ? ` in "${state}"` : ''}.</p>}
          <RowList>
            {list.data?.orders.map((order) => (
              <PickRow
                key={order.order_id}
                selected={selected === order.order_id}
                onPick={() => setSelected(order.order_id)}
                testId="staff-order-row"
              >
                <span className={styles.rowId}>{order.order_id}</span>
                <span>{order.customer_email}</span>
                <span className={styles.rowStates}>
                  {order.state} · {order.invoice_state} · {order.payment_state}{' '}
                  {order.refund_due && <StatusPill tone="warning">Refund due</StatusPill>}
                </span>
                <span className={styles.muted}>
                  {new Date(order.created_at).toLocaleString()} · {order.num_items} board{order.num_items === 1 ? '' : 's'} ·{' '}
                  {order.delivery} · {order.payment_method}
                </span>
                <span className={`${styles.rowTotal} numeric`}>{formatCents(order.order_total)}</span>
              </PickRow>
            ))}
          </RowList>
        </section>
        <section aria-label="Order" className={styles.detailColumn}>
          {selected ? <StaffOrderPanel orderId={selected} /> : <p className={styles.muted}>Choose an order to see it and move it along.</p>}
        </section>
      </MasterDetail>
    </PageLayout>
  );
}

function StaffOrderPanel({ orderId }: { orderId: string }) {
  const order = useStaffOrder(orderId);
  const change = useChangeOrderState(orderId);
  const [note, setNote] = useState('');
  if (order.isPending) return <Spinner text="Loading the order" />;
  if (order.isError) return <ValidationMessage>The order could not be loaded.</ValidationMessage>;
  const o = order.data;
  const error =
    change.error instanceof ApiError
      ? (change.error.body?.message ?? 'Sorry something went wrong! Please try again later.')
      : change.error
        ? 'A network error has occurred.'
        : '';
  return (
    <DetailPanel
      title={
        <>
          Order <span className="numeric">{o.order_id}</span>
        </>
      }
    >
      <p className={styles.muted}>
        {o.customer_email} · placed {new Date(o.created_at).toLocaleString()} · version {o.version}
      </p>
      {o.refund_due && (
        <p>
          <StatusPill tone="warning">Refund due</StatusPill>{' '}
          <span className={styles.muted}>
            Canceled and paid: return {formatCents(o.order_total)} (see the history), then mark the payment Refunded.
          </span>
        </p>
      )}
      {o.purchase_order?.file_url && (
        <p>
          <a href={o.purchase_order.file_url} target="_blank" rel="noreferrer">
            Open purchase order {o.purchase_order.file_name}
          </a>
        </p>
      )}
      <div className={styles.moves}>
        {KINDS.map(({ kind, label, current }) => (
          <div key={kind} className={styles.moveGroup} role="group" aria-label={`${label} state`}>
            <p>
              <span className={styles.muted}>{label}</span> <strong>{current(o)}</strong>
            </p>
            <div className={styles.moveButtons}>
              {o.allowed_moves[kind].length === 0 && <span className={styles.muted}>No further moves</span>}
              {o.allowed_moves[kind].map((to) => (
                <Button
                  key={to}
                  variant="secondary"
                  loading={change.isPending && change.variables?.to === to}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind, to, version: o.version, note }, { onSuccess: () => setNote('') })}
                >
                  {to}
                </Button>
              ))}
            </div>
          </div>
        ))}
        <label className={styles.note}>
          <span>Note for the history (optional)</span>
          <input
            className={fieldStyles.control}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            placeholder="e.g. Tracking 1Z999…"
          />
        </label>
        <ValidationMessage>{error}</ValidationMessage>
      </div>
      <OrderDetails order={o} />
      <h3>History</h3>
      <OrderTimeline history={o.history} showBy />
    </DetailPanel>
  );
}
