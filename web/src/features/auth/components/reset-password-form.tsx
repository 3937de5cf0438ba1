import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

export function ResetPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: ResetPasswordValues) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...register('code')}
        error={errors.code?.message}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper- and lower-case letters and a number or one of ! @ # % &."
        {...register('password')}
        error={errors.password?.message}
      />
      <Button
        type="submit"
        className={styles.submit}
        loading={busy}
        disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy })}
      >
        Reset password
      </Button>
    </form>
  );
}
