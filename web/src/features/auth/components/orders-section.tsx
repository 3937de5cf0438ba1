import { LinkButton } from '../../../components/ui/link-button/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { AccountCard } from './account-card.tsx';
import styles from './account-page.module.css';

/** The customer's orders; an empty state until the orders work lists them here. */
export function OrdersSection() {
  return (
    <AccountCard id="orders" title="Orders" wide>
      <div className={styles.empty} data-testid="orders-empty">
        <p className={styles.emptyTitle}>No orders yet</p>
        <p className={styles.muted}>Boards you order will be listed here, with their state and delivery.</p>
      </div>
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={paths.uploadBoard.getHref()}>
          Upload a board
        </LinkButton>
      </div>
    </AccountCard>
  );
}
