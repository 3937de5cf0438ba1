// Numbers as en-US text ("-1,234.5") without Intl. The first Intl call on a page
// initialises ICU, 40–50 ms of main thread on a phone, in the middle of the
// first render of a page of results (docs/performance.md#numbers-without-intl).
// The output is Intl's: it rounds the shortest decimal that reads back as the
// number (what String(x) gives), half away from zero, as ICU does; so 1.005
// with two decimals is 1.01. test/unit/contracts/number-text.test.ts
// compares the two over many numbers.

const DIGIT_GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** The digits of |x| as [whole, fraction], from the shortest decimal that reads back as x. */
function plainDigits(x: number): [string, string] {
  const [mantissa = '', exponent = '0'] = String(Math.abs(x)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * x in en-US digits: groups of three, at least `minFraction` and at most `maxFraction` decimals (rounded half away from
 * zero), a minus sign for negative numbers and negative zero (as Intl). Null for NaN and the infinities.
 */
export function numberText(x: number, minFraction: number, maxFraction: number): string | null {
  if (!Number.isFinite(x)) return null;
  let [whole, fraction] = plainDigits(x);
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= 53; // '5'
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const sum = String(BigInt(whole + fraction) + 1n).padStart(whole.length + fraction.length, '0');
      whole = sum.slice(0, sum.length - fraction.length);
      fraction = sum.slice(sum.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return `${sign}${whole.replace(/^0+(?=\d)/, '').replace(DIGIT_GROUPS, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A count as people read it: 1,234 (what `n.toLocaleString('en-US')` says). */
export function formatCount(count: number): string {
  return numberText(count, 0, 3) ?? String(count);
}
