/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// The staff parts tools, signed in as an Admin (with the session Amplify keeps: signing in through the form is auth-flows' test).
const stack = inject('stack');
let browser: Browser;
let admin: TestIdentity;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), newCustomer('parts-tools-admin', ['Admin'])]);
});
afterAll(async () => {
  await browser?.close();
});

describe('staff parts tools', () => {
  it('adjusts a part’s stock with a reason and shows it in the history; refuses to go below zero', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/parts/inventory`);
    await page.getByLabel('Supplier code or MPN').fill('C7955');
    await page.getByRole('button', { name: 'Find' }).click();
    const stockText = page.getByTestId('inventory-stock');
    await expect.poll(() => stockText.textContent()).toMatch(/in stock/);
    const before = Number((await stockText.textContent())!.replace(/[^0-9]/g, ''));

    await page.getByLabel('Change (+/−)').fill('-7');
    await page.getByLabel('Reason').fill('Counted the tray');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => Number((await stockText.textContent())!.replace(/[^0-9]/g, ''))).toBe(before - 7);
    await page.getByRole('cell', { name: 'Counted the tray' }).first().waitFor();

    await page.getByLabel('Change (+/−)').fill(String(-(before + 1)));
    await page.getByLabel('Reason').fill('Too many');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/cannot go below zero/);
    await screenshot(page, 'parts-inventory');
    await page.context().close();
  });

  it('creates a bin for a part and puts units in it, at 390 px', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, MOBILE);
    await page.goto(`${stack.siteUrl}/internal/parts/bins`);
    const location = `E2E-${Date.now() % 100000}`;
    await page.getByLabel('Location').fill(location);
    await page.getByLabel('Part (supplier code or MPN)').fill('C18229');
    await page.getByRole('button', { name: 'Add bin' }).click();
    const row = page.getByRole('row').filter({ hasText: location });
    await row.waitFor();
    await row.getByLabel('Change (+/−)').fill('40');
    await row.getByLabel('Reason').fill('Reel received');
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('40');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'parts-bins-mobile');
    await page.context().close();
  });
});
