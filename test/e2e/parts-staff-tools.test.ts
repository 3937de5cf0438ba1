/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInThroughAccountPage } from './browser.ts';

// The staff parts tools, signed in as the demo Admin.
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signInAsAdmin = (page: Page) => signInThroughAccountPage(page, stack.siteUrl, stack.admin!);

describe('staff parts tools', () => {
  it('adjusts a part’s stock with a reason and shows it in the history; refuses to go below zero', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
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
    await page.close();
  });

  it('creates a bin for a part and puts units in it, at 390 px', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await signInAsAdmin(page);
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
    await page.close();
  });
});
