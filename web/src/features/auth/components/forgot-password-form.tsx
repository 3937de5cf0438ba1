import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

export function ForgotPasswordForm({
  email,
  onEmailChange,
  busy,
  onSubmit,
}: {
  email: string;
  onEmailChange?: (email: string) => void;
  busy: boolean;
  onSubmit: (values: ForgotPasswordValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.hint}>Enter the email address of your account and we will send you a code to reset your password.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        {...register('email', { onChange: (e: { target: { value: string } }) => onEmailChange?.(e.target.value) })}
        error={formState.errors.email?.message}
      />
      <Button
        type="submit"
        className={styles.submit}
        loading={busy}
        disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy, prefilled: Boolean(email) })}
      >
        Send reset code
      </Button>
    </form>
  );
}
