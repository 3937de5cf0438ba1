import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import styles from './cart.module.css';

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The parts the cart holds for the customer and until when, and those it could not hold (see docs/checkout.md#cart-holds). */
export function CartHolds({ holds }: { holds: NonNullable<ShoppingCart['stock_holds']> }) {
  if (holds.parts.length === 0 && holds.not_held.length === 0) return null;
  const units = holds.parts.reduce((sum, p) => sum + p.quantity, 0);
  return (
    <section className={styles.section} aria-label="Parts held" data-testid="cart-holds">
      {holds.held_until && holds.parts.length > 0 && (
        <p>
          Parts held for you until <strong>{clock(holds.held_until)}</strong>: {holds.parts.length} {holds.parts.length === 1 ? 'part' : 'parts'}, {units} units.{' '}
          <span className={styles.muted}>The hold renews while you use the cart.</span>
        </p>
      )}
      {holds.not_held.length > 0 && (
        <>
          <p className={styles.quoteProblem}>Not held — another customer has the stock:</p>
          <ul className={styles.reasons}>
            {holds.not_held.map((p) => (
              <li key={p.part_id}>
                {p.name}: needs {p.quantity}, {p.stock} free
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
