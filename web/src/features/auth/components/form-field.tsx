import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { requirementLabel } from '../submit-state.ts';
import styles from './auth-form.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
  label: string;
  requirement?: 'required' | 'optional' | 'usOptional';
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input: "Required"/"Optional" beside the label, the rule's message below. */
export function TextField({ label, requirement = 'required', error, hint, ref, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <span>{label}</span>
        <span className={styles.requirement}>{requirementLabel(requirement)}</span>
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-required={requirement === 'required'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={error ? styles.invalid : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, ref, ...input }: CheckboxFieldProps) {
  return (
    <label className={styles.checkbox}>
      <input {...input} ref={ref} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
