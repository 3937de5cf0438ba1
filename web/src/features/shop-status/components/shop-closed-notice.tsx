import { useShopStatus } from '../api/get-shop-status.ts';
import styles from './shop-closed-notice.module.css';

/**
 * Says plainly, on every page, that the shop takes no orders yet
 * (docs/operating.md#set-up-the-shop-before-launch); nothing once it is open, or while unknown.
 */
export function ShopClosedNotice() {
  const status = useShopStatus();
  if (!status.data || status.data.open) return null;
  return (
    <aside className={styles.notice} aria-label="Shop status" role="status">
      <p className={styles.text}>
        <strong>{status.data.company_name} is not taking orders yet.</strong> You can upload boards and get quotes; checkout opens when the
        shop does.
      </p>
    </aside>
  );
}
