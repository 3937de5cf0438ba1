import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useId, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { Part } from '#contracts/parts.ts';
import type { CreateCustomPartBody, CustomPartResponse } from '#contracts/schemas/custom-parts.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { categoryOptions, usePartCategories, usePartParameters } from '#web/features/parts/api/part-catalogue-api.ts';
import { useCreateCustomPart, useUpdateCustomPart } from '../api/custom-parts-api.ts';
import {
  customPartFormSchema,
  EMPTY_CUSTOM_PART_FORM,
  formFieldFor,
  formValuesFromPart,
  updateBody,
  type CustomPartFormValues,
} from '../custom-part-form.ts';
import styles from './custom-parts.module.css';

type Props = {
  /** The part being edited; null for a new one. */
  part: Part | null;
  onSaved: (answer: CustomPartResponse) => void;
  onCancel: () => void;
};

/** Create or edit one manual-entry part; checked as you go, and again by the server. */
export function CustomPartForm({ part, onSaved, onCancel }: Props) {
  const id = useId();
  const categories = usePartCategories();
  const parameters = usePartParameters();
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

  const at = (tree: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  // A field's problem shows once it has been visited (or the form submitted), so a row just added is not already red.
  const message = (path: string): string | undefined => {
    const error = at(errors, path) as { message?: string; root?: { message?: string } } | undefined;
    const text = error?.message ?? error?.root?.message;
    const isRow = /\.\d+\./.test(path);
    return text && (!isRow || isSubmitted || at(touchedFields, path) === true) ? text : undefined;
  };
  const field = (name: FieldPath<CustomPartFormValues>) => ({
    id: `${id}-${name}`,
    'aria-invalid': message(name) ? true : undefined,
    'aria-describedby': message(name) ? `${id}-${name}-error` : undefined,
    ...register(name),
  });
  const error = (name: string) =>
    message(name) && (
      <span id={`${id}-${name}-error`} className={styles.fieldError}>
        {message(name)}
      </span>
    );
  // docs/validation.md#forms: labels show Required or Optional.
  const labelFor = (name: string, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className={styles.label}>
      <span>{text}</span>
      <span className={styles.requirement}>{required ? 'Required' : 'Optional'}</span>
    </label>
  );

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label={part ? `Edit ${part.mpn}` : 'New custom part'}>
      <div className={styles.grid}>
        <div className={styles.field}>
          {labelFor('mpn', 'Manufacturer part number', true)}
          <input {...field('mpn')} />
          {error('mpn')}
        </div>
        <div className={styles.field}>
          {labelFor('manufacturer', 'Manufacturer', true)}
          <input {...field('manufacturer')} />
          {error('manufacturer')}
        </div>
        <div className={styles.field}>
          {labelFor('category_id', 'Category', true)}
          <select {...field('category_id')}>
            <option value="">{categories.isPending ? 'Loading…' : 'Choose a category'}</option>
            {categoryOptions(categories.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          {error('category_id')}
        </div>
        <div className={styles.field}>
          {labelFor('package', 'Package')}
          <input {...field('package')} placeholder="0603, SOT-23…" />
          {error('package')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          {labelFor('value_text', 'Value text (as a BOM writes it)')}
          <input {...field('value_text')} placeholder="100nF 50V X7R 0402" />
          {error('value_text')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          {labelFor('description', 'Description')}
          <input {...field('description')} />
          {error('description')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          {labelFor('datasheet', 'Datasheet address')}
          <input {...field('datasheet')} type="url" placeholder="https://…" />
          {error('datasheet')}
        </div>
        <div className={styles.field}>
          {labelFor('moq', 'Minimum order', true)}
          <input {...field('moq')} inputMode="numeric" />
          {error('moq')}
        </div>
        {!part && (
          <div className={styles.field}>
            {labelFor('initial_stock', 'Units in stock now', true)}
            <input {...field('initial_stock')} inputMode="numeric" />
            {error('initial_stock')}
          </div>
        )}
      </div>

      <fieldset className={styles.rows}>
        <legend>Price breaks (USD per unit)</legend>
        {prices.fields.map((row, i) => (
          <div key={row.id} className={styles.row}>
            <div className={styles.field}>
              {labelFor(`price_breaks.${i}.min_qty`, 'From quantity', true)}
              <input {...field(`price_breaks.${i}.min_qty`)} inputMode="numeric" />
              {error(`price_breaks.${i}.min_qty`)}
            </div>
            <div className={styles.field}>
              {labelFor(`price_breaks.${i}.unit_price`, 'Unit price ($)', true)}
              <input {...field(`price_breaks.${i}.unit_price`)} inputMode="decimal" placeholder="0.012" />
              {error(`price_breaks.${i}.unit_price`)}
            </div>
            <Button
              variant="secondary"
              className={styles.remove}
              disabled={prices.fields.length === 1}
              onClick={() => prices.remove(i)}
              aria-label={`Remove price break ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        {error('price_breaks')}
        <Button variant="secondary" onClick={() => prices.append({ min_qty: '', unit_price: '' })}>
          Add a price break
        </Button>
      </fieldset>

      <fieldset className={styles.rows}>
        <legend>Parameters (numbers may carry units: 4k7, 100nF, 25V)</legend>
        {params.fields.map((row, i) => (
          <div key={row.id} className={`${styles.row} ${styles.parameterRow}`}>
            <div className={styles.field}>
              {labelFor(`parameters.${i}.parameter_id`, 'Parameter', true)}
              <select {...field(`parameters.${i}.parameter_id`)}>
                <option value="">Choose a parameter</option>
                {(parameters.data?.parameters ?? [])
                  .filter((p) => p.id !== 'none')
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                      {p.short_unit ? ` (${p.short_unit})` : ''}
                    </option>
                  ))}
              </select>
              {error(`parameters.${i}.parameter_id`)}
            </div>
            <div className={styles.field}>
              {labelFor(`parameters.${i}.raw`, 'Value', true)}
              <input {...field(`parameters.${i}.raw`)} />
              {error(`parameters.${i}.raw`)}
            </div>
            <Button variant="secondary" className={styles.remove} onClick={() => params.remove(i)} aria-label={`Remove parameter ${i + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {error('parameters')}
        <Button variant="secondary" onClick={() => params.append({ parameter_id: '', raw: '' })}>
          Add a parameter
        </Button>
      </fieldset>

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
