import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { AddressFieldsSchema, type AddressFields, type SavedAddress } from '#contracts/schemas/addresses.ts';
import { US_STATES } from '#contracts/us-states.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import formStyles from '#web/components/ui/form/form.module.css';
import { SelectField, TextField } from '#web/components/ui/field/field.tsx';
import { PhoneField } from '#web/components/ui/field/phone-field.tsx';
import { phoneInputValue, stripCountryPrefix } from '#web/lib/phone.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from './addresses.module.css';

type FormInput = z.input<typeof AddressFieldsSchema>;
const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label: `${label} (${value})` }));

function formValues(address?: SavedAddress): FormInput {
  return {
    name: address?.name ?? '',
    company_name: address?.company_name ?? '',
    address_line_1: address?.address_line_1 ?? '',
    address_line_2: address?.address_line_2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.postal_code ?? '',
    phone_number: phoneInputValue(stripCountryPrefix(address?.phone_number)),
  };
}

export type AddressFormProps = {
  /** The saved address being edited; none for a new one. */
  address?: SavedAddress;
  busy: boolean;
  error: string;
  onSave: (fields: AddressFields) => void;
  onCancel: () => void;
};

/** docs/data-model.md#address address fields with the same rules the server checks (contracts/schemas/addresses.ts). */
export function AddressForm({ address, busy, error, onSave, onCancel }: AddressFormProps) {
  const { register, handleSubmit, formState, control } = useForm<FormInput, unknown, AddressFields>({
    resolver: zodResolver(AddressFieldsSchema),
    defaultValues: formValues(address),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const title = address ? `Edit ${address.name}` : 'New address';
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={handleSubmit(onSave)} noValidate aria-label={title}>
      <h3 className={styles.formTitle}>{title}</h3>
      <div className={formStyles.row}>
        <TextField label="Name" autoComplete="name" {...register('name')} error={errors.name?.message} />
        <TextField
          label="Company"
          requirement="optional"
          autoComplete="organization"
          {...register('company_name')}
          error={errors.company_name?.message}
        />
      </div>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        {...register('address_line_1')}
        error={errors.address_line_1?.message}
      />
      <TextField
        label="Address line 2"
        requirement="optional"
        autoComplete="address-line2"
        {...register('address_line_2')}
        error={errors.address_line_2?.message}
      />
      <div className={styles.cityRow}>
        <TextField label="City" autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
        <SelectField
          label="State"
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          {...register('state')}
          error={errors.state?.message}
        />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="12345"
          {...register('postal_code')}
          error={errors.postal_code?.message}
        />
      </div>
      <PhoneField control={control} name="phone_number" error={errors.phone_number?.message} />
      <ValidationMessage>{error}</ValidationMessage>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={busy}
          disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy })}
        >
          {address ? 'Save address' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}
