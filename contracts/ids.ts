// Identifier fields are 24 alphanumeric characters (docs/data-model.md#identifiers, docs/validation.md#identifier-fields). Ours are
// time-sortable: 9 base-36 characters of milliseconds, then 15 random ones.
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const ID_PATTERN = /^[0-9A-Za-z]{24}$/;

export function newId(now: number = Date.now()): string {
  const time = now.toString(36).padStart(9, '0').slice(-9);
  const bytes = new Uint8Array(15);
  globalThis.crypto.getRandomValues(bytes);
  let random = '';
  for (const b of bytes) random += ALPHABET[b % 36];
  return time + random;
}

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
