import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { requirementLabel, type Requirement } from './requirement.ts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
  label: string;
  requirement?: Requirement;
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

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice, e.g. "Choose a state". */
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled, required select with the same label and message layout as TextField. */
export function SelectField({ label, options, placeholder, error, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <span>{label}</span>
        <span className={styles.requirement}>{requirementLabel('required')}</span>
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={error ? styles.invalid : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
  label: string;
  requirement?: Requirement;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input with the same label and message layout as TextField. */
export function TextAreaField({ label, requirement = 'required', error, hint, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <span>{label}</span>
        <span className={styles.requirement}>{requirementLabel(requirement)}</span>
      </label>
      <textarea
        {...textarea}
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
