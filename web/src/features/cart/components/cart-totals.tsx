import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { formatCents } from '#web/lib/money.ts';
import styles from './cart.module.css';

/** What the order comes to, in the server's integer cents. */
export function CartTotals({ cart }: { cart: ShoppingCart }) {
  const { totals } = cart;
  return (
    <dl className={styles.totals} aria-label="Order total">
      <dt>Boards</dt>
      <dd className="numeric">{formatCents(totals.items_cents)}</dd>
      <dt>{cart.pickup_info ? 'Pickup' : 'Shipping'}</dt>
      <dd className="numeric">{cart.shipping_rate || cart.pickup_info ? formatCents(totals.shipping_cents) : '—'}</dd>
      {totals.discount_cents > 0 && (
        <>
          <dt>Discount</dt>
          <dd className="numeric">−{formatCents(totals.discount_cents)}</dd>
        </>
      )}
      <dt className={styles.grandTotal}>Total</dt>
      <dd className={`${styles.grandTotal} numeric`} data-testid="cart-total">
        {formatCents(cart.order_total)} <span className={styles.currency}>{cart.currency}</span>
      </dd>
    </dl>
  );
}
