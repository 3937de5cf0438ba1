// Money is held in integers: cents for totals, micro-dollars (USD × 10⁻⁶) for
// unit prices, so sums and comparisons never meet floating-point rounding.

export const MICROS_PER_DOLLAR = 1_000_000;

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
