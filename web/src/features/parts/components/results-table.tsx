import type { PartsSearchResult } from '#contracts/parts.ts';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { formatUnitPrice } from '#web/lib/money.ts';
import styles from './components-page.module.css';
import { formatCount } from '#contracts/number-text.ts';

/** One row per part; below 940 px each row becomes a card. */
export function ResultsTable({ results, onOpen }: { results: PartsSearchResult[]; onOpen: (partId: string) => void }) {
  return (
    <DataTable<PartsSearchResult>
      caption="Matching parts"
      testId="parts-results"
      dense
      rowTestId="part-row"
      columns={[
        {
          key: 'mpn',
          header: 'MPN',
          cell: ({ part }) => (
            <button type="button" className={styles.mpn} onClick={() => onOpen(part.id)}>
              {part.mpn || part.supplier_code}
            </button>
          ),
        },
        { key: 'code', header: 'Supplier code', cell: ({ part }) => <span className={styles.code}>{part.supplier_code}</span> },
        { key: 'manufacturer', header: 'Manufacturer', cell: ({ part }) => part.manufacturer },
        { key: 'description', header: 'Description', cell: ({ part }) => <span className={styles.description}>{part.description}</span> },
        { key: 'package', header: 'Package', cell: ({ part }) => part.package },
        {
          key: 'stock',
          header: 'Stock',
          align: 'end',
          numeric: true,
          testId: 'part-stock',
          cell: ({ part }) => <StockCell part={part} />,
        },
        {
          key: 'price',
          header: 'Unit price',
          align: 'end',
          numeric: true,
          cell: ({ part }) => {
            const first = part.price_breaks[0];
            return (
              <>
                {first ? formatUnitPrice(first.unit_price_micros) : '—'}
                {first && first.min_qty > 1 && <span className={styles.muted}> @ {formatCount(first.min_qty)}+</span>}
              </>
            );
          },
        },
        {
          key: 'type',
          header: 'Type',
          cell: ({ part }) =>
            part.library_type === 'basic' ? <StatusPill tone="success">Basic</StatusPill> : <StatusPill>Extended</StatusPill>,
        },
      ]}
      rows={results}
      rowKey={({ part }) => part.id}
    />
  );
}

/** Discontinued (docs/parts.md#discontinued-parts) before any figure: such a part cannot be ordered whatever it shows. */
function StockCell({ part }: { part: PartsSearchResult['part'] }) {
  if (part.discontinued) return <StatusPill tone="danger">Discontinued</StatusPill>;
  return part.stock > 0 ? formatCount(part.stock) : <span className={styles.outOfStock}>Out of stock</span>;
}
