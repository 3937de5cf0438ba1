import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export type Column<Row> = {
  key: string;
  /** The column heading; also the label of the value when rows turn into cards on a phone. */
  header: string;
  /** Shown in the heading instead of `header` (e.g. a control choosing what the column holds). */
  headerContent?: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Numbers, codes: tabular figures and no wrapping. */
  numeric?: boolean;
  /** This column's cell names its row (a row heading, as in a table of facts). */
  rowHeader?: boolean;
  /** data-testid of this column's value, for end-to-end tests. */
  testId?: string;
};

/** Extra attributes of one body row: data-* for styling hooks and end-to-end tests. */
export type RowAttributes = Record<`data-${string}`, string | boolean | undefined>;

export type DataTableProps<Row> = {
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Read by screen readers; shown when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** false: the column headings are read by screen readers only (a two-column table of facts). */
  showHeader?: boolean;
  /** false: stays a table at every width, scrolling sideways inside its own box (a file preview, a fact table). */
  cards?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Marks one row (e.g. the one open in a detail pane). */
  selectedKey?: string | null;
  /** data-testid of every body row, for end-to-end tests. */
  rowTestId?: string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Splits the rows into titled groups, in the order each group first appears. */
  groupBy?: (row: Row) => string;
  /** data-testid of the table, for end-to-end tests. */
  testId?: string;
  /** Tighter cells, for many columns beside a sidebar (the parts results). */
  dense?: boolean;
};

/**
 * The store's one table: a real <table> on wide screens, a card per row below
 * 940 px (each value labelled by its column), so no page scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, caption, showCaption = false, showHeader = true, cards = true, empty, groupBy, testId, dense } = props;
  if (rows.length === 0 && empty) return <p className={styles.empty}>{empty}</p>;
  const tableClass = [styles.table, cards ? styles.cards : '', dense ? styles.dense : ''].filter(Boolean).join(' ');
  return (
    <div className={cards ? styles.wrap : styles.scroll}>
      <table className={tableClass} data-testid={testId}>
        <caption className={showCaption ? styles.caption : styles.visuallyHidden}>{caption}</caption>
        <thead className={showHeader ? undefined : styles.visuallyHidden}>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.headerContent ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        {groupBy ? (
          groupsOf(rows, groupBy).map(([group, inGroup]) => (
            <tbody key={group}>
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={columns.length}>
                  {group}
                </th>
              </tr>
              <Rows {...props} rows={inGroup} />
            </tbody>
          ))
        ) : (
          <tbody>
            <Rows {...props} />
          </tbody>
        )}
      </table>
    </div>
  );
}

function Rows<Row>({ columns, rows, rowKey, selectedKey, rowTestId, rowAttributes }: DataTableProps<Row>) {
  return rows.map((row) => {
    const key = rowKey(row);
    return (
      <tr
        key={key}
        data-testid={rowTestId}
        aria-selected={selectedKey === undefined ? undefined : selectedKey === key}
        {...rowAttributes?.(row)}
      >
        {columns.map((c) => {
          const Cell = c.rowHeader ? 'th' : 'td';
          return (
            <Cell key={c.key} scope={c.rowHeader ? 'row' : undefined} data-label={c.header} className={cellClass(c)}>
              <div className={styles.value} data-testid={c.testId}>
                {c.cell(row)}
              </div>
            </Cell>
          );
        })}
      </tr>
    );
  });
}

function groupsOf<Row>(rows: ReadonlyArray<Row>, groupBy: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groupBy(row);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups];
}

function cellClass(c: { align?: 'start' | 'end'; numeric?: boolean }): string | undefined {
  const names = [c.align === 'end' ? styles.end : '', c.numeric ? styles.numeric : ''].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
}
