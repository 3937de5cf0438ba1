import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryIdForPath, newCatalogueId, partIdForSupplierCode, stableId } from '#lambdas/core/parts/catalogue-ids.ts';

// Imported parts keep their ids across imports and versions (docs/data-model.md#identifiers): the grouped base-62
// conversion must give the digits of the plain one, digit by digit.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function plainBase62(bytes: Uint8Array): string {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  let out = '';
  while (out.length < 24) {
    out += ALPHABET[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}
const plainStableId = (namespace: string, key: string) => plainBase62(createHash('sha256').update(`${namespace}\u0000${key}`).digest());

describe('catalogue ids', () => {
  it('are the lowest 24 base-62 digits of the key’s sha-256, as they always were', () => {
    expect(partIdForSupplierCode(' c1546 ')).toBe('PMwpLF5bhPYMmUA4WVDy9x2V');
    expect(categoryIdForPath(['Capacitors', 'MLCC'])).toBe(plainStableId('category', 'capacitors/mlcc'));
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (namespace, key) => {
        expect(stableId(namespace, key)).toBe(plainStableId(namespace, key));
      }),
      { numRuns: 500 },
    );
  });

  it('new ones are 24 alphanumeric characters', () => {
    const ids = Array.from({ length: 1_000 }, newCatalogueId);
    expect(ids.every((id) => /^[0-9A-Za-z]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1_000);
  });
});
