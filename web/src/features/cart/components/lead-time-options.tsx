import type { CartLeadTimeOption } from '#contracts/schemas/cart.ts';
import { shippingOptionText } from '#web/lib/shipping-text.ts';
import styles from './cart.module.css';

/** The production lead time for the order (shipping option (docs/data-model.md#shipping-option), texts (docs/limits.md#shipping-texts)); a full one cannot be chosen. */
export function LeadTimeOptions({
  options,
  busy,
  onChoose,
}: {
  options: CartLeadTimeOption[];
  busy: boolean;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Production time</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.lead_time_id} className={option.selected ? styles.choiceSelected : styles.choice}>
            <input
              type="radio"
              name="lead-time"
              checked={option.selected}
              disabled={busy || (option.at_capacity && !option.selected)}
              onChange={() => onChoose(option.lead_time_id)}
            />
            <span>
              <strong>{option.label}</strong>
              <span className={styles.choiceDetail}>{shippingOptionText(option)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
