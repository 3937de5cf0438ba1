/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

// Saved addresses and the orders place on /my-account, as a customer uses them.
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInAccountPage(): Promise<{ page: Page; email: string }> {
  const customer = await newCustomer('e2e-addresses');
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/my-account`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('account-email').waitFor({ timeout: 20_000 });
  return { page, email: customer.email };
}

/** The API as the signed-in page would call it, with the page's own id token (a second tab, in effect). */
async function apiAsPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem(key)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

const cards = (page: Page) => page.getByTestId('saved-address');

describe('the account page', () => {
  it('shows "No orders yet", then adds, edits (through a conflict) and deletes a saved address', async () => {
    const { page } = await signedInAccountPage();
    const orders = page.getByRole('region', { name: 'Orders' });
    // The orders load after the page: a customer without any sees the empty state.
    await orders.getByText('No orders yet').waitFor({ timeout: 15_000 });
    const section = page.getByRole('region', { name: 'Saved addresses' });
    await section.getByTestId('addresses-empty').waitFor();

    // Add: the rules show their messages once a field is left.
    await section.getByRole('button', { name: 'Add address' }).click();
    const form = section.getByRole('form', { name: 'New address' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Address line 1').fill('12 Analytical Way');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('ZIP code').fill('6270');
    await form.getByLabel('Phone number').fill('217555');
    await form.getByLabel('Address line 2').focus();
    await expect.poll(() => form.getByText('Enter a 5-digit ZIP code or ZIP+4 (12345-6789)').count()).toBe(1);
    expect(await form.getByText('Invalid phone number format. Must be 10 digits.').count()).toBe(1);
    await form.getByLabel('State').focus();
    await form.getByLabel('Company').focus();
    await expect.poll(() => form.getByText('Choose a US state').count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Add address' }).isDisabled()).toBe(true);
    await screenshot(page, 'account-address-errors');

    await form.getByLabel('State').selectOption('IL');
    await form.getByLabel('ZIP code').fill('62701-1234');
    await form.getByLabel('Phone number').fill('2175550100');
    expect(await form.getByLabel('Phone number').inputValue()).toBe('(217)-555-0100');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await cards(page).first().locator('address').innerText()).toBe(
      'Ada Lovelace\n12 Analytical Way\nSpringfield, IL 62701-1234\nPhone (217)-555-0100',
    );
    expect(await section.getByRole('status').textContent()).toBe('Added Ada Lovelace.');
    await screenshot(page, 'account-addresses-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'account-addresses-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);

    // Edit while "another tab" changes the same address: the stale save is refused and says why; saving again wins.
    await section.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
    const edit = section.getByRole('form', { name: 'Edit Ada Lovelace' });
    await edit.getByLabel('City').fill('Chicago');
    await edit.getByLabel('ZIP code').fill('60601');
    const userId = (await apiAsPage(page, 'PUT', '/api/users')).json.user_id as string;
    const listed = await apiAsPage(page, 'GET', `/api/users/${userId}/addresses`);
    const stored = (listed.json.addresses as Record<string, unknown>[])[0]!;
    const elsewhere = await apiAsPage(page, 'PUT', `/api/users/${userId}/addresses/${stored.address_id as string}`, {
      ...stored,
      address_index: undefined,
      address_id: undefined,
      created_at: undefined,
      updated_at: undefined,
      company_name: 'Engines Ltd',
    });
    expect(elsewhere.status).toBe(200);
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => edit.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/^This address was changed in another window/);
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => cards(page).first().locator('address').innerText(), { timeout: 15_000 })
      .toBe('Ada Lovelace\n12 Analytical Way\nChicago, IL 60601\nPhone (217)-555-0100');
    expect(await section.getByRole('status').textContent()).toBe('Saved the changes to Ada Lovelace.');

    // Delete asks first; Cancel keeps it, Delete removes it.
    await section.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.waitFor();
    await screenshot(page, 'account-address-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await cards(page).count()).toBe(1);
    await section.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await section.getByTestId('addresses-empty').waitFor({ timeout: 15_000 });
    expect(await section.getByRole('status').textContent()).toBe('Deleted Ada Lovelace.');
    expect(((await apiAsPage(page, 'GET', `/api/users/${userId}/addresses`)).json.addresses as unknown[]).length).toBe(0);
    await page.context().close();
  });
});
