import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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
  return (
    <FieldFrame id={id} label={label} requirement={requirement} hint={hint} error={error}>
      <input {...input} ref={ref} {...controlProps(id, requirement, hint, error)} />
    </FieldFrame>
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
    <FieldFrame id={id} label={label} requirement="required" error={error}>
      <select {...select} ref={ref} {...controlProps(id, 'required', undefined, error)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
  return (
    <FieldFrame id={id} label={label} requirement={requirement} hint={hint} error={error}>
      <textarea {...textarea} ref={ref} {...controlProps(id, requirement, hint, error)} />
    </FieldFrame>
  );
}

type FieldFrameProps = { id: string; label: string; requirement: Requirement; hint?: string; error?: string; children: ReactNode };

/** The label with "Required"/"Optional" above a field's control, its hint and its message below. */
function FieldFrame({ id, label, requirement, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <span>{label}</span>
        <span className={styles.requirement}>{requirementLabel(requirement)}</span>
      </label>
      {children}
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

/** The control's id and ARIA state, tied to the frame's hint and message; the red border while it has a message. */
function controlProps(id: string, requirement: Requirement, hint: string | undefined, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    'aria-required': requirement === 'required',
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    className: error ? styles.invalid : undefined,
  };
}
