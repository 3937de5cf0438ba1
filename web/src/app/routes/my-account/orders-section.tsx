import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { paths } from '#web/config/paths.ts';
import { fileWithRevision } from '#contracts/board-revisions.ts';
import { OrderAgainButton } from '#web/features/cart/components/order-again-button.tsx';
import { MyOrders } from '#web/features/orders/components/my-orders.tsx';
import type { OrderItemAction } from '#web/features/orders/components/order-details.tsx';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import styles from '#web/components/ui/account-card/account-page.module.css';

/** Each ordered board can be ordered again: a fresh copy of that revision in the cart (docs/revisions.md#ordering-a-revision-again). */
const orderAgain: OrderItemAction = (item) => (
  <OrderAgainButton boardId={item.board_id} label={fileWithRevision(item.file_name, item.revision)} />
);

/** The customer's orders with their timelines, or "No orders yet". */
export function OrdersSection({ userId }: { userId: string | null }) {
  const empty = (
    <div className={styles.empty} data-testid="orders-empty">
      <p className={styles.emptyTitle}>No orders yet</p>
      <p className={styles.muted}>Boards you order will be listed here, with their state and delivery.</p>
    </div>
  );
  return (
    <AccountCard id="orders" title="Orders" wide>
      {userId ? <MyOrders userId={userId} empty={empty} itemAction={orderAgain} /> : empty}
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={paths.uploadBoard.getHref()}>
          Upload a board
        </LinkButton>
      </div>
    </AccountCard>
  );
}
