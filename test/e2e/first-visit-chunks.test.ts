/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, MOBILE } from './browser.ts';

// A signed-out first visit downloads the layout and the page it shows, never
// the staff tools, the account tools or Amplify (docs/performance.md#code-splitting).
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Chunk names come from the modules' file names (Vite's default).
const FORBIDDEN = [
  /\/amplify-/,
  /\/auth-screen-/,
  /\/my-account-page-/,
  /\/internal-[a-z-]+-/,
  /\/posts-editor-page-/,
  /\/staff-/,
  /\/pricing-page-/,
];

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('a signed-out first visit', () => {
  for (const route of ['/', '/components', '/capabilities', '/blog']) {
    it(`to ${route} requests no staff, account or Amplify chunk`, async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const scripts = scriptsRequested(page);
      await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((url) => FORBIDDEN.some((re) => re.test(url)))).toEqual([]);
      await page.close();
    });
  }

  it('loads the account page chunk once its link is pointed at (the preload), and Amplify on the page itself', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = scriptsRequested(page);
    await page.goto(`${stack.siteUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts.some((url) => /\/my-account-page-/.test(url))).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Log in/register' }).hover();
    await expect.poll(() => scripts.some((url) => /\/my-account-page-/.test(url)), { timeout: 10_000 }).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Log in/register' }).click();
    await expect.poll(() => page.getByLabel('Email').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => scripts.some((url) => /\/amplify-/.test(url))).toBe(true);
    await page.close();
  });
});
