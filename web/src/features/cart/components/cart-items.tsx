import { fileWithRevision } from '#contracts/board-revisions.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_BOARD_QUANTITY, type CartItem } from '#contracts/schemas/cart.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCents } from '#web/lib/money.ts';
import styles from './cart.module.css';

type Props = {
  items: CartItem[];
  busy: boolean;
  /** A new number of boards for the board, from the board version the cart showed. */
  onQuantity: (boardId: string, quantity: number, version: number) => void;
  onRemove: (boardId: string) => void;
};

/** The boards in the cart, each with its quote (quote status (docs/states.md#quote-status)) and what it costs. */
export function CartItems({ items, busy, onQuantity, onRemove }: Props) {
  return (
    <ul className={styles.items} aria-label="Boards in your cart">
      {items.map((item) => (
        <CartItemRow key={item.board_id} item={item} busy={busy} onQuantity={onQuantity} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function CartItemRow({ item, busy, onQuantity, onRemove }: { item: CartItem } & Omit<Props, 'items'>) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    // The server's quantity changed (another tab, a reload): show it.
    setShown(item.quantity);
    setQuantity(String(item.quantity));
  }
  const quote = item.board.quote;
  const instant = quote?.state === 'Has instant quote' || quote?.state === 'Received custom quote';
  const commit = () => {
    const n = Number(quantity);
    if (Number.isInteger(n) && n >= 1 && n <= MAX_BOARD_QUANTITY && n !== item.quantity)
      onQuantity(item.board_id, n, item.board.bom_version);
    else setQuantity(String(item.quantity));
  };
  return (
    <li className={styles.item} data-testid="cart-item">
      <div className={styles.itemMain}>
        <Link className={styles.itemName} to={paths.reviewBoard.getHref(item.board_id)}>
          {fileWithRevision(item.board.file_name, item.board.revision)}
        </Link>
        <p className={instant ? styles.quoteOk : styles.quoteProblem}>
          {quote?.state ?? 'Refreshing quote'}
          {quote && quote.reasons.length > 0 && <span className={styles.reasons}> — {quote.reasons.join(' ')}</span>}
        </p>
        {quote?.options && quote.options.length > 0 && (
          <p className={styles.reasons} data-testid="cart-item-options">
            {quote.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}
          </p>
        )}
      </div>
      <label className={styles.quantity}>
        <span>Boards</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_BOARD_QUANTITY}
          value={quantity}
          disabled={busy}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
      </label>
      <p className={styles.itemPrice}>
        {quote?.total_cents != null ? (
          <>
            <span className="numeric">{formatCents(quote.total_cents)}</span>
            {quote.per_board_cents != null && <span className={styles.perBoard}>{formatCents(quote.per_board_cents)} a board</span>}
          </>
        ) : (
          <span className={styles.perBoard}>No price yet</span>
        )}
      </p>
      <Button
        variant="secondary"
        className={styles.remove}
        disabled={busy}
        onClick={() => onRemove(item.board_id)}
        aria-label={`Remove ${item.board.file_name}`}
      >
        Remove
      </Button>
    </li>
  );
}
