import { fileWithRevision } from '#contracts/board-revisions.ts';
import { orderedOptionsText } from '#contracts/board-options.ts';
import { acceptedOutlineText } from '#contracts/board-report.ts';
import type { Order } from '#contracts/schemas/orders.ts';
import { formatCents } from '#web/lib/money.ts';
import { addressLines } from '#web/lib/address-lines.ts';
import { PickupPlace } from '#web/components/ui/pickup-place/pickup-place.tsx';
import { shippingOptionText } from '#web/lib/shipping-text.ts';
import styles from './orders.module.css';

/** What a page may offer on each ordered board (on /my-account: "Order again"). */
export type OrderItemAction = (item: Order['items'][number]) => React.ReactNode;

/** What was ordered, where it goes, how it is paid, and what it came to. */
export function OrderDetails({ order, itemAction }: { order: Order; itemAction?: OrderItemAction }) {
  const t = order.totals;
  return (
    <div className={styles.details}>
      <section aria-label="Boards">
        <h3>Boards</h3>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.board_id}>
              <span className={styles.lineName}>{fileWithRevision(item.file_name, item.revision)}</span>
              <span className={styles.muted}>
                {item.quantity} boards · {item.quote.status}
              </span>
              {item.quote.options && (
                <span className={styles.muted} data-testid="order-board-options">
                  {orderedOptionsText(item.quote.options)}
                </span>
              )}
              {item.outline_accepted_at && (
                <span className={styles.muted} data-testid="order-accepted-outline">
                  {acceptedOutlineText(item.outline_accepted_at)}
                </span>
              )}
              <span className="numeric">{formatCents(item.quote.totals?.total_cents ?? 0)}</span>
              {itemAction && <div className={styles.lineAction}>{itemAction(item)}</div>}
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <dt>Boards</dt>
          <dd className="numeric">{formatCents(t.items_cents)}</dd>
          <dt>{order.pickup_info ? 'Pickup' : 'Shipping'}</dt>
          <dd className="numeric">{formatCents(t.shipping_cents)}</dd>
          {order.coupons_applied.map((coupon) => (
            <div key={coupon.id} className={styles.totalRow}>
              <dt>Coupon {coupon.id}</dt>
              <dd className="numeric">−{formatCents(coupon.discount_cents)}</dd>
            </div>
          ))}
          <dt className={styles.total}>Total</dt>
          <dd className={`${styles.total} numeric`} data-testid="order-total">
            {formatCents(order.order_total)} {order.currency}
          </dd>
        </dl>
      </section>
      <section aria-label="Delivery">
        <h3>{order.pickup_info ? 'Pickup' : 'Delivery'}</h3>
        <p className={styles.muted}>
          {order.lead_time.label} production: {shippingOptionText(order.lead_time)}
        </p>
        {order.pickup_info ? (
          <PickupPlace place={order.pickup_info} />
        ) : (
          <>
            {order.shipping_rate && (
              <p>
                {order.shipping_rate.label}: {shippingOptionText(order.shipping_rate)}
              </p>
            )}
            {order.shipping_address && <address className={styles.address}>{addressLines(order.shipping_address).join('\n')}</address>}
          </>
        )}
      </section>
      <section aria-label="Payment">
        <h3>Payment</h3>
        <p>
          {order.payment_method}
          {order.purchase_order && (
            <>
              {' '}
              · PO <span className="numeric">{order.purchase_order.number}</span> · invoice to {order.purchase_order.send_invoice_to}
            </>
          )}
        </p>
        <p className={styles.muted}>
          {order.invoice_state} · {order.payment_state}
        </p>
      </section>
    </div>
  );
}
