/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, type TestIdentity } from '../support/identities.ts';
import { outboxTo } from '../support/outbox.ts';
import { DESKTOP, downloadedBytes, launchBrowser, screenshot } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// The beta form on /newsletter fills the waitlist; the Admin finds the person
// on /internal/user-waitlist, invites them, exports the list; the e-mailed
// link opens the auth screen in sign-up mode with the address filled in.
const stack = inject('stack');
let browser: Browser;
let admin: TestIdentity;
const tag = `wlweb${Date.now().toString(36)}`;
const email = `${tag}.beta@example.com`;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), signIn(stack.admin!.email, stack.admin!.password)]);
});
afterAll(async () => {
  await browser?.close();
});

describe('user waitlist', () => {
  it('takes a beta sign-up, invites it, exports it, and the link opens sign-up', async () => {
    const visitor = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, null, DESKTOP);
    await visitor.goto(`${stack.siteUrl}/newsletter`);
    const beta = visitor.getByRole('form', { name: 'Beta sign-up' });
    await beta.getByLabel('Email').fill(email);
    await beta.getByRole('button', { name: 'Join the beta' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Thanks for signing up!' }).waitFor();
    await shoot(visitor, 'newsletter-beta', { beta: 'section[aria-labelledby="beta-heading"]' });
    await visitor.close();

    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/user-waitlist`);
    await page.getByLabel('Search by the start of an e-mail address or a name').fill(tag.toUpperCase());
    await page.getByRole('button', { name: 'Search the list' }).click();
    const row = page.getByTestId('waitlist-row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Beta.*\/newsletter.*Waiting/);

    await row.getByLabel(`Select ${email}`).check();
    await page.getByRole('button', { name: 'Invite selected (1)' }).click();
    await page.getByRole('dialog', { name: 'Send invitations?' }).getByRole('button', { name: 'Send invitations' }).click();
    await page.getByRole('status').filter({ hasText: 'Invited 1 person.' }).waitFor();
    await expect.poll(() => row.textContent()).toContain(`by ${admin.email}`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV (matches)' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('email,first_name,last_name,sources,pages,signed_up_at,invited_at,invited_by,invite_count,joined_at');
    expect(csv).toContain(`${email},,,Beta,/newsletter,`);
    await shoot(page, 'user-waitlist');
    await page.close();

    const mail = outboxTo(stack.dataDir, email).find((m) => m.subject === 'Your invitation to Copperline');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/my-account?signUp=true&email=');
    const invited = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, null, DESKTOP);
    await invited.goto(link!);
    await invited.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(await invited.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(invited, 'user-waitlist-invitation-link-1280');
    await invited.close();
  }, 120_000);
});
