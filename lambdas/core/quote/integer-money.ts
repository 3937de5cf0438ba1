import { MICROS_PER_CENT } from '#contracts/money.ts';

// Integer arithmetic for prices: no binary fractions anywhere between the
// pricing configuration and the totals. Rates are micro-dollars, fees cents,
// shares basis points; these helpers round in exactly one documented way each.

function assertSafe(...values: number[]): void {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new RangeError(`Not a safe integer: ${v}`);
}

/** ⌈a ÷ b⌉ for a ≥ 0, b > 0: a rate spread over a fraction rounds up to the next micro-dollar. */
export function ceilDiv(dividend: number, divisor: number): number {
  assertSafe(dividend, divisor);
  if (dividend < 0 || divisor <= 0) throw new RangeError(`ceilDiv expects a ≥ 0 and b > 0, got ${dividend} and ${divisor}`);
  return Math.floor((dividend + divisor - 1) / divisor);
}

/** a ÷ b rounded to the nearest integer, halves away from zero (b > 0). */
export function roundDiv(dividend: number, divisor: number): number {
  assertSafe(dividend, divisor);
  if (divisor <= 0) throw new RangeError(`roundDiv expects b > 0, got ${divisor}`);
  const magnitude = Math.floor((2 * Math.abs(dividend) + divisor) / (2 * divisor));
  return dividend < 0 ? -magnitude : magnitude;
}

/** A share in basis points of an amount, rounded half away from zero (1 % = 100 bp). */
export function basisPointsOf(amount: number, bp: number): number {
  return roundDiv(amount * bp, 10_000);
}

/** Micro-dollars to cents, half away from zero: each explained line is rounded once, here. */
export function microsToCents(micros: number): number {
  return roundDiv(micros, MICROS_PER_CENT);
}

export function centsToMicros(cents: number): number {
  assertSafe(cents);
  return cents * MICROS_PER_CENT;
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
