import type { Order } from '#contracts/schemas/orders.ts';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { formatCents } from '#web/lib/money.ts';
import { useMyOrders } from '../api/list-orders.ts';
import { OrderDetails, type OrderItemAction } from './order-details.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './orders.module.css';

/** The customer's orders on /my-account, newest first, each with its timeline; null while there are none. */
export function MyOrders({ userId, empty, itemAction }: { userId: string; empty: React.ReactNode; itemAction?: OrderItemAction }) {
  const orders = useMyOrders(userId);
  if (orders.isPending) return <Spinner text="Loading your orders" />;
  if (orders.isError) return <ValidationMessage>Your orders could not be loaded. Please try again later.</ValidationMessage>;
  if (orders.data.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.myOrders}>
      {orders.data.map((order) => (
        <MyOrder key={order.order_id} order={order} itemAction={itemAction} />
      ))}
    </ul>
  );
}

function MyOrder({ order, itemAction }: { order: Order; itemAction?: OrderItemAction }) {
  return (
    <li className={styles.myOrder} data-testid="my-order">
      <details>
        <summary>
          <span className={styles.orderId}>
            Order <span className="numeric">{order.order_id}</span>
          </span>
          <span className={styles.state}>{order.state}</span>
          <span className={styles.muted}>{new Date(order.created_at).toLocaleDateString()}</span>
          <span className="numeric">{formatCents(order.order_total)}</span>
          <span className={styles.toggle}>Details</span>
        </summary>
        <OrderDetails order={order} itemAction={itemAction} />
      </details>
      <OrderTimeline history={order.history} />
    </li>
  );
}
