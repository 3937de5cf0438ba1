import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import styles from './store-config.module.css';
import { wholeNumber } from './whole-number.ts';

type Props = { settings: ShippingSettings; onChange: (s: ShippingSettings) => void };

/** Destination zones (US state codes), production capacity per lead time, and how long carts hold parts. */
export function ZonesCapacityEditor({ settings, onChange }: Props) {
  return (
    <div className={styles.twoColumns}>
      <fieldset className={styles.fieldset}>
        <legend>Zones</legend>
        {settings.zones.map((zone, i) => (
          <label key={zone.zone_id} className={styles.stacked}>
            <span>
              {zone.label} <span className={styles.muted}>({zone.zone_id})</span>
            </span>
            <textarea
              rows={2}
              defaultValue={zone.states.join(', ')}
              onChange={(event) => {
                const states = event.target.value
                  .split(/[\s,]+/)
                  .map((s) => s.trim().toUpperCase())
                  .filter(Boolean) as typeof zone.states;
                onChange({ ...settings, zones: settings.zones.map((zone, j) => (j === i ? { ...zone, states } : zone)) });
              }}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Boards each lead time can ship a day</legend>
        {settings.capacity.map((capacity, i) => (
          <label key={capacity.lead_time_id} className={styles.inline}>
            <span>{capacity.lead_time_id}</span>
            <input
              inputMode="numeric"
              defaultValue={capacity.boards_per_day}
              onChange={(event) => {
                const boards = wholeNumber(event.target.value);
                onChange({
                  ...settings,
                  capacity: settings.capacity.map((cap, j) => (j === i ? { ...cap, boards_per_day: boards } : cap)),
                });
              }}
            />
          </label>
        ))}
        <label className={styles.inline}>
          <span>Minutes a cart holds its parts</span>
          <input
            inputMode="numeric"
            defaultValue={settings.cart_hold_minutes}
            onChange={(e) => onChange({ ...settings, cart_hold_minutes: wholeNumber(e.target.value) })}
          />
        </label>
      </fieldset>
    </div>
  );
}
