import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { passkeySignInSchema, type PasskeySignInValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

export function PasskeySignInForm({
  email,
  onEmailChange,
  busy,
  onSubmit,
}: {
  email: string;
  onEmailChange?: (email: string) => void;
  busy: boolean;
  onSubmit: (values: PasskeySignInValues) => void;
}) {
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
      <Button
        type="submit"
        className={styles.submit}
        loading={busy}
        disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy, prefilled: Boolean(email) })}
      >
        Sign in with passkey
      </Button>
    </form>
  );
}
