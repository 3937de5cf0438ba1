import { createHash, randomBytes } from 'node:crypto';

// Catalogue ids are 24 alphanumeric characters (docs/data-model.md#identifiers). Imported records get
// ids hashed from their natural key so that a re-import updates, never duplicates.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 24;

// The id is the number's lowest 24 base-62 digits, least significant first. 62^8 < 2^53, so the digits come from
// three 8-digit groups in plain numbers: three BigInt divisions instead of one per digit (a fifth of the time an
// import spends on ids; test/unit/parts/catalogue-ids.test.ts keeps the digits those of the plain loop).
const GROUP = 62n ** 8n;

function toBase62(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`);
  let out = '';
  for (let group = 0; group < ID_LENGTH / 8; group++) {
    let digits = Number(n % GROUP);
    n /= GROUP;
    for (let i = 0; i < 8; i++) {
      out += ALPHABET[digits % 62];
      digits = Math.floor(digits / 62);
    }
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
