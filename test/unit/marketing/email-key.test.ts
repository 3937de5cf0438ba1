import { describe, expect, it } from 'vitest';
import { emailKey } from '#lambdas/core/marketing/email-key.ts';

// The e-mail identity: one key per mailbox, the table in docs/security.md#e-mail-identity.

/** [typed, key]: each row one rule of the table. */
const TABLE: readonly (readonly [string, string])[] = [
  // Letter case and surrounding spaces, any domain
  ['Ada@Example.COM', 'ada@example.com'],
  ['  ada@example.com\t', 'ada@example.com'],
  ['ADA.LOVELACE@EXAMPLE.ORG', 'ada.lovelace@example.org'],
  // Plus tags, any domain
  ['ada+shop@example.com', 'ada@example.com'],
  ['ada+1+2@example.com', 'ada@example.com'],
  ['Ada+News@Fastmail.com', 'ada@fastmail.com'],
  ['ada+@example.com', 'ada@example.com'],
  // Dots stay significant outside Gmail
  ['a.da@example.com', 'a.da@example.com'],
  ['a.da@outlook.com', 'a.da@outlook.com'],
  // Gmail: case, tags, every dot, googlemail.com
  ['Ada.Lovelace@gmail.com', 'adalovelace@gmail.com'],
  ['a.d.a.l.o.v.e.l.a.c.e@gmail.com', 'adalovelace@gmail.com'],
  ['adalovelace+coupon@gmail.com', 'adalovelace@gmail.com'],
  ['Ada.Lovelace+Coupon.2@GMail.com', 'adalovelace@gmail.com'],
  ['adalovelace@googlemail.com', 'adalovelace@gmail.com'],
  ['Ada.Lovelace+x@GoogleMail.com', 'adalovelace@gmail.com'],
  // Outlook, Hotmail, Live, MSN: case and plus tags, dots kept
  ['Ada+shop@outlook.com', 'ada@outlook.com'],
  ['ada.l+1@hotmail.com', 'ada.l@hotmail.com'],
  ['ADA+x@live.co.uk', 'ada@live.co.uk'],
  ['ada+y@msn.com', 'ada@msn.com'],
  // Yahoo and its domains: the base name before the first hyphen (disposable addresses)
  ['ada-shop@yahoo.com', 'ada@yahoo.com'],
  ['ada-shop-2@yahoo.com', 'ada@yahoo.com'],
  ['Ada-News@ymail.com', 'ada@ymail.com'],
  ['ada-x@rocketmail.com', 'ada@rocketmail.com'],
  ['ada-x@yahoo.co.uk', 'ada@yahoo.co.uk'],
  ['ada.l@yahoo.com', 'ada.l@yahoo.com'],
  // Hyphens are ordinary outside Yahoo
  ['ada-lovelace@example.com', 'ada-lovelace@example.com'],
  ['ada-lovelace@gmail.com', 'ada-lovelace@gmail.com'],
  // iCloud (icloud.com, me.com, mac.com): plus tags
  ['Ada+shop@icloud.com', 'ada@icloud.com'],
  ['ada+1@me.com', 'ada@me.com'],
  ['ada+1@mac.com', 'ada@mac.com'],
  // Yandex: every domain is yandex.ru
  ['Ada@yandex.com', 'ada@yandex.ru'],
  ['ada@ya.ru', 'ada@yandex.ru'],
  // Nothing left before the tag: only letter case counts
  ['+news@gmail.com', '+news@gmail.com'],
  ['+News@Example.com', '+news@example.com'],
  ['-news@yahoo.com', '-news@yahoo.com'],
];

describe('emailKey', () => {
  it.each(TABLE)('%s → %s', (typed, key) => {
    expect(emailKey(typed)).toBe(key);
  });

  it('is its own key: keying a key changes nothing (stored keys are keyed again when compared)', () => {
    for (const [typed] of TABLE) expect(emailKey(emailKey(typed))).toBe(emailKey(typed));
  });

  it('gives every tagged, dotted and cased variant of a Gmail mailbox the one key, and other mailboxes others', () => {
    const variants = generatedGmailVariants('adalovelace', 500);
    expect(new Set(variants.map(emailKey))).toEqual(new Set(['adalovelace@gmail.com']));
    const others = ['adalovelac@gmail.com', 'adalovelace1@gmail.com', 'adalovelace@gmail.co', 'adalovelace@example.com'];
    for (const other of others) expect(emailKey(other)).not.toBe('adalovelace@gmail.com');
  });

  it('keys addresses ten times longer than any allowed, with thousands of dots and tags, in linear time', () => {
    // The schema allows 254 characters; this is 2,540 and more.
    const dotted = `${Array.from({ length: 1_270 }, () => 'a').join('.')}+${'t+'.repeat(1_000)}@gmail.com`;
    const hyphens = `${'ada-'.repeat(700)}x@yahoo.com`;
    const started = performance.now();
    expect(emailKey(dotted)).toBe(`${'a'.repeat(1_270)}@gmail.com`);
    expect(emailKey(hyphens)).toBe('ada@yahoo.com');
    expect(emailKey(`${'x'.repeat(2_540)}+${'y'.repeat(2_540)}@example.com`)).toBe(`${'x'.repeat(2_540)}@example.com`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

/** `count` spellings of one Gmail mailbox: dots between letters, a tag, letter case and googlemail.com, from a seeded generator. */
function generatedGmailVariants(user: string, count: number): string[] {
  let seed = 27;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const variants: string[] = [];
  for (let n = 0; n < count; n++) {
    let local = '';
    for (const letter of user) {
      local += next() < 0.5 ? letter.toUpperCase() : letter;
      if (next() < 0.3) local += '.';
    }
    if (local.endsWith('.')) local = local.slice(0, -1);
    const tag = next() < 0.7 ? `+${Math.floor(next() * 1e6).toString(36)}` : '';
    const domain = next() < 0.5 ? 'gmail.com' : next() < 0.5 ? 'GoogleMail.com' : 'GMAIL.COM';
    variants.push(`${local}${tag}@${domain}`);
  }
  return variants;
}
