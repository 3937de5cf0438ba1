import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export type Column<Row> = {
  key: string;
  /** The column heading; also the label of the value when rows turn into cards on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Numbers, codes: tabular figures and no wrapping. */
  numeric?: boolean;
};

export type DataTableProps<Row> = {
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Read by screen readers; shown when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Marks one row (e.g. the one open in a detail pane). */
  selectedKey?: string | null;
  /** data-testid of every body row, for end-to-end tests. */
  rowTestId?: string;
};

/**
 * The store's one table: a real <table> on wide screens, a card per row below
 * 940 px (each value labelled by its column), so no page scrolls sideways.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  empty,
  selectedKey,
  rowTestId,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} data-testid={rowTestId} aria-selected={selectedKey === undefined ? undefined : selectedKey === key}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header} className={cellClass(c)}>
                    <div className={styles.value}>{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(c: { align?: 'start' | 'end'; numeric?: boolean }): string | undefined {
  const names = [c.align === 'end' ? styles.end : '', c.numeric ? styles.numeric : ''].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
}
