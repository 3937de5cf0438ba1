import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { confirmSignUpSchema } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

/** One code field (digits only) and a submit: confirm sign-up, MFA codes. */
export function CodeForm({
  label,
  submitLabel,
  busy,
  compact = false,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** A button sized to its text (on the account page) instead of the full width. */
  compact?: boolean;
  onSubmit: (code: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(confirmSignUpSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit((values) => onSubmit(values.code.trim()))} noValidate>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...register('code')}
        error={formState.errors.code?.message}
      />
      <FormSubmit busy={busy} state={formState} compact={compact}>
        {submitLabel}
      </FormSubmit>
    </form>
  );
}
