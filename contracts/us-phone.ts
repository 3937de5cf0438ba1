// docs/validation.md#phone phone rules for values the server stores: only digits count, a US
// number has exactly 10 of them, and it is stored as +1 and the digits (the
// two-character country prefix the SPA strips for display).
export const PHONE_DIGITS = 10;
export const PHONE_FORMAT_MESSAGE = 'Invalid phone number format. Must be 10 digits.';

/** '' for an empty phone, '+1dddddddddd' for a valid one, null when it is not 10 digits. */
export function normalizeUsPhone(value: string): string | null {
  const trimmed = value.trim();
  const digits = (trimmed.startsWith('+1') ? trimmed.slice(2) : trimmed).replace(/\D/g, '');
  if (!digits) return '';
  return digits.length === PHONE_DIGITS ? `+1${digits}` : null;
}
