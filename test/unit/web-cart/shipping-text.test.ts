import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../web/src/lib/money.ts';
import { formatHour, shippingOptionText } from '../../../web/src/lib/shipping-text.ts';

describe('shipping texts (docs/limits.md#shipping-texts)', () => {
  const iso = (d: string) => `on ${d}`;
  it('says the days, the ship date, or that the line is full', () => {
    expect(shippingOptionText({ days: 5, ship_date: null, at_capacity: false }, iso)).toBe('5 days');
    expect(shippingOptionText({ days: 3, ship_date: '2026-12-01', at_capacity: false }, iso)).toBe('3 days (ships on 2026-12-01)');
    expect(shippingOptionText({ days: 2, ship_date: '2026-12-01', at_capacity: true }, iso)).toBe(
      '2 days (currently at capacity, unavailable)',
    );
  });
});

describe('hours (docs/limits.md#hours)', () => {
  it('formats 0 to 24 as 12-hour am/pm', () => {
    expect([0, 1, 9, 11, 12, 13, 17, 23, 24].map(formatHour)).toEqual([
      '12 am',
      '1 am',
      '9 am',
      '11 am',
      '12 pm',
      '1 pm',
      '5 pm',
      '11 pm',
      '12 am',
    ]);
  });

  it('refuses anything else with the message (docs/validation.md#hours)', () => {
    expect(() => formatHour(25)).toThrow('Should be less than or equal to 24, is 25');
    expect(() => formatHour(-1)).toThrow('Should be less than or equal to 24, is -1');
  });
});

describe('cents', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatCents(10_000)).toBe('$100.00');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });
});
