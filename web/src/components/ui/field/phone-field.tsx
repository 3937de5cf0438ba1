import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { phoneInputValue } from '#web/lib/phone.ts';
import { TextField } from './field.tsx';

/** phone (docs/validation.md#phone): only digits are kept; a complete number shows as (ddd)-ddd-dddd. */
export function PhoneField<T extends FieldValues>({ control, name, error }: { control: Control<T>; name: Path<T>; error?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label="Phone number"
          requirement="usOptional"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555)-123-4567"
          name={field.name}
          ref={field.ref}
          value={phoneInputValue(String(field.value ?? ''))}
          onChange={(e) => field.onChange(phoneInputValue(e.target.value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
