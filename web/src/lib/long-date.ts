// Dates in the site's English ("March 12, 2026") without Intl: its first call
// on a page costs a phone 40–50 ms (docs/performance.md#numbers-without-intl),
// and a prerendered page's dates must read the same in every browser, or
// hydration would not match the HTML.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 12, 2026": the day in the visitor's time zone. */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
