import { zodResolver } from '#web/lib/zod-resolver.ts';
import { updatePassword } from '#web/lib/auth/amplify.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordErrorMessage } from '../auth-errors.ts';
import { changePasswordSchema, type ChangePasswordValues } from '../auth-schemas.ts';
import formStyles from '#web/components/ui/form/form.module.css';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import { AccountFormFooter } from '#web/components/ui/account-card/account-form-footer.tsx';
import { TextField } from '#web/components/ui/field/field.tsx';
import { NEW_PASSWORD_FIELD } from '../field-rules.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

export function ChangePasswordSection() {
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  async function change(values: ChangePasswordValues) {
    setError('');
    setDone(false);
    try {
      await updatePassword({ oldPassword: values.currentPassword, newPassword: values.newPassword });
      reset(EMPTY);
      setDone(true);
    } catch (e) {
      console.error(e);
      setError(changePasswordErrorMessage(e));
    }
  }

  return (
    <AccountCard id="password" title="Password">
      <form className={formStyles.form} onSubmit={handleSubmit(change)} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <TextField label="New password" {...NEW_PASSWORD_FIELD} {...register('newPassword')} error={errors.newPassword?.message} />
        <AccountFormFooter error={error} savedText={done ? 'Password changed.' : null} formState={formState} submitting={isSubmitting}>
          Change password
        </AccountFormFooter>
      </form>
    </AccountCard>
  );
}
