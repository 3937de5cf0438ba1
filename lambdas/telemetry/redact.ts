// Keys whose values never reach a log line: secrets and personal data.
// see docs/operations.md#what-is-never-logged
const SECRET_KEY = /(authorization|cookie|token|password|passwd|secret|api[-_]?key|signature|credential|otp|code_verifier)/i;
const PERSONAL_KEY =
  /^(address|addresses|address_?line\d*|line[12]|street|city|postal_?code|postcode|zip|phone|phone_?number|recipient|email_?body|body_?html|body_?text|html|text)$/i;

export const REDACTED = '[redacted]';

/** True when a value under this key must not be logged. */
export function isRedactedKey(key: string): boolean {
  return SECRET_KEY.test(key) || PERSONAL_KEY.test(key);
}

/** A JSON.stringify replacer (the Logger's `jsonReplacerFn`) that blanks redacted keys at any depth. */
export function redactingReplacer(key: string, value: unknown): unknown {
  if (key !== '' && value !== undefined && value !== null && isRedactedKey(key)) return REDACTED;
  return value;
}
