import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { Part } from '#contracts/parts.ts';
import type { CreateCustomPartBody, CustomPartResponse } from '#contracts/schemas/custom-parts.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { CategoryOptions } from '#web/features/parts/components/category-options.tsx';
import { useCreateCustomPart, useUpdateCustomPart } from '../api/save-custom-part.ts';
import {
  customPartFormSchema,
  EMPTY_CUSTOM_PART_FORM,
  formFieldFor,
  formValuesFromPart,
  updateBody,
  type CustomPartFormValues,
} from '../custom-part-form.ts';
import { useFieldKit } from './custom-part-field-kit.tsx';
import { ParameterRows, PriceBreakRows } from './custom-part-rows.tsx';
import fieldStyles from '#web/components/ui/field/field.module.css';
import styles from './custom-parts.module.css';

type Props = {
  /** The part being edited; null for a new one. */
  part: Part | null;
  onSaved: (answer: CustomPartResponse) => void;
  onCancel: () => void;
};

/** Create or edit one manual-entry part; checked as you go, and again by the server. */
export function CustomPartForm({ part, onSaved, onCancel }: Props) {
  const create = useCreateCustomPart();
  const update = useUpdateCustomPart();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState, setError } = useForm<CustomPartFormValues, unknown, CreateCustomPartBody>({
    resolver: zodResolver(customPartFormSchema),
    defaultValues: part ? formValuesFromPart(part) : EMPTY_CUSTOM_PART_FORM,
    mode: 'onTouched',
  });
  // Read every flag up front: the form state is a proxy that only tracks what a render reads.
  const { errors, isSubmitting, isDirty, isValid, touchedFields, isSubmitted } = formState;
  const prices = useFieldArray({ control, name: 'price_breaks' });
  const params = useFieldArray({ control, name: 'parameters' });

  const submit = async (body: CreateCustomPartBody) => {
    setFailure(undefined);
    try {
      const answer = part ? await update.mutateAsync({ partId: part.id, body: updateBody(body) }) : await create.mutateAsync(body);
      onSaved(answer);
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) {
        for (const [field, messages] of Object.entries(error.body.fields))
          setError(formFieldFor(field) as FieldPath<CustomPartFormValues>, { message: messages[0] });
      }
      setFailure(
        error instanceof ApiError
          ? (error.body?.message ?? 'Sorry something went wrong! Please try again later.')
          : 'A network error has occurred.',
      );
    }
  };

  const kit = useFieldKit(register, { errors, touchedFields, isSubmitted });
  const { field, error, labelFor } = kit;

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label={part ? `Edit ${part.mpn}` : 'New custom part'}>
      <div className={styles.grid}>
        <div className={fieldStyles.field}>
          {labelFor('mpn', 'Manufacturer part number', true)}
          <input {...field('mpn')} />
          {error('mpn')}
        </div>
        <div className={fieldStyles.field}>
          {labelFor('manufacturer', 'Manufacturer', true)}
          <input {...field('manufacturer')} />
          {error('manufacturer')}
        </div>
        <div className={fieldStyles.field}>
          {labelFor('category_id', 'Category', true)}
          <select {...field('category_id')}>
            <CategoryOptions />
          </select>
          {error('category_id')}
        </div>
        <div className={fieldStyles.field}>
          {labelFor('package', 'Package')}
          <input {...field('package')} placeholder="0603, SOT-23…" />
          {error('package')}
        </div>
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          {labelFor('value_text', 'Value text (as a BOM writes it)')}
          <input {...field('value_text')} placeholder="100nF 50V X7R 0402" />
          {error('value_text')}
        </div>
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          {labelFor('description', 'Description')}
          <input {...field('description')} />
          {error('description')}
        </div>
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          {labelFor('datasheet', 'Datasheet address')}
          <input {...field('datasheet')} type="url" placeholder="https://…" />
          {error('datasheet')}
        </div>
        <div className={fieldStyles.field}>
          {labelFor('moq', 'Minimum order', true)}
          <input {...field('moq')} inputMode="numeric" />
          {error('moq')}
        </div>
        {!part && (
          <div className={fieldStyles.field}>
            {labelFor('initial_stock', 'Units in stock now', true)}
            <input {...field('initial_stock')} inputMode="numeric" />
            {error('initial_stock')}
          </div>
        )}
      </div>

      <PriceBreakRows kit={kit} prices={prices} />

      <ParameterRows kit={kit} params={params} />

      <ValidationMessage>{failure}</ValidationMessage>
      <div className={styles.actions}>
        {/* docs/validation.md#forms: submit only a valid, changed form, and not twice. */}
        <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty || isSubmitting}>
          {part ? 'Save changes' : 'Create part'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
