import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import { formatHour } from '#web/lib/shipping-text.ts';
import styles from './store-config.module.css';

type Props = { settings: ShippingSettings; onChange: (s: ShippingSettings) => void };
type Place = ShippingSettings['pickup_locations'][number];

const HOURS = Array.from({ length: 25 }, (_, h) => h);

/** Pickup places: their name and opening hours (shown to customers as 12-hour times, docs/limits.md#hours). */
export function PickupLocationsEditor({ settings, onChange }: Props) {
  const setPlace = (i: number, place: Place) =>
    onChange({ ...settings, pickup_locations: settings.pickup_locations.map((p, j) => (j === i ? place : p)) });
  return (
    <>
      {settings.pickup_locations.map((place, i) => (
        <fieldset key={place.location_id} className={styles.fieldset}>
          <legend>{place.name}</legend>
          <label className={styles.inline}>
            <span>Name</span>
            <input value={place.name} onChange={(e) => setPlace(i, { ...place, name: e.target.value })} />
          </label>
          <p className={styles.muted}>
            {place.address.address_line_1}, {place.address.city}, {place.address.state} {place.address.postal_code}
          </p>
          {place.hours.map((opening, index) => {
            const setHours = (changes: Partial<typeof opening>) =>
              setPlace(i, { ...place, hours: place.hours.map((x, n) => (n === index ? { ...x, ...changes } : x)) });
            return (
              <div key={index} className={styles.hoursRow}>
                <input aria-label="Days" value={opening.days} onChange={(e) => setHours({ days: e.target.value })} />
                <select aria-label="Opens" value={opening.open_hour} onChange={(e) => setHours({ open_hour: Number(e.target.value) })}>
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {formatHour(hour)}
                    </option>
                  ))}
                </select>
                <span>–</span>
                <select aria-label="Closes" value={opening.close_hour} onChange={(e) => setHours({ close_hour: Number(e.target.value) })}>
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {formatHour(hour)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
