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
        {settings.zones.map((z, i) => (
          <label key={z.zone_id} className={styles.stacked}>
            <span>
              {z.label} <span className={styles.muted}>({z.zone_id})</span>
            </span>
            <textarea
              rows={2}
              defaultValue={z.states.join(', ')}
              onChange={(e) => {
                const states = e.target.value
                  .split(/[\s,]+/)
                  .map((s) => s.trim().toUpperCase())
                  .filter(Boolean) as typeof z.states;
                onChange({ ...settings, zones: settings.zones.map((zone, j) => (j === i ? { ...zone, states } : zone)) });
              }}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Boards each lead time can ship a day</legend>
        {settings.capacity.map((c, i) => (
          <label key={c.lead_time_id} className={styles.inline}>
            <span>{c.lead_time_id}</span>
            <input
              inputMode="numeric"
              defaultValue={c.boards_per_day}
              onChange={(e) => {
                const boards = wholeNumber(e.target.value);
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
