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
        {options.map((o) => (
          <label key={o.lead_time_id} className={o.selected ? styles.choiceSelected : styles.choice}>
            <input
              type="radio"
              name="lead-time"
              checked={o.selected}
              disabled={busy || (o.at_capacity && !o.selected)}
              onChange={() => onChoose(o.lead_time_id)}
            />
            <span>
              <strong>{o.label}</strong>
              <span className={styles.choiceDetail}>{shippingOptionText(o)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
