import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InviteFromWaitlistResponse, WaitlistExport, WaitlistPage } from '#contracts/schemas/waitlist.ts';
import { WAITLIST_PAGE } from '#contracts/schemas/waitlist.ts';
import { api, cognito, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { outboxTo, waitForCode } from '../support/outbox.ts';

// /internal/user-waitlist over HTTP: the newsletter and beta forms fill the
// list; the Admin searches it (newest first, paged), exports it as CSV,
// invites people; an invited person signs up and shows as joined.

let admin: TestIdentity;
const tag = `wl${Date.now().toString(36)}`;
const SITE = 'http://copperline.test:5173';

async function addContact(email: string, source: string, page: string, first = '', last = '') {
  const r = await api('PUT', '/api/add-marketing-contact', { body: { email, first_name: first, last_name: last, source, page } });
  expect(r.status).toBe(200);
}

async function waitlist(query: string): Promise<WaitlistPage> {
  const r = await api('GET', `/api/internal/waitlist?${query}`, { token: admin.idToken });
  expect(r.status).toBe(200);
  return r.json as unknown as WaitlistPage;
}

beforeAll(async () => {
  const stack = inject('stack');
  admin = await signIn(stack.admin!.email, stack.admin!.password);
}, 60_000);

describe('user waitlist', () => {
  it('lists beta and newsletter sign-ups newest first with where they signed up, searched by e-mail or name prefix', async () => {
    await addContact(`${tag}.ada@example.com`, 'Beta', '/newsletter', 'Ada', `Lovelace${tag}`);
    await addContact(`${tag}.bob@example.com`, 'Newsletter', '/newsletter');
    await addContact(`${tag}.ADA@example.com`, 'Email pop-up', '/parts'); // the same address in another case

    const page = await waitlist(`q=${tag.toUpperCase()}`);
    expect(page.entries.map((e) => e.email)).toEqual([`${tag}.bob@example.com`, `${tag}.ada@example.com`]);
    expect(page.entries[1]).toMatchObject({
      first_name: 'Ada',
      sources: ['Beta', 'Email pop-up'],
      pages: ['/newsletter', '/parts'],
      invited_at: null,
      joined_at: null,
    });
    expect(page.entries[0]!.created_at >= page.entries[1]!.created_at).toBe(true);

    const byLastName = await waitlist(`q=${encodeURIComponent(` lovelace${tag} `)}`);
    expect(byLastName.entries.map((e) => e.email)).toEqual([`${tag}.ada@example.com`]);
    const byFirstAndLast = await waitlist(`q=${encodeURIComponent(`ada  lovelace${tag}`)}`);
    expect(byFirstAndLast.entries).toHaveLength(1);
    // A word in the middle of an address is not a prefix.
    expect((await waitlist(`q=${encodeURIComponent(`ada@example.com${tag}`)}`)).entries).toEqual([]);
  });

  it('pages with a cursor and exports every matching row as CSV', async () => {
    const pageTag = `${tag}p`;
    const total = WAITLIST_PAGE + 7;
    for (let i = 0; i < total; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, total - i) }, (_, j) =>
          addContact(
            `${pageTag}.${String(i + j).padStart(3, '0')}@example.com`,
            'Newsletter',
            '/newsletter',
            `=cmd${i + j}`,
            'O"Brien, Jr',
          ),
        ),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: WaitlistPage = await waitlist(`q=${pageTag}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(WAITLIST_PAGE);
      for (const e of page.entries) seen.push(e.email);
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const exported = await api('GET', `/api/internal/waitlist/export?q=${pageTag}`, { token: admin.idToken });
    expect(exported.status).toBe(200);
    const { csv } = exported.json as unknown as WaitlistExport;
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('email,first_name,last_name,sources,pages,signed_up_at,invited_at,invited_by,invite_count,joined_at');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(new RegExp(`^${pageTag}\\.\\d{3}@example\\.com,"'=cmd\\d+","O""Brien, Jr",Newsletter,/newsletter,\\d{4}-`));
  }, 60_000);

  it('invites by e-mail with a sign-up link, records who and when, and marks the person joined when they create an account', async () => {
    const email = `${tag}.invitee@example.com`;
    await addContact(email, 'Beta', '/newsletter', 'Grace', 'Hopper');
    const invite = await api('POST', '/api/internal/waitlist/invitations', {
      token: admin.idToken,
      headers: { origin: SITE },
      body: { emails: [email.toUpperCase(), `${tag}.nobody@example.com`] },
    });
    expect(invite.status).toBe(200);
    const answer = invite.json as unknown as InviteFromWaitlistResponse;
    expect(answer.invited).toHaveLength(1);
    expect(answer.invited[0]).toMatchObject({ email, invited_by: admin.email, invite_count: 1, joined_at: null });
    expect(answer.skipped).toEqual([{ email: `${tag}.nobody@example.com`, reason: 'not_on_list' }]);

    const stack = inject('stack');
    const mail = outboxTo(stack.dataDir, email).find((m) => m.subject === 'Your invitation to Copperline');
    expect(mail?.text).toContain(`${SITE}/my-account?signUp=true&email=${encodeURIComponent(email)}`);
    expect(mail?.text).toContain('Hello Grace,');

    // The invited person signs up with that address and the site creates their product user.
    const password = 'Waitlist-Passw0rd!';
    const up = await cognito('SignUp', {
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Grace' },
        { Name: 'family_name', Value: 'Hopper' },
      ],
    });
    expect(up.status).toBe(200);
    await cognito('ConfirmSignUp', {
      ClientId: stack.userPoolClientId,
      Username: email,
      ConfirmationCode: await waitForCode(stack.dataDir, email),
    });
    const me = await signIn(email, password);
    expect((await api('PUT', '/api/users', { token: me.idToken })).status).toBe(200);

    const [entry] = (await waitlist(`q=${encodeURIComponent(email)}`)).entries;
    expect(entry).toMatchObject({ email, invite_count: 1 });
    expect(entry!.joined_at).toMatch(/^\d{4}-/);
    const again = await api('POST', '/api/internal/waitlist/invitations', {
      token: admin.idToken,
      headers: { origin: SITE },
      body: { emails: [email] },
    });
    expect((again.json as unknown as InviteFromWaitlistResponse).skipped).toEqual([{ email, reason: 'already_joined' }]);
  }, 60_000);

  it('is for Admins only and refuses oversized batches', async () => {
    const [customer, engineer] = await Promise.all([newCustomer('wl-customer'), newCustomer('wl-engineer', ['Engineer'])]);
    for (const [method, path, body] of [
      ['GET', '/api/internal/waitlist', undefined],
      ['GET', '/api/internal/waitlist/export', undefined],
      ['POST', '/api/internal/waitlist/invitations', { emails: ['a@example.com'] }],
    ] as const) {
      expect((await api(method, path, { body })).status, `${path} anonymous`).toBe(401);
      expect((await api(method, path, { token: customer.idToken, body })).status, `${path} customer`).toBe(403);
      expect((await api(method, path, { token: engineer.idToken, body })).status, `${path} engineer`).toBe(403);
    }
    const tooMany = Array.from({ length: 26 }, (_, i) => `${tag}.${i}@example.com`);
    expect(
      (
        await api('POST', '/api/internal/waitlist/invitations', {
          token: admin.idToken,
          headers: { origin: SITE },
          body: { emails: tooMany },
        })
      ).status,
    ).toBe(400);
  }, 60_000);
});
