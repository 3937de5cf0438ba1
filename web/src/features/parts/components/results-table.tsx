import type { PartsSearchResult } from '#contracts/parts.ts';
import { formatUnitPrice } from '#web/lib/money.ts';
import styles from './components-page.module.css';

/** One row per part; below 940 px each row becomes a card (CSS only). */
export function ResultsTable({ results, onOpen }: { results: PartsSearchResult[]; onOpen: (partId: string) => void }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="parts-results">
        <thead>
          <tr>
            <th scope="col">MPN</th>
            <th scope="col">Supplier code</th>
            <th scope="col">Manufacturer</th>
            <th scope="col">Description</th>
            <th scope="col">Package</th>
            <th scope="col" className={styles.numeric}>
              Stock
            </th>
            <th scope="col" className={styles.numeric}>
              Unit price
            </th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {results.map(({ part }) => {
            const first = part.price_breaks[0];
            return (
              <tr key={part.id} data-testid="part-row">
                <td data-label="MPN">
                  <button type="button" className={styles.mpn} onClick={() => onOpen(part.id)}>
                    {part.mpn || part.supplier_code}
                  </button>
                </td>
                <td data-label="Supplier code">
                  <span className={styles.code}>{part.supplier_code}</span>
                </td>
                <td data-label="Manufacturer">{part.manufacturer}</td>
                <td data-label="Description" className={styles.description}>
                  {part.description}
                </td>
                <td data-label="Package">{part.package}</td>
                <td
                  data-label="Stock"
                  className={[styles.numeric, part.stock > 0 ? '' : styles.outOfStock].join(' ')}
                  data-testid="part-stock"
                >
                  {part.stock > 0 ? part.stock.toLocaleString('en-US') : 'Out of stock'}
                </td>
                <td data-label="Unit price" className={styles.numeric}>
                  <span>
                    {first ? formatUnitPrice(first.unit_price_micros) : '—'}
                    {first && first.min_qty > 1 && <span className={styles.muted}> @ {first.min_qty.toLocaleString('en-US')}+</span>}
                  </span>
                </td>
                <td data-label="Type">
                  <span className={part.library_type === 'basic' ? styles.basic : styles.extended}>
                    {part.library_type === 'basic' ? 'Basic' : 'Extended'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
