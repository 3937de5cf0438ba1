import type { ReactNode } from 'react';
import styles from './master-detail.module.css';

/** A staff page's list (first child) beside the chosen entry (second child); one column below 940 px. */
export function MasterDetail({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>;
}

export type PickRowProps = {
  selected: boolean;
  onPick: () => void;
  /** data-testid, for end-to-end tests. */
  testId?: string;
  /** Stacked in the first column; a child with its own grid-column moves to the row's end. */
  children: ReactNode;
};

/** One entry of a MasterDetail list: a button that opens the entry, outlined while it is open. */
export function PickRow({ selected, onPick, testId, children }: PickRowProps) {
  return (
    <li>
      <button
        type="button"
        className={selected ? styles.rowSelected : styles.row}
        onClick={onPick}
        data-testid={testId}
        aria-pressed={selected}
      >
        {children}
      </button>
    </li>
  );
}

/** The chosen entry's details under its heading (h2); h3 inside it start the panel's parts. */
export function DetailPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </div>
  );
}
