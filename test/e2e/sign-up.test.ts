/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForCode } from '../support/outbox.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a customer', () => {
  it('signs up, confirms with the e-mailed code, signs in and sees their account', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const email = `ada.${Date.now()}@example.com`;
    await page.goto(`${stack.siteUrl}/my-account`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Analytical-Engine-1843');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Check email for confirmation code.').waitFor();
    const code = await waitForCode(stack.dataDir, email);
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(email);
    expect(await page.getByTestId('account-name').textContent()).toBe('Ada Lovelace');
    // The app created the product user (PUT /users) and stored its id on the identity.
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
    expect(claims['custom:user_id']).toMatch(/^[0-9a-z]{24}$/);
    await screenshot(page, 'my-account-signed-in');

    // Signed in, the header offers the cart and the account instead of "Log in/register".
    await expect.poll(() => page.getByRole('link', { name: 'Shopping cart' }).first().count()).toBeGreaterThan(0);
    await page.close();
  });

  it('is told when the password is wrong', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.siteUrl}/my-account`);
    await page.getByLabel('Email').fill(stack.admin!.email);
    await page.getByLabel('Password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect username or password.');
    await page.close();
  });
});

describe('the home page', () => {
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, mobile: MOBILE })) {
    it(`renders at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(stack.siteUrl);
      await page.getByRole('contentinfo').waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(19, 19, 19)');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `home-${name}`);
      await page.close();
    });
  }

  it('shows the not-found page for an unknown path', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.siteUrl}/no/such/page`);
    await page.getByText('There is nothing here. Try your luck on a different page!').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.close();
  });
});
