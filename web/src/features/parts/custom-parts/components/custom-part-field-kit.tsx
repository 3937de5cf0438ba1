import { useId, type ReactNode } from 'react';
import type { FieldPath, FormState, UseFormRegister } from 'react-hook-form';
import type { CustomPartFormValues } from '../custom-part-form.ts';
import fieldStyles from '#web/components/ui/field/field.module.css';

/** A field's input props, its problem and its label, for the custom-part form's fields and rows. */
export type FieldKit = {
  field: (name: FieldPath<CustomPartFormValues>) => ReturnType<UseFormRegister<CustomPartFormValues>> & {
    id: string;
    'aria-invalid': true | undefined;
    className: string | undefined;
    'aria-describedby': string | undefined;
  };
  error: (name: string) => ReactNode;
  labelFor: (name: string, text: string, required?: boolean) => ReactNode;
};

type ReadState = Pick<FormState<CustomPartFormValues>, 'errors' | 'touchedFields' | 'isSubmitted'>;

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/** `state` is read by the form's render (the form state is a proxy that only tracks what a render reads). */
export function useFieldKit(register: UseFormRegister<CustomPartFormValues>, state: ReadState): FieldKit {
  const id = useId();
  const { errors, touchedFields, isSubmitted } = state;
  // A field's problem shows once it has been visited (or the form submitted), so a row just added is not already red.
  const message = (path: string): string | undefined => {
    const error = at(errors, path) as { message?: string; root?: { message?: string } } | undefined;
    const text = error?.message ?? error?.root?.message;
    const isRow = /\.\d+\./.test(path);
    return text && (!isRow || isSubmitted || at(touchedFields, path) === true) ? text : undefined;
  };
  const field = (name: FieldPath<CustomPartFormValues>) => ({
    id: `${id}-${name}`,
    'aria-invalid': message(name) ? (true as const) : undefined,
    className: message(name) ? fieldStyles.invalid : undefined,
    'aria-describedby': message(name) ? `${id}-${name}-error` : undefined,
    ...register(name),
  });
  const error = (name: string) =>
    message(name) && (
      <span id={`${id}-${name}-error`} className={fieldStyles.fieldError}>
        {message(name)}
      </span>
    );
  // docs/validation.md#forms: labels show Required or Optional.
  const labelFor = (name: string, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className={fieldStyles.label}>
      <span>{text}</span>
      <span className={fieldStyles.requirement}>{required ? 'Required' : 'Optional'}</span>
    </label>
  );
  return { field, error, labelFor };
}
