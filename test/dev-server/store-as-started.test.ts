/// <reference lib="dom" />
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/repo-root.ts';
import { DESKTOP, launchBrowser, screenshot, signInThroughAccountPage } from '../e2e/browser.ts';
import { totpCode } from '../support/second-factor.ts';
import { startStoreAsReadmeSays, type StartedStore } from '../support/store-as-started.ts';

// The README's first command as a newcomer runs it: `bin/start` and its Vite dev server (the other end-to-end
// tests use the production build). Every page must be the store, not Vite's error overlay, with no page error
// or console error; an edit to the route table reloads the page cleanly (docs/contributing.md#the-dev-server-test).

let store: StartedStore;
let browser: Browser;
const problems: string[] = [];

// A route area of its own, written and removed by this test (.gitignore keeps it out of commits).
const PROBE_FILE = path.join(repoRoot, 'contracts/routes/zz-dev-reload-probe-routes.ts');
const probeArea = (routeIds: string[]) => `import { z } from 'zod/mini';
import type { RouteDef } from '../route-types.ts';

export const devReloadProbeRoutes = {
${routeIds.map((id) => `  ${id}: { method: 'GET', path: '/dev-reload-probe/${id}', auth: 'public', handler: 'http/none', response: z.object({}) },`).join('\n')}
} as const satisfies Record<string, RouteDef>;
`;

beforeAll(async () => {
  store = await startStoreAsReadmeSays(240_000);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  rmSync(PROBE_FILE, { force: true });
  await browser?.close();
  await store?.stop();
});

async function watchedPage(): Promise<Page> {
  // Reduced motion, as every e2e context asks (test/e2e/browser.ts): the store honours it, so a spinner does not have
  // Chromium draw 60 frames a second for as long as a page on the dev server takes to load its modules.
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: store.siteUrl }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  return page;
}

/** The page is the store: no error overlay, the main navigation with its links, and nothing reported so far. */
async function expectStorePage(page: Page, name: string) {
  const overlay = page.locator('vite-error-overlay');
  const storeNavigation = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parts search' });
  await storeNavigation.or(overlay).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The top of the page (the navigation, or Vite's overlay) is what it checks: no full-page capture.
  await screenshot(page, `dev-server-${name}`);
  const overlayText = (await overlay.count()) > 0 ? await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '') : '';
  expect(overlayText, `${name}: Vite's error overlay`).toBe('');
  expect(await storeNavigation.count(), `${name}: the store's navigation`).toBe(1);
  expect(problems, `${name}: errors in the page`).toEqual([]);
}

/** The route areas as the dev server hands them to the browser now (a string, so vitest leaves its import alone). */
const routeIdsByArea = (page: Page) =>
  page.evaluate(`import('/@id/__x00__virtual:route-areas?t=' + Date.now()).then((module) => module.routeIdsByArea)`) as Promise<
    Record<string, string>
  >;

/** Runs `edit`, then waits for the dev server to reload the page and the app to start again. */
async function reloadsAfter(page: Page, edit: () => void) {
  await page.evaluate(() => ((window as unknown as { beforeEdit: boolean }).beforeEdit = true));
  edit();
  await expect
    .poll(() => page.evaluate(() => !('beforeEdit' in window) && document.documentElement.dataset.appReady === 'true'), { timeout: 30_000 })
    .toBe(true);
}

describe('the store as bin/start serves it', () => {
  it('prints the store URL and a staff login, and serves the public pages', async () => {
    expect(store.siteUrl).toMatch(/^http:\/\/localhost:\d+$/);
    const page = await watchedPage();
    for (const [route, name] of [
      ['/', 'home'],
      ['/components', 'components'],
      ['/upload-board', 'upload-board'],
    ] as const) {
      await page.goto(`${store.siteUrl}${route}`);
      await expectStorePage(page, name);
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
  });

  it('signs the printed staff login in, sets up its authenticator app as asked, and shows /internal/orders', async () => {
    const page = await watchedPage();
    await signInThroughAccountPage(page, store.siteUrl, store.staff);
    await page.goto(`${store.siteUrl}/internal/orders`);
    // A new store's Admin has no second factor yet: the first staff page asks for one (docs/security.md#staff-second-factor).
    await page.getByRole('button', { name: 'Set up authenticator app' }).click({ timeout: 30_000 });
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Authenticator code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor({ timeout: 30_000 });
    await page.locator('section[aria-label="All orders"]').waitFor({ timeout: 30_000 });
    await expectStorePage(page, 'internal-orders');
  });

  it('reloads without an overlay when a route file is added, edited and removed', async () => {
    const page = await watchedPage();
    await page.goto(`${store.siteUrl}/components`);
    await expectStorePage(page, 'components-before-edit');
    expect(Object.keys(await routeIdsByArea(page))).not.toContain('zz-dev-reload-probe-routes');

    await reloadsAfter(page, () => writeFileSync(PROBE_FILE, probeArea(['devReloadProbeOne'])));
    await expectStorePage(page, 'components-after-new-area');
    expect((await routeIdsByArea(page))['zz-dev-reload-probe-routes']).toBe('devReloadProbeOne');

    await reloadsAfter(page, () => writeFileSync(PROBE_FILE, probeArea(['devReloadProbeOne', 'devReloadProbeTwo'])));
    await expectStorePage(page, 'components-after-new-route');
    expect((await routeIdsByArea(page))['zz-dev-reload-probe-routes']).toBe('devReloadProbeOne devReloadProbeTwo');

    await reloadsAfter(page, () => rmSync(PROBE_FILE));
    await expectStorePage(page, 'components-after-removal');
    expect(Object.keys(await routeIdsByArea(page))).not.toContain('zz-dev-reload-probe-routes');
  });
});
