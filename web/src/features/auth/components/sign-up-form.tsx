import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import { signUpSchema, type SignUpValues } from '../auth-schemas.ts';
import styles from '#web/components/ui/form/form.module.css';
import { CheckboxField, TextField } from '#web/components/ui/field/field.tsx';
import { PhoneField } from '#web/components/ui/field/phone-field.tsx';
import { NEW_PASSWORD_FIELD } from '../field-rules.ts';
import type { EmailFormProps } from './email-form-props.ts';

export const MARKETING_OPT_IN = 'Keep me informed about product updates, engineering tips, and offers.';

export function SignUpForm({ email, onEmailChange, busy, onSubmit }: EmailFormProps<SignUpValues>) {
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
      <TextField label="Password" {...NEW_PASSWORD_FIELD} {...register('password')} error={errors.password?.message} />
      <div className={styles.row}>
        <PhoneField control={control} name="phoneNumber" error={errors.phoneNumber?.message} />
        <TextField label="Organization" requirement="optional" autoComplete="organization" {...register('organization')} />
      </div>
      <CheckboxField label={MARKETING_OPT_IN} {...register('marketingOptIn')} />
      <FormSubmit busy={busy} state={formState}>
        Create account
      </FormSubmit>
    </form>
  );
}
