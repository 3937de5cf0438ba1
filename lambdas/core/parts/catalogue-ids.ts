import { createHash, randomBytes } from 'node:crypto';

// Catalogue ids are 24 alphanumeric characters (docs/data-model.md#identifiers). Imported records get
// ids hashed from their natural key so that a re-import updates, never duplicates.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 24;

function toBase62(bytes: Uint8Array): string {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  let out = '';
  while (out.length < ID_LENGTH) {
    out += ALPHABET[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

/** A stable id for `key` within `namespace` (sha-256, base62, 24 characters). */
export function stableId(namespace: string, key: string): string {
  return toBase62(createHash('sha256').update(`${namespace}\u0000${key}`).digest());
}

/** The part id for a supplier code (`C1546`); case and surrounding space do not matter. */
export function partIdForSupplierCode(supplierCode: string): string {
  return stableId('part', supplierCode.trim().toUpperCase());
}

/** The category id for a path from the root (`['Capacitors', 'MLCC']`); case-insensitive. */
export function categoryIdForPath(path: readonly string[]): string {
  return stableId('category', path.map((name) => name.trim().toLowerCase()).join('/'));
}

/** A fresh random id, for manually entered parts. */
export function newCatalogueId(): string {
  return toBase62(randomBytes(32));
}
