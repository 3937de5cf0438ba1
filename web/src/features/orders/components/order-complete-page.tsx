import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { RequireSignIn } from '#web/lib/auth/require-sign-in.tsx';
import { trackCartEvent } from '#web/lib/cart-analytics.ts';
import { useOrder } from '../api/get-order.ts';
import { markOrderTracked } from '../api/mark-order-tracked.ts';
import { purchaseEvent, shouldTrack } from '../order-tracking.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './orders.module.css';

/** /order-complete/:orderId (docs/screens.md#customer-pages): the order after checkout; sends "Placed order" once (docs/states.md#order-page-tracking). */
export function OrderCompletePage() {
  const { orderId = '' } = useParams();
  return (
    <PageLayout
      title="Thank you for your order"
      lead={
        <>
          Order <span className="numeric">{orderId}</span>
        </>
      }
    >
      <RequireSignIn>
        <OrderComplete orderId={orderId} />
      </RequireSignIn>
    </PageLayout>
  );
}

function OrderComplete({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!shouldTrack(order.data, sent.current)) return;
    const placed = order.data!;
    sent.current.add(placed.order_id);
    const event = purchaseEvent(placed);
    trackCartEvent(event.name, event.properties);
    markOrderTracked(placed.order_id).catch((error: unknown) => console.error(error));
  }, [order.data]);

  if (order.isPending) return <Spinner text="Loading your order" />;
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    return (
      <ValidationMessage>
        {status === 404
          ? 'There is no such order.'
          : status === 403
            ? 'This order is not yours.'
            : 'Your order could not be loaded. Please try again later.'}
      </ValidationMessage>
    );
  }
  const o = order.data;
  return (
    <div className={styles.complete} data-testid="order-complete">
      <p className={styles.stateLine}>
        <span className={styles.state}>{o.state}</span> We e-mailed a confirmation to {o.customer_email}.
      </p>
      <OrderDetails order={o} />
      <section aria-label="What happened so far">
        <h3>So far</h3>
        <OrderTimeline history={o.history} />
      </section>
      <div className={styles.actions}>
        <LinkButton to={`${paths.myAccount.getHref()}#orders`}>Your orders</LinkButton>
        <LinkButton variant="secondary" to={paths.uploadBoard.getHref()}>
          Upload another board
        </LinkButton>
      </div>
    </div>
  );
}
