import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';
import type { EmailFormProps } from './email-form-props.ts';

export function ForgotPasswordForm({ email, onEmailChange, busy, onSubmit }: EmailFormProps<ForgotPasswordValues>) {
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
      <FormSubmit busy={busy} state={formState} prefilled={Boolean(email)}>
        Send reset code
      </FormSubmit>
    </form>
  );
}
