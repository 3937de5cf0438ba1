// money (docs/limits.md#money): 2 decimals normally, up to 5 for unit prices (at least 2);
// an amount below one cent after rounding up shows as zero. Amounts travel as
// integers: cents for totals, micro-dollars (USD × 10⁻⁶) for unit prices.
// Shared by the web app and the quote's explanations, so both say the same.

export const MICROS_PER_DOLLAR = 1_000_000;
export const MICROS_PER_CENT = 10_000;

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(maxDigits: number): Intl.NumberFormat {
  let f = formatters.get(maxDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: maxDigits });
    formatters.set(maxDigits, f);
  }
  return f;
}

/** Dollars with 2 decimals (half-up); whatever rounds to less than a cent shows as $0.00. */
export function formatMoney(amount: number): string {
  return formatter(2).format(amount);
}

/** A unit price given in micro-dollars (price breaks are stored as integers): 2 to 5 decimals. */
export function formatUnitPrice(micros: number): string {
  return formatter(5).format(micros / MICROS_PER_DOLLAR);
}

/** An amount in integer cents (totals, shipping, discounts). */
export function formatCents(cents: number): string {
  return formatter(2).format(cents / 100);
}

/** `0.0917143` → 91714 micro-USD; undefined when the text is not a non-negative decimal. */
export function usdToMicros(text: string): number | undefined {
  const t = text.trim();
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(t)) return undefined;
  const micros = Math.round(Number(t) * MICROS_PER_DOLLAR);
  return Number.isSafeInteger(micros) ? micros : undefined;
}

/** 91714 → `0.091714`: the shortest decimal that reads back as the same micros (for editing). */
export function microsToUsdText(micros: number): string {
  return String(micros / MICROS_PER_DOLLAR);
}
