import type { ShippingRate } from '#contracts/schemas/cart.ts';

// docs/limits.md#shipping-texts shipping texts and hour formatting.

/** "{n} days", "{n} days (ships {date})" or "{n} days (currently at capacity, unavailable)". */
export function shippingOptionText(
  option: Pick<ShippingRate, 'days' | 'ship_date' | 'at_capacity'>,
  formatDate: (isoDate: string) => string = localDate,
): string {
  const days = `${option.days} days`;
  if (option.at_capacity) return `${days} (currently at capacity, unavailable)`;
  if (option.ship_date) return `${days} (ships ${formatDate(option.ship_date)})`;
  return days;
}

/** A date-only string (year-month-day) in the browser's locale, read as that calendar day wherever the browser is. */
export function localDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString();
}

/** An hour of the day, 0 to 24, as 12-hour time: 0 → "12 am", 9 → "9 am", 12 → "12 pm", 17 → "5 pm", 24 → "12 am". */
export function formatHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) throw new RangeError(`Should be less than or equal to 24, is ${hour}`);
  const h = hour % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${h < 12 ? 'am' : 'pm'}`;
}
