import { formatCents } from '#contracts/money.ts';
import type { StockHold } from '#contracts/schemas/stock-holds.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import type { Column } from '#web/components/ui/table/data-table.tsx';
import styles from './stock-holds.module.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The stock holds table's columns: who, what, how much, until when, and the release button. */
export function stockHoldColumns(onRelease: (hold: StockHold) => void): Column<StockHold>[] {
  return [
    {
      key: 'who',
      header: 'Customer',
      rowHeader: true,
      cell: (hold) => (
        <>
          <div>{hold.email || hold.user_id}</div>
          <div className={styles.muted}>Order {hold.order_id}</div>
        </>
      ),
    },
    { key: 'kind', header: 'Held by', cell: (hold) => <HoldKind hold={hold} /> },
    {
      key: 'parts',
      header: 'Parts',
      cell: (hold) => (
        <ul className={styles.parts} aria-label={`Parts held for order ${hold.order_id}`}>
          {hold.parts.map((part) => (
            <li key={part.part_id}>
              {part.name} × {part.quantity.toLocaleString()}
            </li>
          ))}
          {hold.part_count !== null && hold.part_count > hold.parts.length && (
            <li className={styles.muted}>and {(hold.part_count - hold.parts.length).toLocaleString()} more</li>
          )}
        </ul>
      ),
    },
    {
      key: 'totals',
      header: 'Units · value',
      numeric: true,
      cell: (hold) =>
        hold.units === null || hold.value_cents === null ? '—' : `${hold.units.toLocaleString()} · ${formatCents(hold.value_cents)}`,
    },
    { key: 'until', header: 'Held until', numeric: true, cell: (hold) => when(hold.held_until) },
    {
      key: 'release',
      header: 'Release',
      cell: (hold) =>
        hold.releasable ? (
          <Button variant="secondary" onClick={() => onRelease(hold)} aria-label={`Release the hold of ${hold.email || hold.user_id}`}>
            Release
          </Button>
        ) : (
          <span className={styles.muted}>Checkout under way</span>
        ),
    },
  ];
}

/** A cart's hold, a checkout under way, or either one ended and waiting for the sweeper. */
function HoldKind({ hold }: { hold: StockHold }) {
  if (hold.expired) return <StatusPill tone="warning">Ended, not yet released</StatusPill>;
  return hold.kind === 'cart' ? <StatusPill tone="info">Cart</StatusPill> : <StatusPill tone="neutral">Checkout</StatusPill>;
}
