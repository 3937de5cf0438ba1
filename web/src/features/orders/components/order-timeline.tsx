import type { OrderEvent } from '#contracts/schemas/orders.ts';
import styles from './orders.module.css';

const KIND_LABEL: Record<OrderEvent['kind'], string> = {
  order: 'Order',
  invoice: 'Invoice',
  payment: 'Payment',
  tracked: 'Confirmation',
  released: 'Released',
};

/** Every change of the order, oldest first, with who made it and when; staff also see what a cancel gave back. */
export function OrderTimeline({ history, showBy = false }: { history: OrderEvent[]; showBy?: boolean }) {
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {history
        .filter((e) => e.kind !== 'tracked' && (showBy || e.kind !== 'released'))
        .map((e) => (
          <li key={`${e.at}-${e.kind}-${e.to}`}>
            <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
            <span>
              <strong>{KIND_LABEL[e.kind]}:</strong> {e.kind === 'released' ? e.note : e.to}
              {e.note && e.kind !== 'released' && <span className={styles.muted}> — {e.note}</span>}
              {showBy && <span className={styles.muted}> ({e.actor === 'System' ? 'System' : e.by})</span>}
            </span>
          </li>
        ))}
    </ol>
  );
}
