import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { forgotPasswordSchema } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

/** The "set up MFA by e-mail" sign-in step: the address the codes go to. */
export function EmailSetupForm({ busy, onSubmit }: { busy: boolean; onSubmit: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit((v) => onSubmit(v.email.trim()))} noValidate>
      <p className={styles.hint}>Enter the email address where we should send your sign-in codes.</p>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={formState.errors.email?.message} />
      <FormSubmit busy={busy} state={formState}>
        Continue
      </FormSubmit>
    </form>
  );
}
