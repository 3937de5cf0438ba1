import type { OrderEvent } from '../../../../../contracts/schemas/orders.ts';
import styles from './orders.module.css';

const KIND_LABEL: Record<OrderEvent['kind'], string> = { order: 'Order', invoice: 'Invoice', payment: 'Payment', tracked: 'Confirmation' };

/** Every change of the order, oldest first, with who made it and when. */
export function OrderTimeline({ history, showBy = false }: { history: OrderEvent[]; showBy?: boolean }) {
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {history
        .filter((e) => e.kind !== 'tracked')
        .map((e) => (
          <li key={`${e.at}-${e.kind}-${e.to}`}>
            <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
            <span>
              <strong>{KIND_LABEL[e.kind]}:</strong> {e.to}
              {e.note && <span className={styles.muted}> — {e.note}</span>}
              {showBy && <span className={styles.muted}> ({e.actor === 'System' ? 'System' : e.by})</span>}
            </span>
          </li>
        ))}
    </ol>
  );
}
