/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/identities.ts';
import { DESKTOP, launchBrowser, screenshot } from './browser.ts';

// WebAuthn needs a domain as relying party: the store is opened at localhost.
const site = inject('stack').siteUrl.replace('127.0.0.1', 'localhost');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withAuthenticator(context: BrowserContext, page: Page, isUserVerified: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
}

async function passwordSignIn(page: Page, email: string, password: string) {
  await page.goto(`${site}/my-account`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('account-email').waitFor({ timeout: 20_000 });
}

describe('passkeys', () => {
  it('registers a passkey on the account page, signs out, and signs in with it', async () => {
    const customer = await newCustomer('passkey');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await withAuthenticator(context, page, true);
    await passwordSignIn(page, customer.email, customer.password);

    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'account-passkey-registered');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Use passkey' }).click();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Sign in with passkey' }).click();
    await expect.poll(() => page.getByTestId('account-email').textContent(), { timeout: 20_000 }).toBe(customer.email);

    // Delete it again: the list empties.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No passkeys yet.').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it('refuses a passkey when the authenticator does not verify the user', async () => {
    const customer = await newCustomer('uv');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await withAuthenticator(context, page, false);
    await passwordSignIn(page, customer.email, customer.password);
    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/passkey/i);
    expect(await page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').count()).toBe(0);
    await context.close();
  });
});
