// When boards ship: production starts on the order's day if that is a business
// day (Monday–Friday, UTC) and the order came before the cut-off hour,
// otherwise on the next business day; the boards ship after the lead time's
// business days of production. Dates are UTC calendar days (YYYY-MM-DD).

const DAY_MS = 86_400_000;

function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextBusinessDay(day: Date): Date {
  let next = new Date(day.getTime() + DAY_MS);
  while (!isBusinessDay(next)) next = new Date(next.getTime() + DAY_MS);
  return next;
}

/** The first day of production for an order placed at `now`. */
export function productionStart(now: Date, cutoffHourUtc: number): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return isBusinessDay(today) && now.getUTCHours() < cutoffHourUtc ? today : nextBusinessDay(today);
}

/** The ship date of an order placed at `now` with `businessDays` of production. */
export function shipDate(now: Date, businessDays: number, cutoffHourUtc: number): string {
  let day = productionStart(now, cutoffHourUtc);
  for (let i = 0; i < businessDays; i++) day = nextBusinessDay(day);
  return day.toISOString().slice(0, 10);
}
