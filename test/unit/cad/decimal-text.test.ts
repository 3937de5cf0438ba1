import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalValue } from '#lambdas/cad/decimal-text.ts';

// Board readers convert every coordinate with decimalValue: it must give exactly what Number gives.

/** Whether decimalValue reads the text to the very double Number does (NaN for NaN). */
function same(text: string): boolean {
  const ours = decimalValue(text);
  const theirs = Number(text);
  return Object.is(ours, theirs) || (Number.isNaN(ours) && Number.isNaN(theirs));
}

describe('decimalValue', () => {
  it('reads decimals of up to 15 digits to the same double as Number', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^\d{1,9}$/),
        fc.stringMatching(/^\d{0,8}$/),
        fc.boolean(),
        (minus, whole, fraction, dot) => same(`${minus ? '-' : ''}${whole}${dot || fraction ? '.' : ''}${fraction}`),
      ),
      { numRuns: 20_000 },
    );
    for (const text of [
      '147.3285',
      '-0.8',
      '0.1',
      '0.3',
      '-0',
      '0',
      '00012.5000',
      '123456789012345',
      '99999999.9999999',
      '0.000000000000001',
    ])
      same(text);
  });

  it('leaves everything else to Number', () => {
    for (const text of [
      '1e5',
      '-1.5E-3',
      '.5',
      '-.5',
      '5.',
      '-',
      '',
      ' 1',
      '1 ',
      'abc',
      '1.2.3',
      '+3',
      '1234567890123456',
      '0.1234567890123456789',
      'Infinity',
      '0x10',
      '1_000',
    ])
      expect(same(text), text).toBe(true);
  });
});
