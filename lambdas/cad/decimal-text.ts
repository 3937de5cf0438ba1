/** Exact powers of ten: every one up to 10^22 is a double exactly. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
/** Digits whose integer stays below 2^53, so it is exact too. */
const EXACT_DIGITS = 15;

/**
 * The number a decimal text spells, as `Number(text)` reads it, faster for
 * the plain decimals board files are made of (`147.3285`, `-0.8`): with at
 * most 15 digits the digits form an exact integer and the division by an
 * exact power of ten rounds once, so the result is the correctly rounded
 * value Number gives (the fast path of every strtod). Anything else
 * (exponents, more digits, spaces, words) goes to Number. Reading a board
 * converts hundreds of thousands of these.
 */
export function decimalValue(text: string): number {
  return decimalValueIn(text, 0, text.length);
}

/** decimalValue of text.slice(from, to), without making the slice unless Number must read it. */
export function decimalValueIn(text: string, from: number, to: number): number {
  const negative = text.charCodeAt(from) === 45; // -
  let i = negative ? from + 1 : from;
  let integer = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      integer = integer * 10 + (c - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c === 46 && decimals < 0)
      decimals = 0; // the first .
    else return Number(text.slice(from, to));
  }
  if (digits === 0 || digits > EXACT_DIGITS) return Number(text.slice(from, to));
  const value = decimals > 0 ? integer / POWERS_OF_TEN[decimals]! : integer;
  return negative ? -value : value;
}
