import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { passkeySignInSchema, type PasskeySignInValues } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';
import type { EmailFormProps } from './email-form-props.ts';

export function PasskeySignInForm({ email, onEmailChange, busy, onSubmit }: EmailFormProps<PasskeySignInValues>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passkeySignInSchema),
    defaultValues: { email },
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.hint}>Sign in with the fingerprint, face or device PIN you registered as a passkey.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="username webauthn"
        {...register('email', { onChange: (e: { target: { value: string } }) => onEmailChange?.(e.target.value) })}
        error={formState.errors.email?.message}
      />
      <FormSubmit busy={busy} state={formState} prefilled={Boolean(email)}>
        Sign in with passkey
      </FormSubmit>
    </form>
  );
}
