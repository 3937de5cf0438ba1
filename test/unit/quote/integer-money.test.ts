import { describe, expect, it } from 'vitest';
import { basisPointsOf, ceilDiv, microsToCents, roundDiv } from '#lambdas/core/quote/integer-money.ts';
import { formatChangeBp, formatElements } from '#lambdas/core/quote/quote-text.ts';

describe('integer rounding', () => {
  it('rounds micro-dollars to cents half away from zero', () => {
    expect([424_999, 425_000, 435_000, 5_000, 4_999, 0].map(microsToCents)).toEqual([42, 43, 44, 1, 0, 0]);
    expect([-425_000, -424_999, -10_000_000].map(microsToCents)).toEqual([-43, -42, -1_000]);
  });

  it('divides rounding up, or to the nearest', () => {
    expect(ceilDiv(13_690_605, 100)).toBe(136_907);
    expect(ceilDiv(55_450_000, 100)).toBe(554_500);
    expect(roundDiv(7, 2)).toBe(4);
    expect(roundDiv(-7, 2)).toBe(-4);
    expect(basisPointsOf(25_339_849, 5_000)).toBe(12_669_925);
    expect(basisPointsOf(50_000_000, -2_000)).toBe(-10_000_000);
  });

  it('refuses what integer arithmetic cannot hold', () => {
    expect(() => ceilDiv(1.5, 2)).toThrow(RangeError);
    expect(() => ceilDiv(-1, 2)).toThrow(RangeError);
    expect(() => roundDiv(Number.MAX_SAFE_INTEGER + 2, 3)).toThrow(RangeError);
  });
});

describe('quote texts', () => {
  it('signs percentages and shortens long element lists', () => {
    expect([6_000, -1_500, 250].map(formatChangeBp)).toEqual(['+60%', '−15%', '+2.5%']);
    expect(formatElements(['R1', 'R2'])).toBe('R1, R2');
    expect(formatElements(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7'])).toBe('C1, C2, C3, C4, C5 +2 more');
  });
});
