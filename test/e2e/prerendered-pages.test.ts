/// <reference lib="dom" />
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, MOBILE, screenshot } from './browser.ts';

// The public pages are prerendered at build time, painted before the app
// starts, then hydrated (docs/performance.md#prerendered-pages).
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['/', 'Upload a board. See what we see. Order it.'],
  ['/components', 'Parts search'],
  ['/capabilities', 'Capabilities'],
  ['/docs', 'Docs'],
  ['/blog', 'Blog'],
  ['/upload-board', 'Order a board'],
] as const;

const hydrationTrouble = (message: ConsoleMessage) =>
  /hydrat|did not match|server rendered|Minified React error #4(18|19|23)/i.test(message.text());

describe('a prerendered page', () => {
  for (const [route, heading] of PAGES) {
    it(`${route} arrives with its heading in the HTML and starts its scripts only from the boot script`, async () => {
      const response = await fetch(stack.siteUrl + route);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
    });
  }

  it('links every stylesheet its page needs, so starting the app adds none (no restyle of the whole page)', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    const stylesheets = () =>
      page.evaluate(() => Array.from(document.querySelectorAll('link[rel=stylesheet]'), (l) => (l as HTMLLinkElement).href));
    for (const route of ['/blog', '/components']) {
      await page.goto(stack.siteUrl + route, { waitUntil: 'domcontentloaded' });
      const inHtml = await stylesheets();
      // /blog's post list and /components' result table are not in the prerendered state, their styles are.
      expect(inHtml.some((href) => /\/assets\/(blog|data-table)-/.test(href))).toBe(true);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
      expect(await stylesheets()).toEqual(inHtml);
    }
    await page.close();
  });

  it('shows its text to a browser without JavaScript', async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/components`);
    expect(await page.getByRole('heading', { level: 1, name: 'Parts search' }).isVisible()).toBe(true);
    expect(await page.getByText('Search the catalogue by part number').isVisible()).toBe(true);
    await screenshot(page, 'prerendered-components-no-js-390');
    await context.close();
  });

  it('is hydrated without a mismatch, then works: the menu opens on a phone', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (hydrationTrouble(message)) trouble.push(message.text());
    });
    for (const [route] of PAGES) {
      await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    expect(trouble).toEqual([]);
    await page.close();
  });

  it('gives a returning visitor their own state after hydration: a dismissed banner stays away', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const url = new URL(stack.siteUrl);
    await context.addCookies([{ name: 'seenMovingBanner', value: 'true', domain: url.hostname, path: '/' }]);
    const page = await context.newPage();
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (hydrationTrouble(message)) trouble.push(message.text());
    });
    await page.goto(`${stack.siteUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('complementary', { name: 'Announcement' }).count()).toBe(0);
    expect(trouble).toEqual([]);
    await context.close();
  });

  it('is not served for a URL with a query string, whose content differs', async () => {
    const html = await (await fetch(`${stack.siteUrl}/components?q=LM358`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('boot-');
  });
});
