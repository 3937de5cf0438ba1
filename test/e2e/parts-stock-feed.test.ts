/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { catalogueAsItStands, feedFile, feedTestParts } from '../support/stock-feed.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot, screenshotOf } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// The staff page of the stock-and-prices feed (docs/parts.md#from-the-staff-page),
// signed in as an Engineer: a feed with bad rows lists them and changes nothing,
// a good one applies (through the upload's create event and the worker) and
// shows its counts, a feed cut short is refused with a way to apply it anyway,
// and a failed upload says so. The stack is shared: every feed lists the
// catalogue as it stands (test/support/stock-feed.ts), so only this file's part moves.

const stack = inject('stack');
const parts = await import('#lambdas/core/db/parts.ts');
let browser: Browser;
let engineer: TestIdentity;
let mine: Part;
let page: Page;

/** Chooses the feed in the page's file field and sends it. */
async function sendFeed(text: string, name = 'feed.csv') {
  await page.getByLabel('Feed (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Upload and apply' }).click();
}

const result = () => page.getByTestId('stock-feed-result');

/** The run's card as it is on screen at 390 and 1280 px, and the page's top (the form) at both. */
async function shootRun(name: string) {
  for (const [width, viewport] of [
    [390, MOBILE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshotOf(result(), `${name}-${width}-run`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
  }
}

beforeAll(async () => {
  [browser, engineer] = await Promise.all([launchBrowser(), newCustomer('feed-page-engineer', ['Engineer'])]);
  const [category] = await parts.listCategories();
  mine = feedTestParts('94', 1, category!.id)[0]!;
  await parts.putParts([mine]);
  page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, engineer);
  await page.goto(`${stack.siteUrl}/internal/parts/stock-feed`);
  await page.getByRole('heading', { name: 'Upload a feed' }).waitFor();
}, 60_000);
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the stock-and-prices feed page', () => {
  it('lists each bad row of a feed and says nothing was changed', async () => {
    const lines = await catalogueAsItStands();
    lines.set(mine.supplier_code, `${mine.supplier_code},lots,1-:0.1`);
    await sendFeed(feedFile([...lines.values(), 'X12,4,1-:0.1', 'C5,-3,1-:0.1']), 'bad-feed.csv');
    await result().getByText('3 rows are wrong, so nothing was changed').waitFor({ timeout: 30_000 });
    const rows = page.getByTestId('stock-feed-bad-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain(`${mine.supplier_code}invalid stock 'lots'`);
    expect(await rows.nth(1).textContent()).toContain("invalid supplier code 'X12'");
    expect(await result().getByText('Rejected').count()).toBe(1);
    expect(await parts.getPartById(mine.id)).toMatchObject({ stock: 100 });
    await shootRun('stock-feed-bad-rows');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.setViewportSize(DESKTOP);
  });

  it('applies a good feed and shows what it wrote', async () => {
    const lines = await catalogueAsItStands();
    lines.set(mine.supplier_code, `${mine.supplier_code},777,1-:0.42`);
    lines.set('C1999999998', 'C1999999998,5,1-:0.1');
    await sendFeed(feedFile(lines.values()), 'daily-feed.csv');
    await result().getByText('Applied', { exact: true }).waitFor({ timeout: 60_000 });
    const counts = page.getByTestId('stock-feed-counts');
    expect(await counts.getByRole('row', { name: /Supplier codes not in the catalogue/ }).textContent()).toMatch(/1$/);
    expect(await counts.getByRole('row', { name: /Newly discontinued/ }).textContent()).toMatch(/0$/);
    expect(
      await result()
        .getByText(/Skipped, not in the catalogue.*C1999999998/)
        .count(),
    ).toBe(1);
    expect(await parts.getPartById(mine.id)).toMatchObject({ stock: 777, price_breaks: [{ min_qty: 1, unit_price_micros: 420_000 }] });
    expect(await page.getByTestId('stock-feed-run').first().textContent()).toContain('daily-feed.csv');
    await shootRun('stock-feed-applied');
  });

  it('refuses a feed cut short and offers to apply it anyway after a confirmation', async () => {
    await sendFeed(feedFile([`${mine.supplier_code},5,1-:0.1`]), 'cut-short.csv');
    await result()
      .getByText(/a feed cut short looks like this\. Nothing was changed\./)
      .waitFor({ timeout: 30_000 });
    expect(await parts.getPartById(mine.id)).toMatchObject({ stock: 777 });
    await shootRun('stock-feed-refused');
    await page.getByRole('button', { name: 'Apply anyway' }).click();
    const dialog = page.getByRole('dialog', { name: /^Discontinue [\d,]+ parts\?$/ });
    await dialog.waitFor();
    await screenshot(page, 'stock-feed-refused-confirm-1280');
    // Applying it would discontinue the shared stack's catalogue: the API test applies one allowed to.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says in words when the file could not be uploaded', async () => {
    await page.route('**/stock-feeds/**', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback(),
    );
    await sendFeed(feedFile([]), 'unreachable.csv');
    const alert = page.getByRole('alert').filter({ hasText: 'The feed was not uploaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'The feed was not uploaded. The file could not be sent to storage: check the connection and try again. Nothing was changed.',
    );
    await page.unroute('**/stock-feeds/**');
    await shoot(page, 'stock-feed-upload-error', { form: '#upload-feed', recent: '#recent-feeds' });
  });
});
