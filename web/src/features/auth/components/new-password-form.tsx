import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { newPasswordChallengeSchema } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

/** The "new password required" sign-in step. */
export function NewPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newPasswordChallengeSchema),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit((v) => onSubmit(v.password))} noValidate>
      <p className={styles.hint}>Your account needs a new password before you can sign in.</p>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={formState.errors.password?.message}
      />
      <FormSubmit busy={busy} state={formState}>
        Set password
      </FormSubmit>
    </form>
  );
}
