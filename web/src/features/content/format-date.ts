import { longDate } from '#web/lib/long-date.ts';

/** A date-only string (year-month-day), spelled out: "March 12, 2026". Noon, so every time zone reads the same day. */
export function formatLongDate(dateOnly: string): string {
  return longDate(new Date(`${dateOnly}T12:00:00`));
}
