/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// /internal/report-a-bug as a Blogger (any staff group gets in): report a bug, see it listed, confirm it.
const stack = inject('stack');
let browser: Browser;
let blogger: TestIdentity;

beforeAll(async () => {
  [browser, blogger] = await Promise.all([launchBrowser(), newCustomer('bug-web', ['Blogger'])]);
});
afterAll(async () => {
  await browser?.close();
});

describe('report a bug', () => {
  it('sends a report and moves it to Confirmed', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, blogger, DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/report-a-bug`);
    const what = `Blog preview loses images ${Date.now()}`;
    await page.getByLabel('What happened').fill(what);
    await page.getByLabel('Steps to reproduce').fill('1. Open a post\n2. Preview');
    await page.getByLabel('Page').fill('/internal/posts');
    await page.getByLabel('Severity').selectOption('Minor');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('status').filter({ hasText: 'report is saved' }).waitFor();
    const card = page.getByTestId('bug-report').filter({ hasText: what });
    await card.getByRole('button', { name: 'Move to Confirmed' }).click();
    await expect.poll(() => card.textContent()).toContain(`New → Confirmed by ${blogger.email}`);
    await shoot(page, 'report-a-bug');
    await page.close();
  });
});
