/// <reference lib="dom" />
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rvpcWithOutlineGap } from '../support/broken-outline-board.ts';
import { api, newCustomer } from '../support/identities.ts';
import { waitForCode } from '../support/outbox.ts';
import { boardZip, cleanBoard } from '../unit/cad/synthetic-gerber.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot, screenshotOf, signInThroughAccountPage } from './browser.ts';

// A visitor's first board without an account (docs/access.md#guest-sessions): uploaded, checked and quoted as a
// guest, then kept on signing up at "Add to cart" or logging in anywhere else.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
const boms = path.resolve(import.meta.dirname, '../fixtures/bom');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor without an account', () => {
  it('uploads from the home page, changes an option, signs up at Add to cart and finds the board in the cart', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(stack.siteUrl);
    await page.getByRole('main').getByRole('link', { name: 'Order a board' }).click();
    await page.waitForURL(/\/upload-board$/);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'tracespace-arduino-uno/arduino-uno-nested-folder.zip'));
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    const boardId = page.url().split('/').pop()!;
    expect(await page.evaluate(() => localStorage.getItem('copperlineGuestSession'))).toMatch(/"token"/);

    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible()) await gotIt.click();
    await expect.poll(() => page.getByTestId('quote-status').textContent(), { timeout: 30_000 }).toBe('Has instant quote');
    const black = page.getByTestId('option-colour').locator('label').filter({ hasText: 'Black' });
    await black.click();
    await expect.poll(() => black.getByTestId('price-change').innerText(), { timeout: 20_000 }).toBe('Selected');
    expect(await page.getByRole('region', { name: 'Quote' }).innerText()).toContain('Black solder mask, per order');
    await screenshot(page, 'guest-review-board-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'guest-review-board-mobile');
    await page.setViewportSize(DESKTOP);

    // Add to cart asks for an account in place; the visitor creates one and confirms it with the e-mailed code.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const prompt = page.getByTestId('guest-sign-in');
    await prompt.getByRole('button', { name: 'Create account' }).click();
    const email = `guest.${Date.now()}@example.com`;
    await prompt.getByLabel('First Name').fill('Ada');
    await prompt.getByLabel('Last Name').fill('Lovelace');
    await prompt.getByLabel('Email').fill(email);
    await prompt.getByLabel('Password').fill('Analytical-Engine-1843');
    await prompt.scrollIntoViewIfNeeded();
    await screenshot(page, 'guest-sign-up-desktop');
    await page.setViewportSize(MOBILE);
    await prompt.scrollIntoViewIfNeeded();
    await screenshot(page, 'guest-sign-up-mobile');
    await page.setViewportSize(DESKTOP);
    await prompt.getByRole('button', { name: 'Create account' }).click();
    await prompt.getByLabel('Confirmation code').fill(await waitForCode(stack.dataDir, email, 15_000));
    await prompt.getByRole('button', { name: 'Confirm' }).click();

    // Signed in, the guest's board moves to the account and into its cart, with the option chosen.
    await page.waitForURL(/\/shopping-cart$/, { timeout: 30_000 });
    await expect.poll(() => page.getByText('arduino-uno-nested-folder.zip').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('copperlineGuestSession'))).toBeNull();
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const board = await api('GET', `/api/boards/${boardId}`, { token: token! });
    expect(board.status).toBe(200);
    await screenshot(page, 'guest-claimed-cart-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'guest-claimed-cart-mobile');
    await page.close();
  });

  it('keeps the board of a visitor who logs in from the account page instead of Add to cart', async () => {
    const customer = await newCustomer('guest-login');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page
      .getByLabel('Board file')
      .setInputFiles({ name: 'guest-then-login.zip', mimeType: 'application/zip', buffer: Buffer.from(boardZip(cleanBoard())) });
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    const boardId = page.url().split('/').pop()!;

    // Logged in from /my-account, the guest's board moves to the account (and its cart); the guest token is gone.
    await signInThroughAccountPage(page, stack.siteUrl, customer);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('copperlineGuestSession')), { timeout: 20_000 }).toBeNull();
    expect((await api('GET', `/api/boards/${boardId}`, { token: customer.idToken })).status).toBe(200);
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    // Now the account's own board: its review page renders it for the signed-in owner.
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    await screenshot(page, 'guest-logged-in-review-desktop');
    await page.close();
  });

  it('works every control of the review page as a guest, and the account that signs in keeps all of it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.context().addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
    const apiErrors: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        apiErrors.push(`${response.request().method()} ${response.url()} ${response.status()}`);
    });
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    const boardId = page.url().split('/').pop()!;
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible()) await gotIt.click();

    // A warning dismissed, the BOM and placement file read, a part chosen, a row left unpopulated, a quantity set.
    const warning = page.getByTestId('finding').filter({ hasText: 'Warning' }).first();
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('finding').getByRole('button', { name: 'Restore' }).first().waitFor({ timeout: 20_000 });
    await page.getByLabel('Bill of materials file').setInputFiles(path.join(boms, 'olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
    await expect.poll(() => page.getByTestId('bom-element').count(), { timeout: 30_000 }).toBe(18);
    await page.getByLabel('Placement file').setInputFiles(path.join(boms, 'olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv'));
    await page.locator('[data-testid="bom-mismatch"]').first().waitFor({ timeout: 30_000 });
    const row = (designator: string) => page.locator(`[data-testid="bom-element"][data-designator="${designator}"]`);
    await row('R7').getByRole('button', { name: 'Choose a part' }).click();
    const form = page.getByTestId('select-part-form');
    await form.getByRole('searchbox', { name: 'Search parts' }).fill('100Ω resistor');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await form.getByTestId('part-search-result').first().getByRole('button', { name: 'Use this part' }).click({ timeout: 20_000 });
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row('R7').getByTestId('match-summary').textContent(), { timeout: 20_000 }).toBe('Chosen by you');
    await row('C1').getByRole('checkbox', { name: 'Populate C1' }).uncheck();
    await expect.poll(() => row('C1').getAttribute('data-processing'), { timeout: 20_000 }).toBe('Complete');
    await page.getByLabel('Boards to make').fill('7');
    await page.getByLabel('Boards to make').press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Quote' }).innerText(), { timeout: 20_000 }).toContain('for 7 boards');
    await page.getByTestId('bom-section').scrollIntoViewIfNeeded();
    await screenshot(page, 'guest-review-bom-desktop');

    // A new revision (the RVPC rev A KiCad file with a gap in its outline), its diff, and the proposed outline accepted.
    await page
      .getByLabel('New revision file')
      .setInputFiles({ name: 'RVPC_gap.kicad_pcb', mimeType: 'text/plain', buffer: rvpcWithOutlineGap() });
    await page.waitForURL((url) => !url.pathname.endsWith(boardId), { timeout: 20_000 });
    const revisionId = page.url().split('/').pop()!;
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    await page.getByRole('heading', { name: /^What changed since rev A/ }).waitFor({ timeout: 20_000 });
    const accept = page.getByTestId('outline-fix-accept');
    await accept.getByRole('button', { name: 'Accept this fix' }).click({ timeout: 20_000 });
    await page.getByTestId('accepted-outline').waitFor({ timeout: 30_000 });
    await screenshotOf(page.getByTestId('accepted-outline'), 'guest-outline-accepted');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'guest-revision-mobile');
    await page.setViewportSize(DESKTOP);
    expect(apiErrors).toEqual([]);

    // Logged in, the account owns both revisions with every choice the guest made.
    const customer = await newCustomer('guest-controls');
    await signInThroughAccountPage(page, stack.siteUrl, customer);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('copperlineGuestSession')), { timeout: 20_000 }).toBeNull();
    const first = await api('GET', `/api/boards/${boardId}`, { token: customer.idToken });
    expect(first.status).toBe(200);
    expect((first.json.findings as { status: string }[]).filter((f) => f.status === 'Dismissed')).toHaveLength(1);
    const revision = await api('GET', `/api/boards/${revisionId}`, { token: customer.idToken });
    expect(revision.json).toMatchObject({ previous_board_id: boardId, accepted_outline: expect.any(Object) });
    const elements = await api('GET', `/api/boards/${boardId}/elements`, { token: customer.idToken });
    expect(elements.json).toMatchObject({ quantity: 7 });
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    await row('R7').waitFor({ timeout: 20_000 });
    expect(await row('R7').getByTestId('match-summary').textContent()).toBe('Chosen by you');
    expect(await row('C1').getByRole('checkbox', { name: 'Populate C1' }).isChecked()).toBe(false);
    await page.close();
  }, 240_000); // Every review control, a revision and a sign-in: 60-80 s quiet, over 120 s on a loaded machine.
});
