import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { signUpSchema, type SignUpValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { CheckboxField, TextField } from '#web/components/ui/field/field.tsx';
import { PhoneField } from '#web/components/ui/field/phone-field.tsx';

export const MARKETING_OPT_IN = 'Keep me informed about product updates, engineering tips, and offers.';

export function SignUpForm({
  email,
  onEmailChange,
  busy,
  onSubmit,
}: {
  email: string;
  onEmailChange?: (email: string) => void;
  busy: boolean;
  onSubmit: (values: SignUpValues) => void;
}) {
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', phoneNumber: '', organization: '', email, password: '', marketingOptIn: false },
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email', { onChange: (e: { target: { value: string } }) => onEmailChange?.(e.target.value) })}
        error={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper- and lower-case letters and a number or one of ! @ # % &."
        {...register('password')}
        error={errors.password?.message}
      />
      <div className={styles.row}>
        <PhoneField control={control} name="phoneNumber" error={errors.phoneNumber?.message} />
        <TextField label="Organization" requirement="optional" autoComplete="organization" {...register('organization')} />
      </div>
      <CheckboxField label={MARKETING_OPT_IN} {...register('marketingOptIn')} />
      <Button
        type="submit"
        className={styles.submit}
        loading={busy}
        disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy })}
      >
        Create account
      </Button>
    </form>
  );
}
