import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import styles from './cart.module.css';

type Holds = NonNullable<ShoppingCart['stock_holds']>;
type NamedPart = Holds['parts'][number];

/** "14:05", with the day when the hold ends on another day than today. */
function untilText(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date().toDateString()
    ? time
    : `${at.toLocaleDateString([], { weekday: 'short', day: 'numeric', month: 'short' })} ${time}`;
}

/** The MPN and description under the catalogue number (the MPN only when it is not already the name). */
function partDetails(part: Pick<NamedPart, 'name' | 'mpn' | 'description'>): string {
  if (part.mpn === null) return 'No longer in the catalogue';
  return [part.mpn !== part.name ? part.mpn : '', part.description].filter(Boolean).join(' · ');
}

/** The parts the cart holds for the customer, each by name, and until when; and those it could not hold (see docs/checkout.md#cart-holds). */
export function CartHolds({ holds }: { holds: Holds }) {
  if (holds.parts.length === 0 && holds.not_held.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="cart-holds-heading" data-testid="cart-holds">
      <h2 id="cart-holds-heading">Parts held for you</h2>
      {holds.held_until && holds.parts.length > 0 && (
        <>
          <p>
            Held until <time dateTime={holds.held_until}>{untilText(holds.held_until)}</time>.{' '}
            <span className={styles.muted}>The hold renews while you use the cart.</span>
          </p>
          <ul className={styles.heldParts} aria-label="Held parts">
            {holds.parts.map((part) => (
              <li key={part.part_id} className={styles.heldPart} data-testid="held-part">
                <span className={styles.heldName}>{part.name}</span>
                <span className={styles.heldQuantity}>{part.quantity.toLocaleString()} held</span>
                <span className={styles.heldDetails}>{partDetails(part)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {holds.not_held.length > 0 && (
        <>
          <p className={styles.quoteProblem}>Not held — another customer has the stock:</p>
          <ul className={styles.heldParts} aria-label="Parts not held">
            {holds.not_held.map((part) => (
              <li key={part.part_id} className={styles.heldPart} data-testid="not-held-part">
                <span className={styles.heldName}>{part.name}</span>
                <span className={styles.heldQuantity}>
                  needs {part.quantity.toLocaleString()}, {part.stock.toLocaleString()} free
                </span>
                <span className={styles.heldDetails}>{partDetails(part)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
