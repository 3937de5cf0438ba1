import { LinkButton } from '../../../components/ui/link-button/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { AccountCard } from './account-card.tsx';
import styles from './account-page.module.css';

/** The place for the customer's orders (filled by the orders work). */
export function OrdersSection() {
  return (
    <AccountCard id="orders" title="Orders" wide>
      <p className={styles.muted}>Your orders will appear here once you have placed one.</p>
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={paths.uploadBoard.getHref()}>
          Upload a board
        </LinkButton>
      </div>
    </AccountCard>
  );
}
