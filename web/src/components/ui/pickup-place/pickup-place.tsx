import type { PickupInfo } from '#contracts/schemas/cart.ts';
import { addressLines } from '#web/lib/address-lines.ts';
import { formatHour } from '#web/lib/shipping-text.ts';
import styles from './pickup-place.module.css';

/** A pickup place with its address and opening hours, as the cart offers it and the order shows it. */
export function PickupPlace({ place }: { place: PickupInfo }) {
  return (
    <span className={styles.place}>
      <strong>{place.name}</strong>
      <address className={styles.address}>{addressLines(place.address).slice(1).join(', ')}</address>
      <span className={styles.hours}>
        {place.hours.map((hour) => (
          <span key={hour.days}>
            {hour.days}: {formatHour(hour.open_hour)}–{formatHour(hour.close_hour)}
          </span>
        ))}
      </span>
    </span>
  );
}
