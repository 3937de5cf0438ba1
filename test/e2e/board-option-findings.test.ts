/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import type { TestIdentity } from '../support/identities.ts';
import { boardZip, cleanBoard } from '../unit/cad/synthetic-gerber.ts';
import { launchBrowser, screenshot, screenshotOf } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// The review page's board options name the places heavier copper would not
// fit: a board with a 0.15 mm trace and a 0.15 mm gap between nets (the shop
// makes both; 2 oz copper needs 0.2 mm) shows, under the disabled 2 oz
// choice, where each is, measured against required.

const stack = inject('stack');
let browser: Browser;
let customer: TestIdentity & { userId: string };
let boardId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await customerWithUser('option-findings-web');
  const b = cleanBoard();
  b.top.flashes.push({ x: 3, y: 12, d: 1.2 }, { x: 8, y: 10, d: 1.0 }, { x: 9.15, y: 10, d: 1.0 });
  b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.15 });
  b.plated.push({ x: 8, y: 10, d: 0.5 }, { x: 9.15, y: 10, d: 0.5 });
  boardId = await uploadBoard(customer.idToken, 'heavy-copper.zip', boardZip(b));
  expect((await waitForProcessed(customer.idToken, boardId)).processing).toBe('Complete');
});
afterAll(async () => {
  await browser?.close();
});

describe('located findings of a copper choice', () => {
  it('lists under the 2 oz choice each trace and gap it would not fit, with the layer, the place and measured against required', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    const copper = page.getByTestId('option-copper_oz');
    await copper.waitFor({ timeout: 30_000 });
    expect(await copper.locator('label').filter({ hasText: '2 oz' }).getByTestId('price-change').innerText()).toBe('Not for this board');
    const places = copper.getByRole('list', { name: 'Where 2 oz outer copper weight does not fit' }).getByTestId('option-finding');
    await expect.poll(() => places.count(), { timeout: 20_000 }).toBe(2);
    const trace = await places.and(page.locator('[data-check="min-trace-width"]')).innerText();
    expect(trace).toMatch(/^Trace is 0\.15 mm wide; 2 oz outer copper needs traces of at least 0\.2 mm\./);
    expect(trace).toMatch(/Top copper at \(\d+\.\d{3}, 12\.000\) mm$/);
    const gap = await places.and(page.locator('[data-check="copper-clearance"]')).innerText();
    expect(gap).toMatch(/^Copper of different nets is 0\.15 mm apart; 2 oz outer copper needs clearances of at least 0\.2 mm\./);
    expect(gap).toMatch(/Top copper at \(8\.5\d{2}, 10\.000\) mm$/);
    // Nothing chosen needs it: no list for the chosen options.
    expect(await page.getByTestId('chosen-option-findings').count()).toBe(0);

    await copper.scrollIntoViewIfNeeded();
    await screenshotOf(copper, 'option-findings-copper-1280');
    await shoot(page, 'option-findings', { copper: '[data-testid="option-copper_oz"]' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'option-findings-review-1280');
    await page.context().close();
  });
});
