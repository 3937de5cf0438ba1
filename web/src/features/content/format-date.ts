/** A date-only string (year-month-day) in the browser's locale, spelled out: "March 12, 2026". */
export function formatLongDate(dateOnly: string): string {
  return new Date(`${dateOnly}T12:00:00`).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}
