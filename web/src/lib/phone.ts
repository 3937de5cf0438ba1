// phone rules (docs/validation.md#phone): US numbers only, 10 digits, shown as (ddd)-ddd-dddd,
// sent as +1 followed by the digits.
export const PHONE_DIGITS = 10;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** (ddd)-ddd-dddd for exactly 10 digits, otherwise no formatted value. */
export function formatPhone(value: string): string | null {
  const digits = onlyDigits(value);
  if (digits.length !== PHONE_DIGITS) return null;
  return `(${digits.slice(0, 3)})-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A stored phone (+1dddddddddd) without its two-character country prefix. */
export function stripCountryPrefix(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith('+') ? stored.slice(2) : stored;
}

/** What a phone input shows while typing: the formatted number once complete, else the digits. */
export function phoneInputValue(value: string): string {
  return formatPhone(value) ?? onlyDigits(value);
}

/** The value sent to the identity service: '' stays '', else +1 and the digits. */
export function phoneForServer(value: string, options: { withPrefix?: boolean } = {}): string {
  const digits = onlyDigits(value);
  if (!digits) return '';
  return options.withPrefix === false ? digits : `+1${digits}`;
}
