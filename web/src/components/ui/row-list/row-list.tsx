import type { ReactNode } from 'react';
import styles from './row-list.module.css';

/** A plain list of rows (its children are the <li>s), spaced evenly. */
export function RowList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
