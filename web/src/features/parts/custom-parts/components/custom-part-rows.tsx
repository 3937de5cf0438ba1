import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '#web/components/ui/button/button.tsx';
import { usePartParameters } from '#web/features/parts/api/list-part-catalogue.ts';
import type { CustomPartFormValues } from '../custom-part-form.ts';
import type { FieldKit } from './custom-part-field-kit.tsx';
import fieldStyles from '#web/components/ui/field/field.module.css';
import styles from './custom-parts.module.css';
import { Fieldset } from '#web/components/ui/fieldset/fieldset.tsx';

type PriceBreakRowsProps = { kit: FieldKit; prices: UseFieldArrayReturn<CustomPartFormValues, 'price_breaks'> };

/** The price breaks, one row each; the last one cannot be removed. */
export function PriceBreakRows({ kit, prices }: PriceBreakRowsProps) {
  const { field, error, labelFor } = kit;
  return (
    <Fieldset legend="Price breaks (USD per unit)" className={styles.rows}>
      {prices.fields.map((row, index) => (
        <div key={row.id} className={styles.row}>
          <div className={fieldStyles.field}>
            {labelFor(`price_breaks.${index}.min_qty`, 'From quantity', true)}
            <input {...field(`price_breaks.${index}.min_qty`)} inputMode="numeric" />
            {error(`price_breaks.${index}.min_qty`)}
          </div>
          <div className={fieldStyles.field}>
            {labelFor(`price_breaks.${index}.unit_price`, 'Unit price ($)', true)}
            <input {...field(`price_breaks.${index}.unit_price`)} inputMode="decimal" placeholder="0.012" />
            {error(`price_breaks.${index}.unit_price`)}
          </div>
          <Button
            variant="secondary"
            className={styles.remove}
            disabled={prices.fields.length === 1}
            onClick={() => prices.remove(index)}
            aria-label={`Remove price break ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {error('price_breaks')}
      <Button variant="secondary" onClick={() => prices.append({ min_qty: '', unit_price: '' })}>
        Add a price break
      </Button>
    </Fieldset>
  );
}

type ParameterRowsProps = { kit: FieldKit; params: UseFieldArrayReturn<CustomPartFormValues, 'parameters'> };

/** The part's parameters, one row each: which parameter and its value. */
export function ParameterRows({ kit, params }: ParameterRowsProps) {
  const { field, error, labelFor } = kit;
  const parameters = usePartParameters();
  return (
    <Fieldset legend="Parameters (numbers may carry units: 4k7, 100nF, 25V)" className={styles.rows}>
      {params.fields.map((row, index) => (
        <div key={row.id} className={`${styles.row} ${styles.parameterRow}`}>
          <div className={fieldStyles.field}>
            {labelFor(`parameters.${index}.parameter_id`, 'Parameter', true)}
            <select {...field(`parameters.${index}.parameter_id`)}>
              <option value="">Choose a parameter</option>
              {(parameters.data?.parameters ?? [])
                .filter((parameter) => parameter.id !== 'none')
                .map((parameter) => (
                  <option key={parameter.id} value={parameter.id}>
                    {parameter.name}
                    {parameter.short_unit ? ` (${parameter.short_unit})` : ''}
                  </option>
                ))}
            </select>
            {error(`parameters.${index}.parameter_id`)}
          </div>
          <div className={fieldStyles.field}>
            {labelFor(`parameters.${index}.raw`, 'Value', true)}
            <input {...field(`parameters.${index}.raw`)} />
            {error(`parameters.${index}.raw`)}
          </div>
          <Button
            variant="secondary"
            className={styles.remove}
            onClick={() => params.remove(index)}
            aria-label={`Remove parameter ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {error('parameters')}
      <Button variant="secondary" onClick={() => params.append({ parameter_id: '', raw: '' })}>
        Add a parameter
      </Button>
    </Fieldset>
  );
}
