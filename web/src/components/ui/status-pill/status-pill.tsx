import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

/** What a state means to the reader: done, waiting on someone, wrong, or just a label. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type StatusPillProps = { tone?: StatusTone; children: ReactNode; title?: string };

/** A state shown as a small rounded label (order, board, bug, quote states). */
export function StatusPill({ tone = 'neutral', children, title }: StatusPillProps) {
  return (
    <span className={`${styles.pill} ${styles[tone]}`} title={title}>
      {children}
    </span>
  );
}
