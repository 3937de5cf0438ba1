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
        .map((event) => (
          <li key={`${event.at}-${event.kind}-${event.to}`}>
            <time dateTime={event.at}>{new Date(event.at).toLocaleString()}</time>
            <span>
              <strong>{KIND_LABEL[event.kind]}:</strong> {event.kind === 'released' ? event.note : event.to}
              {event.note && event.kind !== 'released' && <span className={styles.muted}> — {event.note}</span>}
              {showBy && <span className={styles.muted}> ({event.actor === 'System' ? 'System' : event.by})</span>}
            </span>
          </li>
        ))}
    </ol>
  );
}
