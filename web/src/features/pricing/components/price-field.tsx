import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './pricing-page.module.css';

export type PriceFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  /** Shown before the value, e.g. "$". */
  prefix?: string;
  /** Shown after the value, e.g. "%" or "per cm²". */
  suffix?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A compact labelled input for one price, with its unit beside it and its rule's message below. */
export function PriceField({ label, prefix, suffix, error, ref, ...input }: PriceFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={error ? `${styles.inputWrap} ${styles.invalid}` : styles.inputWrap}>
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          inputMode="decimal"
          autoComplete="off"
          {...input}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export type PriceSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
};

/** A choice laid out like a PriceField. */
export function PriceSelect({ label, options, ref, ...select }: PriceSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.inputWrap}>
        <select {...select} ref={ref} id={id}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** One row of related prices (a layer count, a finish, a lead time), named for screen readers and tests. */
export function PriceRow({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.row}>
      <span id={id} className={styles.rowTitle}>
        {title}
      </span>
      <div className={styles.rowFields}>{children}</div>
    </div>
  );
}

export function PriceSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </section>
  );
}
