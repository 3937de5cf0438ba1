import { zodResolver } from '#web/lib/zod-resolver.ts';
import { deleteUserAttributes, updateUserAttributes } from '#web/lib/auth/amplify.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { clearedAttributes, profileAttributes } from '../account-attributes.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { profileSchema, type ProfileValues } from '../auth-schemas.ts';
import { refreshUser, type AuthUser } from '#web/lib/auth/auth-store.ts';
import { phoneInputValue, stripCountryPrefix } from '#web/lib/phone.ts';
import formStyles from '#web/components/ui/form/form.module.css';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import { AccountFormFooter } from '#web/components/ui/account-card/account-form-footer.tsx';
import { TextField } from '#web/components/ui/field/field.tsx';
import { PhoneField } from '#web/components/ui/field/phone-field.tsx';

function profileValues(user: AuthUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: phoneInputValue(stripCountryPrefix(user.phoneNumber)),
    organization: user.organization ?? '',
  };
}

/** Names, phone and organization, with the sign-up rules (docs/validation.md#names). */
export function ProfileSection({ user }: { user: AuthUser }) {
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, control, reset } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: profileValues(user),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  async function save(values: ProfileValues) {
    setError('');
    setSaved(false);
    try {
      await updateUserAttributes({ userAttributes: profileAttributes(values) });
      const cleared = clearedAttributes(user, values);
      if (cleared.length) await deleteUserAttributes({ userAttributeKeys: cleared as [string, ...string[]] });
      await refreshUser();
      reset(values);
      setSaved(true);
    } catch (e) {
      console.error(e);
      setError(authErrorMessage(e));
    }
  }

  return (
    <AccountCard id="profile" title="Profile">
      <form className={formStyles.form} onSubmit={handleSubmit(save)} noValidate>
        <div className={formStyles.row}>
          <TextField label="First Name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
          <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
        </div>
        <PhoneField control={control} name="phoneNumber" error={errors.phoneNumber?.message} />
        <TextField label="Organization" requirement="optional" autoComplete="organization" {...register('organization')} />
        <AccountFormFooter
          error={error}
          savedText={saved && !formState.isDirty ? 'Profile saved.' : null}
          formState={formState}
          submitting={isSubmitting}
        >
          Save profile
        </AccountFormFooter>
      </form>
    </AccountCard>
  );
}
