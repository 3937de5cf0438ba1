import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import styles from './cart.module.css';

/** docs/states.md#cart-readiness: "Cart can be ordered" or "Cart has issues", with the issues listed. */
export function CartStatus({ cart }: { cart: ShoppingCart }) {
  const ready = cart.state === 'Cart can be ordered';
  return (
    <section className={ready ? styles.statusReady : styles.statusIssues} aria-label="Cart status" role="status" data-testid="cart-status">
      <p className={styles.statusTitle}>{cart.state}</p>
      {cart.issues.length > 0 && (
        <ul className={styles.issues}>
          {cart.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
