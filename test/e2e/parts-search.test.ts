/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';

// The /components page over the demo catalogue the stack imports on start.
const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const total = async (page: Page) => Number(((await page.getByTestId('parts-total').textContent()) ?? '').replace(/[^0-9]/g, ''));
const codes = (page: Page) =>
  page.getByTestId('part-row').evaluateAll((rows) => rows.map((r) => r.querySelector('td:nth-child(2)')?.textContent ?? ''));
/**
 * The page's searches as they went (filters, status, total), for the message of a failing check: a wrong total
 * then says whether the server answered wrongly or the page showed another answer.
 */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/parts/search')) return;
    const answer = (await response.json().catch(() => null)) as { total?: number } | null;
    searches.push(`${response.request().postData() ?? ''} → ${response.status()} total ${answer?.total ?? '?'}`);
  });
  return searches;
}
// Settled: not loading, and showing the results for the query now in the address bar (a navigation
// updates the URL a moment before the page re-renders, when the old results still show as settled).
// A failed search is settled too, and must fail here, not later as a puzzling total.
const settled = async (page: Page, searches: readonly string[] = []) => {
  const results = page.locator('[aria-label="Results"]');
  await expect
    .poll(
      async () =>
        (await results.getAttribute('aria-busy')) === 'false' &&
        (await results.getAttribute('data-search')) === new URL(page.url()).searchParams.toString(),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await results.getByRole('alert').allTextContents(), `the search failed; searches:\n${searches.join('\n')}`).toEqual([]);
};

describe('the parts search page', () => {
  it('filters by category and a parameter, toggles in stock, pages, and a reload of the URL shows the same results', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // The newsletter pop-up (after 10 s) would cover the pager on a slow run.
    await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const page = await context.newPage();
    const searches = recordSearches(page);
    await page.goto(`${stack.siteUrl}/components`);
    await settled(page, searches);
    expect(await total(page)).toBeGreaterThanOrEqual(888);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'parts-search-browse');

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: /^Resistors/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('category_id').length).toBe(1);
    await settled(page, searches);
    const inCategory = await total(page);
    expect(inCategory).toBeGreaterThan(25);

    await page
      .getByRole('group', { name: 'Package' })
      .getByRole('checkbox', { name: /^0603 [0-9]/ })
      .check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('package')).toEqual(['0603']);
    await settled(page, searches);
    const filtered = await total(page);
    expect(filtered, `searches:\n${searches.join('\n')}`).toBeLessThan(inCategory);
    expect(filtered).toBeGreaterThan(25);

    await page.getByLabel('In stock only').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('inStockOnly')).toBe('true');
    await settled(page, searches);
    const inStock = await total(page);
    expect(inStock).toBeLessThanOrEqual(filtered);
    const stock = await page.getByTestId('part-stock').allTextContents();
    expect(stock.every((s) => /^[0-9,]+$/.test(s))).toBe(true);

    const firstPage = await codes(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await settled(page, searches);
    await expect.poll(async () => (await codes(page))[0]).not.toBe(firstPage[0]);
    const secondPage = await codes(page);
    expect(secondPage.some((c) => firstPage.includes(c))).toBe(false);
    await screenshot(page, 'parts-search-filtered-page-2');

    const url = page.url();
    await page.reload();
    await settled(page, searches);
    expect(page.url()).toBe(url);
    expect(await total(page)).toBe(inStock);
    expect(await codes(page)).toEqual(secondPage);
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Package' })
          .getByRole('checkbox', { name: /^0603 [0-9]/ })
          .isChecked(),
      )
      .toBe(true);

    // The part detail: price breaks, stock and datasheet.
    await page.getByTestId('part-row').first().getByRole('button').click();
    const detail = page.getByTestId('part-detail');
    await detail.getByText('Price breaks').waitFor();
    expect(await detail.getByTestId('detail-stock').textContent()).toMatch(/in stock/);
    expect(await detail.getByRole('link', { name: /Datasheet/ }).getAttribute('href')).toMatch(/^https?:\/\//);
    await screenshot(page, 'parts-search-detail');
    await context.close();
  });

  it('opens with the search terms in the URL (as the header search box sends them) and fits 390 px', async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto(`${stack.siteUrl}/components?searchTerms=C7955`);
    await settled(page);
    // Polled: under load a re-render can land between "settled" and reading the rows; the message says what showed instead.
    await expect.poll(() => codes(page), { message: 'the results for C7955', timeout: 10_000 }).toContain('C7955');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'parts-search-mobile');
    await page.close();
  });

  it('at 390 px shows results first under the search box and the filters in a drawer with the active count', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    // The newsletter pop-up (after 10 s) would cover the drawer's button.
    await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/components`);
    await settled(page);
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    const filters = page.getByRole('complementary', { name: 'Search filters' });
    await expect.poll(() => filters.isVisible()).toBe(false);
    // The first result sits right under the search box and the Filters button, inside the first screen.
    const firstRow = page.getByTestId('part-row').first();
    const searchBottom = await page.getByRole('button', { name: 'Search' }).evaluate((b) => b.getBoundingClientRect().bottom);
    const rowTop = await firstRow.evaluate((r) => r.getBoundingClientRect().top);
    expect(rowTop).toBeGreaterThan(searchBottom);
    expect(rowTop).toBeLessThan(MOBILE.height);
    await screenshot(page, 'parts-search-phone-results-first');

    await filtersButton.click();
    await expect.poll(() => filters.isVisible()).toBe(true);
    await filters
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: /^Resistors/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('category_id').length).toBe(1);
    await settled(page);
    await filters.getByLabel('In stock only').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('inStockOnly')).toBe('true');
    await settled(page);
    await screenshot(page, 'parts-search-phone-filters-drawer');
    await filters.getByRole('button', { name: /^Show [0-9,]+ parts?$/ }).click();
    await expect.poll(() => filters.isVisible()).toBe(false);
    // Category and in-stock: two active filters, and the URL state as on a desktop.
    await expect.poll(() => filtersButton.textContent()).toBe('Filters2');
    expect(new URL(page.url()).searchParams.get('inStockOnly')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await filtersButton.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => filters.isVisible()).toBe(false);
    await context.close();
  });

  it('shows no results of the previous search when the next one fails', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.siteUrl}/components`);
    await settled(page);
    expect(await total(page)).toBeGreaterThanOrEqual(888);
    // A 400 is an answer, not a glitch: neither the client nor TanStack Query retries it.
    await page.route('**/api/parts/search', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"bad_request","message":"no"}' }),
    );
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: /^Resistors/ })
      .click();
    const results = page.locator('[aria-label="Results"]');
    await expect.poll(() => results.getByRole('alert').textContent()).toBe('Failed to search parts');
    expect(await results.getAttribute('aria-busy')).toBe('false');
    expect(await page.getByTestId('parts-total').count()).toBe(0);
    expect(await page.getByTestId('part-row').count()).toBe(0);
    expect(await results.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    // The categories stay, to try another search from.
    expect(await page.getByRole('navigation', { name: 'Categories' }).getByRole('button').count()).toBeGreaterThan(1);
    await screenshot(page, 'parts-search-failed-after-results');
    await page.close();
  });

  it('says "Failed to search parts" when the search fails', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/parts/search', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"bad_request","message":"no"}' }),
    );
    await page.goto(`${stack.siteUrl}/components?searchTerms=anything`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Failed to search parts');
    await page.close();
  });
});
