import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';
import { NEW_PASSWORD_FIELD } from '../field-rules.ts';

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
      <TextField label="New password" {...NEW_PASSWORD_FIELD} {...register('password')} error={errors.password?.message} />
      <FormSubmit busy={busy} state={formState}>
        Reset password
      </FormSubmit>
    </form>
  );
}
