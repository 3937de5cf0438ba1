/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/identities.ts';
import { cspViolations, launchBrowser, screenshot } from './browser.ts';
import { OTHER_PUBLIC_ROUTES } from './public-routes.ts';
import { signedInPage } from './signed-in-page.ts';

// The production build is served with CloudFront's Content-Security-Policy
// (local/web-server.ts); no page may make Chromium report a violation.
// See docs/security.md#how-it-is-tested.
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(page: Page, path: string) {
  await page.goto(stack.siteUrl + path);
  await page.locator('h1').first().waitFor();
  // Let lazy chunks, fonts and images load: a violation may come from any of them.
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy', () => {
  it('is sent with the SPA and forbids inline scripts', async () => {
    const response = await fetch(stack.siteUrl + '/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    expect(policy).toContain("object-src 'none'");
  });

  // The content pages are walked, with the same watcher, by content-pages.test.ts (public-routes.ts).
  it('reports no violation on the public routes that are not content pages', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, null);
    for (const path of OTHER_PUBLIC_ROUTES) await visit(page, path);
    // The last is a path the store does not have: its not-found page.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByText('There is nothing here. Try your luck on a different page!').waitFor();
    await screenshot(page, 'csp-last-public-route');
    expect(cspViolations(browser)).toEqual([]);
    await page.context().close();
  });

  it('reports no violation signed in on /my-account and on a staff page', async () => {
    const [customer, staff] = await Promise.all([newCustomer('csp-customer'), newCustomer('csp-staff', ['Engineer'])]);
    const customerPage = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    await visit(customerPage, '/my-account');
    await screenshot(customerPage, 'csp-my-account');
    const staffPage = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, staff);
    for (const path of ['/internal', '/internal/orders', '/internal/boards']) await visit(staffPage, path);
    await screenshot(staffPage, 'csp-staff');
    expect(cspViolations(browser)).toEqual([]);
  });

  it('would catch a violation, and fails the file when the browser closes', async () => {
    // The watcher itself works: an inline script is refused, recorded, and reported by close().
    const other = await launchBrowser();
    const page = await other.newPage();
    await page.goto(stack.siteUrl + '/about-us');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations(other).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await expect(other.close()).rejects.toThrow(/Content-Security-Policy violations:\n.*about-us.*script-src/);
  });
});
