/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFERRED_START_MARK } from '../../web/src/lib/after-first-use.ts';
import { launchBrowser, MOBILE } from './browser.ts';

// A signed-out first visit downloads the layout and the page it shows, never
// the staff tools, the account tools or Amplify (docs/performance.md#code-splitting),
// nor, before its first interaction, the analytics and telemetry SDKs
// (docs/performance.md#deferred-libraries). Each page below is checked for all
// of it in one visit.
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

// docs/performance.md#web-benchmark: the 130 kB gz budget itself is the web bench's (`npm run bench -- web`); the
// build served here is React's development build (vitest runs with NODE_ENV=test), so its bytes are not the
// production's. What the budget rests on is checked here: before the first interaction these pages load the one
// app-shell chunk and their own page chunks, no zod and no route table, and none of the deferred SDKs.
const DEFERRED_SDKS = [/\/posthog-client-/, /\/otel-tracer-/];
// zod's chunk is named after its schemas.js; the generated route-area table is `_virtual_route-areas-…`.
const NOT_BEFORE_USE = [...DEFERRED_SDKS, /\/amplify-/, /\/schemas-/, /-routes-/, /route-areas-/];

/** Scripts the page requested before its deferred libraries started (all of them when they have not). */
const scriptsBeforeUse = (page: Page) =>
  page.evaluate((mark) => {
    const markAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.startTime < markAt)
      .map((e) => new URL(e.name).pathname);
  }, DEFERRED_START_MARK);

describe('first-visit JavaScript before the first interaction', () => {
  for (const route of ['/', '/capabilities', '/docs']) {
    it(`${route} loads the app shell and its page, and the analytics and telemetry SDKs only once the visitor interacts`, async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const scripts = scriptsRequested(page);
      await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await scriptsBeforeUse(page);
      expect(before.filter((url) => /\/app-shell-/.test(url))).toHaveLength(1);
      expect(before.filter((url) => NOT_BEFORE_USE.some((re) => re.test(url)))).toEqual([]);
      // The shell, Rolldown's runtime, the zod setting and at most a few page chunks: not the twenty-odd requests of before.
      expect(before.length, before.join(' ')).toBeLessThanOrEqual(10);

      // The first interaction starts them (the local runtime config names a provider and a collector).
      await page.keyboard.press('Shift');
      await expect.poll(() => DEFERRED_SDKS.every((re) => scripts.some((url) => re.test(url))), { timeout: 15_000 }).toBe(true);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((url) => FORBIDDEN.some((re) => re.test(url)))).toEqual([]);
      await page.close();
    });
  }
});

// The routes that call the API during their first load download the area they call, and only that one
// (docs/performance.md#code-splitting).
describe('first-visit JavaScript on the pages that call the API', () => {
  const AREAS = [/\/parts-routes-/, /\/content-routes-/, /\/board-routes-/, /\/account-routes-/, /\/order-routes-/];
  for (const [route, area] of [
    ['/components', /\/parts-routes-/],
    ['/blog', /\/content-routes-/],
  ] as const) {
    it(`${route} reads before zod loads, then loads its own area of the route table, no other, once the visitor interacts`, async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const scripts = scriptsRequested(page);
      await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await scriptsBeforeUse(page);
      expect(before.filter((url) => /\/app-shell-/.test(url))).toHaveLength(1);
      // Their first reads go out before zod and the route table (docs/performance.md#first-calls-without-zod);
      // the area they call loads only once the visitor interacts, to check those answers.
      expect(before.filter((url) => [...AREAS, /route-areas-/, /\/schemas-/].some((re) => re.test(url)))).toEqual([]);
      await page.keyboard.press('Shift');
      // Its own area, waited for by name: the other chunks an interaction loads (the shop status's among them) may land first.
      const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      await expect.poll(async () => (await loaded()).some((url) => area.test(url)), { timeout: 15_000 }).toBe(true);
      const after = await loaded();
      expect(after.filter((url) => AREAS.some((re) => re.source !== area.source && re.test(url)))).toEqual([]);
      expect(before.filter((url) => [...DEFERRED_SDKS, /\/amplify-/].some((re) => re.test(url)))).toEqual([]);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((url) => FORBIDDEN.some((re) => re.test(url)))).toEqual([]);
      await page.close();
    });
  }

  // docs/access.md#the-guest-in-the-web-app: signed out, /upload-board is the drop zone (a guest uploads), not a sign-in gate.
  it('/upload-board signed out shows the drop zone without zod, the route table, the sign-in screen, the QR encoder or Amplify', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto(`${stack.siteUrl}/upload-board`, { waitUntil: 'networkidle' });
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Email').count()).toBe(0);
    const before = await scriptsBeforeUse(page);
    // The file's checks need only the zod-free contracts/board-files.ts; the API's schemas load with the first upload.
    const notForGuests = [...NOT_BEFORE_USE, /\/(sign-in|auth-screen)-/, /\/totp-qr-code-/, /\/sign-up-form-/, /\/code-form-/];
    expect(before.filter((url) => notForGuests.some((re) => re.test(url)))).toEqual([]);
    await page.close();
  });
});
