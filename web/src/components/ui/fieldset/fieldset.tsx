import type { ReactNode } from 'react';
import styles from './fieldset.module.css';

/** A bordered group of controls under a bold legend; className lays out its children and sets the padding. */
export function Fieldset({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className ? `${styles.fieldset} ${className}` : styles.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
