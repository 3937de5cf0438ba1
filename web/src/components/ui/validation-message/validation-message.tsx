import type { ReactNode } from 'react';
import styles from './validation-message.module.css';

/** One centred line in the error colour; renders nothing without a message. */
export function ValidationMessage({ children, id }: { children?: ReactNode; id?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className={styles.message}>
      {children}
    </p>
  );
}
