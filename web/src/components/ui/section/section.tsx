import type { ReactNode } from 'react';
import styles from './section.module.css';

export type SectionProps = {
  title: ReactNode;
  /** One or two sentences under the heading. */
  description?: ReactNode;
  /** Controls at the heading's end (a "New" button, a filter). */
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  /** h2 on a page; h3 inside another section. */
  level?: 2 | 3;
};

/** A titled part of a page; its heading labels the region for screen readers. */
export function Section({ title, description, actions, children, id, level = 2 }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={styles.section} id={id} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.text}>
          <Heading id={headingId} className={level === 2 ? styles.title : styles.subtitle}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
