/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Category, Part } from '#contracts/parts.ts';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { NO_PART_SELECTED } from '#lambdas/core/bom/populate-row.ts';
import { putBom } from '../support/assembly.ts';
import { uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';
import { boardZip, cleanBoard } from '../unit/cad/synthetic-gerber.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// Upload board → upload BOM → fix a line → see the quote, explained line by
// line, at another lead time; then a part entered by hand: the customer asks
// for a custom quote, an engineer prices it on /internal/boards, and the
// customer sees the received quote and puts the board in the cart.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
let browser: Browser;
let customer: TestIdentity;
let engineer: TestIdentity;
let boardId = '';
let coil: Part;

// C11702 (1 kΩ 0402) and C1525 (100 nF 0402) are in the demo catalogue; L1 names nothing it has.
const BOM = [
  'Reference,Quantity,Value,Footprint,LCSC',
  'R1,1,1k,R_0402,C11702',
  '"C1,C2",2,100nF,C_0402,C1525',
  'L1,1,air coil 4 turns,L_custom,',
].join('\n');

const row = (page: Page, designator: string) => page.locator(`[data-testid="bom-element"][data-designator="${designator}"]`);
const quoteStatus = (page: Page) => page.getByTestId('quote-status').textContent();

/** The hand-entered coil chosen for L1 through the API (the catalogue search finds it only once its index is rebuilt). */
async function pickCoilForL1(token: string, board: string): Promise<void> {
  const assembly = (await api('GET', `/api/boards/${board}/elements`, { token })).json as unknown as BoardAssembly;
  const l1 = assembly.elements.find((e) => e.designator === 'L1')!;
  const picked = await api('PUT', `/api/boards/${board}/elements/${l1.id}`, {
    token,
    body: { version: assembly.version, do_not_populate: false, part_id: coil.id },
  });
  expect(picked.status, JSON.stringify(picked.json)).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [customer, engineer] = await Promise.all([newCustomer('quote-web'), newCustomer('quote-web-engineer', ['Engineer'])]);
  expect((await api('PUT', '/api/users', { token: customer.idToken })).status).toBe(200);
  const categories = (await api('GET', '/api/part-categories', { token: engineer.idToken })).json.categories as Category[];
  const created = await api('POST', '/api/custom-parts', {
    token: engineer.idToken,
    body: {
      mpn: `AIRCOIL-${Date.now() % 1_000_000}`,
      manufacturer: 'Copperline Coil Works',
      category_id: categories[0]!.id,
      description: 'Air-core coil, 4 turns, hand wound',
      package: 'custom',
      datasheet: '',
      moq: 1,
      value_text: 'air coil 4 turns',
      price_breaks: [{ min_qty: 1, unit_price_micros: 3_000_000 }],
      parameters: [],
      initial_stock: 0,
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  coil = created.json.part as Part;
});
afterAll(async () => {
  await browser?.close();
});

describe('the quote on the review page', () => {
  it('prices the board once its BOM line is fixed, explains each line, and follows the lead time', async () => {
    // Signed in with the session Amplify keeps: signing in through the form is auth-flows' test.
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    const context = page.context();
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'boards/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    boardId = page.url().split('/').pop()!;

    // Without a BOM the board is quoted for fabrication only.
    await expect.poll(() => quoteStatus(page), { timeout: 20_000 }).toBe('Has instant quote');
    const bare = await page.getByTestId('quote-total').textContent();

    await page
      .getByLabel('Bill of materials file')
      .setInputFiles({ name: 'quote-bom.csv', mimeType: 'text/csv', buffer: Buffer.from(BOM) });
    await expect.poll(() => page.getByTestId('bom-element').count(), { timeout: 30_000 }).toBe(4);
    expect(await row(page, 'L1').getByTestId('element-message').textContent()).toBe(NO_PART_SELECTED);
    await expect.poll(() => quoteStatus(page), { timeout: 20_000 }).toBe('Cannot quote');
    expect(await page.getByRole('list', { name: 'Why the quote is not instant' }).textContent()).toMatch(/^L1: /);

    // Fix the line: L1 is not fitted on these boards.
    await row(page, 'L1').getByRole('checkbox', { name: 'Populate L1' }).uncheck();
    await expect.poll(() => quoteStatus(page), { timeout: 20_000 }).toBe('Has instant quote');
    const quote = page.getByRole('region', { name: 'Quote' });
    for (const section of ['Fabrication', 'Assembly', 'Parts']) await quote.getByRole('rowheader', { name: section }).waitFor();
    expect(await quote.getByRole('row').filter({ hasText: 'C11702' }).first().textContent()).toMatch(/×/);
    const assembled = await page.getByTestId('quote-total').textContent();
    expect(assembled).not.toBe(bare);
    expect(await quote.textContent()).toMatch(/pricing version \d+ and rule set/);
    await screenshot(page, 'review-board-quote-desktop');

    // Another lead time prices the same board again.
    const leadTimes = quote.getByRole('group', { name: 'Lead time' });
    const radios = leadTimes.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(1);
    const unchecked = (await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked))).findIndex((c) => !c);
    await radios.nth(unchecked).check();
    await expect.poll(() => page.getByTestId('quote-total').textContent(), { timeout: 20_000 }).not.toBe(assembled);
    expect(await leadTimes.textContent()).toMatch(/\d+ days \(ships /);

    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await quote.evaluate((el) => el.scrollIntoView());
    await screenshot(page, 'review-board-quote-mobile');
    await context.close();
  });

  it('asks for a custom quote for a part entered by hand; an engineer prices it on /internal/boards and the board can be ordered', async () => {
    // The customer picks the hand-entered coil for L1 (the catalogue search finds it once its index rebuild has run; the API is quicker here).
    await pickCoilForL1(customer.idToken, boardId);

    // Signed in with the session Amplify keeps: signing in through the form is auth-flows' test.
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    const context = page.context();
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    await expect.poll(() => quoteStatus(page), { timeout: 30_000 }).toBe('Requires custom quote');
    const custom = page.getByTestId('custom-quote');
    expect(await custom.textContent()).toMatch(/waiting for an engineer/);
    await custom.getByRole('button', { name: 'Ask for a custom quote' }).click();
    await expect.poll(() => quoteStatus(page)).toBe('Awaiting custom quote');
    await custom.getByRole('status').waitFor();
    await screenshot(page, 'review-board-custom-quote-awaiting');

    const staff = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, engineer);
    const staffContext = staff.context();
    await staff.goto(`${stack.siteUrl}/internal/boards`);
    const card = staff.getByTestId('custom-quote-request').filter({ hasText: customer.email });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toMatch(/Awaiting custom quote/);
    await card.getByLabel(/Unit price of/).fill('2.75');
    await card.getByLabel(/Stock of/).fill('40');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toMatch(/Received custom quote/);
    expect(await card.textContent()).toMatch(/confirmed \$2\.75 each, 40 available/);
    await staff.getByTestId('staff-board-row').filter({ hasText: 'RVPC_Rev_B-gerbers.zip' }).first().waitFor();
    await screenshot(staff, 'internal-boards-desktop');
    await staff.setViewportSize(MOBILE);
    await screenshot(staff, 'internal-boards-mobile');
    await staffContext.close();

    await page.reload();
    await expect.poll(() => quoteStatus(page), { timeout: 30_000 }).toBe('Received custom quote');
    expect(await page.getByTestId('custom-quote').textContent()).toMatch(/confirmed at \$2\.75 each, 40 available/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: /In your cart/ }).click();
    await page.waitForURL(/\/shopping-cart/);
    await expect.poll(() => page.getByText('Received custom quote').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('asks a guest to log in before a custom quote, then asks for it on the account the board moved to', async () => {
    const started = await api('POST', '/api/guest-sessions');
    const guest = started.json as { token: string; expires_at: string };
    const guestBoard = await uploadBoard(guest.token, 'guest-coil.zip', boardZip(cleanBoard()));
    await waitForProcessed(guest.token, guestBoard);
    await putBom(guest.token, guestBoard, { name: 'coil.csv', bytes: new TextEncoder().encode(BOM) }, 0);
    await pickCoilForL1(guest.token, guestBoard);

    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    await context.addInitScript((session: string) => localStorage.setItem('copperlineGuestSession', session), JSON.stringify(guest));
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/review-board/${guestBoard}`);
    await expect.poll(() => quoteStatus(page), { timeout: 30_000 }).toBe('Requires custom quote');
    const custom = page.getByTestId('custom-quote');
    await custom.getByRole('button', { name: 'Ask for a custom quote' }).click();
    const prompt = page.getByTestId('custom-quote-sign-in');
    expect(await prompt.textContent()).toContain('so that we can e-mail you the confirmed prices');
    await prompt.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-custom-quote-guest');
    const account = await newCustomer('quote-web-guest');
    await prompt.getByLabel('Email').fill(account.email);
    await prompt.getByLabel('Password').fill(account.password);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await custom.getByRole('button', { name: 'Ask for a custom quote' }).click({ timeout: 20_000 });
    await expect.poll(() => quoteStatus(page), { timeout: 20_000 }).toBe('Awaiting custom quote');
    const moved = await api('GET', `/api/boards/${guestBoard}`, { token: account.idToken });
    expect(moved.status).toBe(200);
    await context.close();
  });
});
