import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import styles from './cart.module.css';

type Holds = NonNullable<ShoppingCart['stock_holds']>;
type NamedPart = Holds['parts'][number];
type NotHeldPart = Holds['not_held'][number];

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

/** Why a part is not held, in a few words beside it. */
function notHeldText(part: NotHeldPart): string {
  const needs = `needs ${part.quantity.toLocaleString()}`;
  if (part.reason === 'over_limit') return `${needs}, over the limit`;
  if (part.reason === 'hold_ended') return `${needs}, hold ended`;
  return `${needs}, ${part.stock.toLocaleString()} free`;
}

type Props = {
  holds: Holds;
  busy: boolean;
  /** Sends the cart as it is: the customer's own action, which holds the parts again (a read never does). */
  onHoldAgain: () => void;
};

/**
 * The parts the cart holds for the customer, each by name, and until when; those it does not hold and why; and, when
 * the cart's limits or an unconfirmed e-mail refuse holds, the message that says so (docs/checkout.md#hold-limits).
 */
export function CartHolds({ holds, busy, onHoldAgain }: Props) {
  if (holds.parts.length === 0 && holds.not_held.length === 0 && !holds.refusal) return null;
  const canHoldAgain = !holds.refusal && holds.not_held.some((part) => part.reason !== 'over_limit');
  return (
    <section className={styles.section} aria-labelledby="cart-holds-heading" data-testid="cart-holds">
      <h2 id="cart-holds-heading">Parts held for you</h2>
      {holds.refusal && (
        <p className={styles.holdRefusal} role="status" data-testid="hold-refusal" data-code={holds.refusal.code}>
          {holds.refusal.message}
        </p>
      )}
      {holds.held_until && holds.parts.length > 0 && (
        <>
          <p>
            Held until <time dateTime={holds.held_until}>{untilText(holds.held_until)}</time>.{' '}
            <span className={styles.muted}>The hold renews when you change your cart or go to checkout.</span>
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
          <p className={styles.quoteProblem}>Not held — reserved when you place the order, if still in stock:</p>
          <ul className={styles.heldParts} aria-label="Parts not held">
            {holds.not_held.map((part) => (
              <li key={part.part_id} className={styles.heldPart} data-testid="not-held-part" data-reason={part.reason}>
                <span className={styles.heldName}>{part.name}</span>
                <span className={styles.heldQuantity}>{notHeldText(part)}</span>
                <span className={styles.heldDetails}>{partDetails(part)}</span>
              </li>
            ))}
          </ul>
          {canHoldAgain && (
            <p>
              <Button variant="secondary" loading={busy} onClick={onHoldAgain}>
                Hold parts again
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
