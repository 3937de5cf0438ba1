import normalizeEmailModule from 'validator/lib/normalizeEmail.js';

// One key per mailbox (docs/security.md#e-mail-identity): the address as the
// coupon, the first-order rule and the marketing list count it. validator's
// normalizeEmail (imported alone: the whole package would weigh on every
// bundle) applies letter case and the providers' own rules; two rules of ours
// follow, so that every tagged variant of an address is the same key and
// the key of a key is itself.

// The package is CommonJS: under NodeNext its default import is `module.exports`, which also carries `default`.
const normalizeEmail = normalizeEmailModule.default;

/** Domains where `-tag` is a disposable address of the base name before the first hyphen (Yahoo usernames have no hyphen). */
const HYPHEN_TAG_DOMAINS: ReadonlySet<string> = new Set([
  'rocketmail.com',
  'yahoo.ca',
  'yahoo.co.uk',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.in',
  'yahoo.it',
  'ymail.com',
]);

/** The mailbox's identity: trimmed, lower case, without its sub-address tag, Gmail without dots and googlemail.com as gmail.com. */
export function emailKey(email: string): string {
  const trimmed = email.trim();
  const normalised = normalizeEmail(trimmed);
  // false: nothing would be left before the @ (an address such as "+tag@gmail.com"); then only its letter case counts.
  const address = normalised === false ? trimmed.toLowerCase() : normalised;
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const base = withoutTag(local, '+');
  return `${HYPHEN_TAG_DOMAINS.has(domain) ? withoutTag(base, '-') : base}@${domain}`;
}

/** The local part before the first `separator`; unchanged when nothing would be left of it. */
function withoutTag(local: string, separator: string): string {
  const cut = local.indexOf(separator);
  return cut > 0 ? local.slice(0, cut) : local;
}
