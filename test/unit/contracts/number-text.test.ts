import { describe, expect, it } from 'vitest';
import { numberText, formatCount } from '#contracts/number-text.ts';
import { formatCents, formatMoney, formatUnitPrice } from '#contracts/money.ts';

// numberText writes numbers without Intl (the first Intl call of a page costs a phone 40–50 ms); its output must be
// Intl's en-US output, digit for digit, rounding included.
const intl = (min: number, max: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max, roundingMode: 'halfExpand' });
const usdFormats = [2, 5].map(
  (max) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: max }),
);
const usd = (max: 2 | 5) => usdFormats[max === 2 ? 0 : 1]!;

/** Each input whose two texts differ (none, when they agree), with both texts. */
function differences<T>(inputs: Iterable<T>, ours: (x: T) => string | null, theirs: (x: T) => string): string[] {
  const found: string[] = [];
  for (const x of inputs) {
    const [a, b] = [ours(x), theirs(x)];
    if (a !== b) found.push(`${String(x)}: ${a} ≠ ${b}`);
  }
  return found;
}

// A deterministic spread of numbers: every magnitude from 1e-9 to 1e17, both signs, ties and near-ties.
function* numbers(): Generator<number> {
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  yield* [0, -0, 0.5, 1.005, 1.015, 0.125, -0.125, 2.675, 0.995, 9.995, 999.995, 999_999.999_5, 0.000005, 0.0000049, 1e-7];
  yield* [2.5e-7, 1e21, 1.5e21, 123456789012345.67, -1234.5, 0.1 + 0.2, 1 / 3, 2 / 3, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE];
  for (let i = 0; i < 5_000; i++) {
    const magnitude = 10 ** Math.floor(random() * 27 - 9);
    const x = random() * magnitude * (random() < 0.3 ? -1 : 1);
    yield x;
    yield Math.round(x * 100) / 100; // cents
    yield Math.round(x * 1e6) / 1e6; // micro-dollars
    yield Math.round(x * 1000 + 0.5) / 1000; // thousandths ending in 5: ties at two decimals
  }
}

describe('numberText', () => {
  it('writes what Intl en-US writes, for every fraction range the store uses', () => {
    const inputs = [...numbers()];
    expect(inputs.length).toBeGreaterThan(20_000);
    for (const [min, max] of [
      [0, 0],
      [0, 3],
      [2, 2],
      [2, 5],
      [0, 6],
    ] as const) {
      const format = intl(min, max);
      expect(
        differences(
          inputs,
          (x) => numberText(x, min, max),
          (x) => format.format(x),
        ),
        `${min}–${max} decimals`,
      ).toEqual([]);
    }
  });

  it('carries a rounded fraction into the whole part and its groups', () => {
    expect(numberText(999_999.995, 2, 2)).toBe('1,000,000.00');
    expect(numberText(-0.995, 0, 2)).toBe('-1');
    expect(numberText(0.0000049, 2, 5)).toBe('0.00');
  });

  it('has no text for NaN and the infinities', () => {
    expect(numberText(NaN, 0, 2)).toBeNull();
    expect(numberText(Infinity, 0, 2)).toBeNull();
    expect(numberText(-Infinity, 0, 2)).toBeNull();
  });
});

describe('formatCount and the money formats', () => {
  it('formatCount says what toLocaleString("en-US") says', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, -4321, 1234.5678]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('money reads as Intl’s currency format, NaN and the infinities included', () => {
    const inputs = [...numbers()];
    expect(differences(inputs, formatMoney, (x) => usd(2).format(x))).toEqual([]);
    const micros = inputs.map((x) => Math.round(x * 1e6));
    expect(differences(micros, formatUnitPrice, (m) => usd(5).format(m / 1e6))).toEqual([]);
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatMoney(-0.001)).toBe('-$0.00');
    expect(formatMoney(NaN)).toBe(usd(2).format(NaN));
    expect(formatUnitPrice(Infinity)).toBe(usd(5).format(Infinity));
  });
});
