import { describe, expect, it } from 'vitest';
import {
  invitationEmail,
  nameSearchKey,
  normaliseWaitlistSearch,
  resolveSiteUrl,
  signUpLink,
  waitlistCsvRow,
} from '#lambdas/core/marketing/waitlist.ts';

describe('waitlist search normalisation', () => {
  it('trims, folds case and collapses spaces, as the stored keys are', () => {
    expect(normaliseWaitlistSearch('  Ada   LOVELACE\t')).toBe('ada lovelace');
    expect(normaliseWaitlistSearch(undefined)).toBe('');
    expect(normaliseWaitlistSearch('   ')).toBe('');
  });

  it('keys names with a leading space so a search matches the start of either name', () => {
    expect(nameSearchKey(' Ada ', 'Lovelace')).toBe(' ada lovelace');
    expect(nameSearchKey('', '')).toBe(' ');
    const key = nameSearchKey('Ada', 'Lovelace');
    expect(key.includes(` ${normaliseWaitlistSearch('love')}`)).toBe(true);
    expect(key.includes(` ${normaliseWaitlistSearch('lace')}`)).toBe(false);
  });
});

describe('waitlist CSV', () => {
  it('defuses a cell a spreadsheet would run as a formula', () => {
    const row = waitlistCsvRow({
      email: 'x@example.com',
      first_name: '=HYPERLINK("x")',
      last_name: '@SUM(A1)',
      sources: [],
      pages: [],
      created_at: '2026-11-01T10:00:00.000Z',
      invited_at: null,
      invited_by: null,
      invite_count: 0,
      joined_at: null,
    });
    expect(row).toBe(`x@example.com,"'=HYPERLINK(""x"")","'@SUM(A1)",,,2026-11-01T10:00:00.000Z,,,0,\r\n`);
  });

  it('writes an entry as one row with its sources and pages', () => {
    const row = waitlistCsvRow({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace, Countess',
      sources: ['Beta', 'Newsletter'],
      pages: ['/newsletter'],
      created_at: '2026-11-01T10:00:00.000Z',
      invited_at: null,
      invited_by: null,
      invite_count: 0,
      joined_at: null,
    });
    expect(row).toBe('ada@example.com,Ada,"Lovelace, Countess",Beta; Newsletter,/newsletter,2026-11-01T10:00:00.000Z,,,0,\r\n');
  });
});

describe('invitation', () => {
  it('links to the auth screen in sign-up mode with the address filled in', () => {
    expect(signUpLink('https://shop.example', 'a+b@example.com')).toBe(
      'https://shop.example/my-account?signUp=true&email=a%2Bb%40example.com',
    );
    const mail = invitationEmail({ email: 'a@example.com', first_name: '' }, 'https://x/y');
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Your invitation to Copperline' });
    expect(mail.text).toContain('Hello,\n');
    expect(mail.text).toContain('https://x/y');
  });

  it('takes the configured site address, else the browser origin, and refuses neither', () => {
    expect(resolveSiteUrl('https://shop.example/', 'http://evil.example')).toBe('https://shop.example');
    expect(resolveSiteUrl(undefined, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(() => resolveSiteUrl(undefined, 'javascript:alert(1)')).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl(undefined, undefined)).toThrow(/SITE_URL/);
  });
});
