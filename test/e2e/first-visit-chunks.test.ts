/// <reference lib="dom" />
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFERRED_START_MARK } from '../../web/src/lib/after-first-use.ts';
import { launchBrowser, MOBILE } from './browser.ts';

// A signed-out first visit downloads the layout and the page it shows, never
// the staff tools, the account tools or Amplify (docs/performance.md#code-splitting);
// before its first interaction, at most 130 kB gz of JavaScript on the public
// pages that call no API, without the analytics and telemetry SDKs, which
// load once the page is in use (docs/performance.md#deferred-libraries).
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

// docs/performance.md#targets: first-visit JavaScript before the first interaction.
const JS_BUDGET_GZ_BYTES = 130 * 1024;
const DEFERRED_SDKS = [/\/posthog-client-/, /\/otel-tracer-/];

/** Scripts the page requested before its deferred libraries started (all of them when they have not). */
const scriptsBeforeUse = (page: Page) =>
  page.evaluate((mark) => {
    const markAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.startTime < markAt)
      .map((e) => new URL(e.name).pathname);
  }, DEFERRED_START_MARK);

/** Gzipped size (level 9, as the site is served) of each script. */
async function gzBytes(paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += gzipSync(Buffer.from(await (await fetch(stack.siteUrl + path)).arrayBuffer()), { level: 9 }).length;
  return total;
}

describe('first-visit JavaScript before the first interaction', () => {
  for (const route of ['/', '/capabilities', '/docs']) {
    it(`${route} stays within 130 kB gz, and the analytics and telemetry SDKs wait for the visitor`, async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const scripts = scriptsRequested(page);
      await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await scriptsBeforeUse(page);
      expect(before.filter((url) => DEFERRED_SDKS.some((re) => re.test(url)))).toEqual([]);
      const bytes = await gzBytes(before);
      expect(bytes, `${before.length} scripts: ${before.join(' ')}`).toBeLessThanOrEqual(JS_BUDGET_GZ_BYTES);

      // The first interaction starts them (the local runtime config names a provider and a collector).
      await page.keyboard.press('Shift');
      await expect.poll(() => DEFERRED_SDKS.every((re) => scripts.some((url) => re.test(url))), { timeout: 15_000 }).toBe(true);
      await page.close();
    });
  }
});
