import type { ReactNode } from 'react';
import styles from './card.module.css';

export type CardProps = {
  /** A short heading inside the card (h3). */
  title?: ReactNode;
  /** Controls shown at the heading's end (buttons, a status pill). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article' | 'li';
  /** data-testid, for end-to-end tests. */
  testId?: string;
};

/** A raised surface grouping one thing's facts: an order, a board, a report. */
export function Card({ title, actions, children, className, as: Tag = 'div', testId }: CardProps) {
  return (
    <Tag className={className ? `${styles.card} ${className}` : styles.card} data-testid={testId}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && <h3 className={styles.title}>{title}</h3>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Tag>
  );
}
