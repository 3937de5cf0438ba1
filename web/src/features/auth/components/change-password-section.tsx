import { zodResolver } from '#web/lib/zod-resolver.ts';
import { updatePassword } from '#web/lib/auth/amplify.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { changePasswordErrorMessage } from '../auth-errors.ts';
import { changePasswordSchema, type ChangePasswordValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import formStyles from '#web/components/ui/form/form.module.css';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import styles from '#web/components/ui/account-card/account-page.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

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
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with upper- and lower-case letters and a number or one of ! @ # % &."
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <ValidationMessage>{error}</ValidationMessage>
        {done && (
          <p role="status" className={styles.saved}>
            Password changed.
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: isSubmitting })}
          >
            Change password
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
