// money (docs/limits.md#money): 2 decimals normally, up to 5 for unit prices (at least 2);
// an amount below one cent after rounding up shows as zero. Amounts travel as
// integers: cents for totals, micro-dollars (USD × 10⁻⁶) for unit prices.
// Shared by the web app and the quote's explanations, so both say the same.
// Formatted without Intl, which costs a first render on a phone
// (docs/performance.md#numbers-without-intl); Intl only for NaN and the infinities.

import { numberText } from './number-text.ts';

export const MICROS_PER_DOLLAR = 1_000_000;
export const MICROS_PER_CENT = 10_000;

const formatters = new Map<number, Intl.NumberFormat>();
function intlFormatter(maxDigits: number): Intl.NumberFormat {
  let f = formatters.get(maxDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: maxDigits });
    formatters.set(maxDigits, f);
  }
  return f;
}

/** US dollars with 2 to `maxDigits` decimals, as Intl's en-US currency format writes them: -$1,234.50. */
function usd(amount: number, maxDigits: number): string {
  const text = numberText(amount, 2, maxDigits);
  if (text === null) return intlFormatter(maxDigits).format(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Dollars with 2 decimals (half-up); whatever rounds to less than a cent shows as $0.00. */
export function formatMoney(amount: number): string {
  return usd(amount, 2);
}

/** A unit price given in micro-dollars (price breaks are stored as integers): 2 to 5 decimals. */
export function formatUnitPrice(micros: number): string {
  return usd(micros / MICROS_PER_DOLLAR, 5);
}

/** An amount in integer cents (totals, shipping, discounts). */
export function formatCents(cents: number): string {
  return usd(cents / 100, 2);
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
