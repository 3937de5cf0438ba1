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
  /**
   * A full-width row under a row (a message about it); null, undefined or false for none. Each row and its detail then
   * form one row group carrying `rowTestId` and `rowAttributes`, and one card on a phone.
   */
  detailRow?: (row: Row) => ReactNode;
  /** The table scrolls inside its own box, at most 40rem tall on wide screens, its headings staying in view. */
  stickyHeader?: boolean;
};

/**
 * The store's one table: a real <table> on wide screens, a card per row below
 * 940 px (each value labelled by its column), so no page scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, caption, showCaption = false, showHeader = true, cards = true, empty, groupBy, testId, dense } = props;
  if (rows.length === 0 && empty) return <p className={styles.empty}>{empty}</p>;
  const tableClass = classNames(styles.table, cards && styles.cards, dense && styles.dense, !showHeader && styles.headless);
  const boxClass = classNames(cards ? styles.wrap : styles.scroll, props.stickyHeader && styles.sticky);
  return (
    <div className={boxClass}>
      <table className={tableClass} data-testid={testId}>
        <caption className={showCaption ? styles.caption : styles.visuallyHidden}>{caption}</caption>
        <thead className={showHeader ? undefined : styles.visuallyHidden}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.headerContent ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        {groupBy ? (
          groupsOf(rows, groupBy).map(([group, inGroup]) => <Body key={group} {...props} rows={inGroup} heading={group} />)
        ) : (
          <Body {...props} />
        )}
      </table>
    </div>
  );
}

/** The body rows, under a group heading if any: one <tbody>, or one per row when rows have detail rows. */
function Body<Row>(props: DataTableProps<Row> & { heading?: string }) {
  const { columns, rows, rowKey, rowTestId, rowAttributes, detailRow, heading } = props;
  const headingRow =
    heading === undefined ? null : (
      <tr className={styles.group}>
        <th scope="rowgroup" colSpan={columns.length}>
          {heading}
        </th>
      </tr>
    );
  if (!detailRow) {
    return (
      <tbody>
        {headingRow}
        {rows.map((row) => (
          <BodyRow key={rowKey(row)} {...props} row={row} attributes={{ 'data-testid': rowTestId, ...rowAttributes?.(row) }} />
        ))}
      </tbody>
    );
  }
  return (
    <>
      {headingRow && <tbody>{headingRow}</tbody>}
      {rows.map((row) => {
        const detail = detailRow(row);
        return (
          <tbody key={rowKey(row)} className={styles.rowGroup} data-testid={rowTestId} {...rowAttributes?.(row)}>
            <BodyRow {...props} row={row} attributes={{}} />
            {detail !== null && detail !== undefined && detail !== false && (
              <tr className={styles.detail}>
                <td colSpan={columns.length}>{detail}</td>
              </tr>
            )}
          </tbody>
        );
      })}
    </>
  );
}

function BodyRow<Row>({ columns, rowKey, selectedKey, row, attributes }: DataTableProps<Row> & { row: Row; attributes: RowAttributes }) {
  const key = rowKey(row);
  return (
    <tr aria-selected={selectedKey === undefined ? undefined : selectedKey === key} {...attributes}>
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} data-label={column.header} className={cellClass(column)}>
            <div className={styles.value} data-testid={column.testId}>
              {column.cell(row)}
            </div>
          </Cell>
        );
      })}
    </tr>
  );
}

function groupsOf<Row>(rows: ReadonlyArray<Row>, groupBy: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groupBy(row);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups];
}

function cellClass(column: { align?: 'start' | 'end'; numeric?: boolean }): string | undefined {
  return classNames(column.align === 'end' && styles.end, column.numeric && styles.numeric) || undefined;
}

function classNames(...names: ReadonlyArray<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
