import type { ReactNode } from 'react';
import styles from './account-page.module.css';

/** One titled card of the account page. */
export function AccountCard({
  id,
  title,
  lead,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`${styles.card} ${wide ? styles.full : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
