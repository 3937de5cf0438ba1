// Exact conversions between the text of a money or percentage field and the integers the API stores
// (cents, micro-dollars, basis points): no floating point, so 0.29 stays 29 cents.

/** "12", "12.5", "12.50" → 1250 cents. */
export function dollarsToCents(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "0.0025" → 2500 micro-dollars. */
export function dollarsToMicros(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** "-15", "+60", "2.5" → basis points (−1500, 6000, 250). */
export function percentToBp(text: string): number {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -bp : bp;
}

function decimalText(value: number, scale: number, minDecimals: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const digits = String(scale).length - 1;
  const fraction = String(abs % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '')
    .padEnd(minDecimals, '0');
  const whole = String(Math.floor(abs / scale));
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

export const centsToDollarsText = (cents: number) => decimalText(cents, 100, 2);
export const microsToDollarsText = (micros: number) => decimalText(micros, 1_000_000, 2);
export const bpToPercentText = (bp: number) => decimalText(bp, 100, 0);
