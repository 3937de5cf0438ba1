import type { QuoteDiff, QuoteLineChange } from '#contracts/schemas/quote-line-diff.ts';
import { formatCents } from '#contracts/money.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { centsDeltaText } from '../revision-diff-text.ts';
import styles from './revision-diff.module.css';

type Props = { price: QuoteDiff | null; previousRevision: string; revision: string };

/** A line's arithmetic ends in its amount ("1 order × $15.00 = $15.00"). */
const side = (line: QuoteLineChange['before']) => line?.arithmetic ?? '—';

/** Both revisions' quotes line by line, priced now, each line's change in words (docs/revisions.md#the-price). */
export function DiffPrice({ price, previousRevision, revision }: Props) {
  return (
    <div data-testid="diff-price">
      <h3>Price</h3>
      {price === null ? (
        <p className={styles.muted}>The price is compared once this revision is processed.</p>
      ) : (
        <>
          <p className={styles.muted}>Both revisions priced today, each at its own quantity, options and parts.</p>
          <DataTable
            caption={`Quote lines of rev ${previousRevision} and rev ${revision}`}
            rows={price.lines}
            rowKey={(line) => `${line.section}:${line.label}`}
            rowAttributes={(line) => ({ 'data-change': line.change })}
            rowTestId="diff-price-line"
            empty="Neither revision has a quote line."
            columns={[
              { key: 'change', header: 'Change', rowHeader: true, cell: (line) => line.text },
              { key: 'before', header: `Rev ${previousRevision}`, cell: (line) => side(line.before) },
              { key: 'after', header: `Rev ${revision}`, cell: (line) => side(line.after) },
            ]}
          />
          <p className={styles.total} data-testid="diff-price-total">
            {totalText(price, previousRevision, revision)}
          </p>
        </>
      )}
    </div>
  );
}

function totalText(price: QuoteDiff, previousRevision: string, revision: string): string {
  const before = price.before_total_cents === null ? 'cannot be priced' : formatCents(price.before_total_cents);
  const after = price.after_total_cents === null ? 'cannot be priced' : formatCents(price.after_total_cents);
  const delta = price.total_delta_cents === null ? '' : ` (${centsDeltaText(price.total_delta_cents)})`;
  return `Total: rev ${previousRevision} ${before} → rev ${revision} ${after}${delta}`;
}
