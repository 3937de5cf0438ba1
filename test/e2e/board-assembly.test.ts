/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NO_PART_SELECTED } from '#lambdas/core/bom/populate-row.ts';
import { readFileSync } from 'node:fs';
import { bomFixture, putBom } from '../support/assembly.ts';
import { uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot, screenshotOf } from './browser.ts';

// A customer uploads the Olimex RVPC rev B Gerbers, then its BOM and its
// placement file, sees the matches and what does not line up, fixes a row
// by picking a part in the part selection form, and the row's message clears.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
let browser: Browser;
let context: BrowserContext;
let customer: TestIdentity;

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('bom-web');
  expect((await api('PUT', '/api/users', { token: identity.idToken })).status).toBe(200);
  customer = await signIn(identity.email, identity.password);
  context = await browser.newContext({ viewport: DESKTOP });
  // The newsletter pop-up would cover the page after 10 s.
  await context.addCookies([{ name: 'didSeeEmailPopUp', value: 'true', url: stack.siteUrl }]);
  const claims = JSON.parse(Buffer.from(customer.accessToken.split('.')[1]!, 'base64url').toString()) as { username?: string; sub: string };
  const username = claims.username ?? claims.sub;
  const prefix = `CognitoIdentityServiceProvider.${stack.userPoolClientId}`;
  // The session where Amplify v6 keeps it, and every analytics event recorded for the test.
  await context.addInitScript(
    ({ items }: { items: Record<string, string> }) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-session-set', 'true');
      }
      const events: string[] = [];
      (window as unknown as { analyticsEvents: string[] }).analyticsEvents = events;
      window.addEventListener('copperline:analytics', (e) => events.push((e as CustomEvent<{ name: string }>).detail.name));
    },
    {
      items: {
        [`${prefix}.LastAuthUser`]: username,
        [`${prefix}.${username}.idToken`]: customer.idToken,
        [`${prefix}.${username}.accessToken`]: customer.accessToken,
        [`${prefix}.${username}.refreshToken`]: customer.refreshToken,
        [`${prefix}.${username}.clockDrift`]: '0',
      },
    },
  );
});
afterAll(async () => {
  await browser?.close();
});

const analytics = (page: Page) => page.evaluate(() => (window as unknown as { analyticsEvents: string[] }).analyticsEvents);
const row = (page: Page, designator: string) => page.locator(`[data-testid="bom-element"][data-designator="${designator}"]`);

describe('the bill of materials on the review page', () => {
  it('uploads the board, its BOM and placement file, shows matches and mismatches, and a part picked clears the row’s message', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'boards/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    const section = page.getByTestId('bom-section');
    await section.getByRole('heading', { name: 'Bill of materials', level: 2 }).waitFor();
    expect(await page.getByTestId('bom-state').textContent()).toBe('No bill of materials yet');

    await page.getByLabel('Bill of materials file').setInputFiles(path.join(fixtures, 'bom/olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
    await expect.poll(() => page.getByTestId('bom-element').count(), { timeout: 30_000 }).toBe(18);
    await expect.poll(() => analytics(page)).toContain('Upload bill of materials');
    expect(await page.getByTestId('bom-file').textContent()).toBe('RVPC_Rev_B_BOM.csv');
    expect(await page.getByTestId('bom-state').textContent()).toBe('Needs attention');
    // Value strings without packages: the matcher offers candidates to choose from.
    expect(await row(page, 'R7').getByTestId('match-summary').textContent()).toMatch(/candidates?: choose one|No match in the catalogue/);
    expect(await row(page, 'R7').getByTestId('element-message').textContent()).toBe(NO_PART_SELECTED);

    // Gerbers say nothing about positions: the placement file does, and names parts the BOM leaves out.
    await page.getByLabel('Placement file').setInputFiles(path.join(fixtures, 'bom/olimex-rvpc-revB/RVPC_Rev_B-all-pos.csv'));
    await page.locator('[data-testid="bom-mismatch"][data-kind="board_designator_not_in_bom"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="bom-mismatch"]').first().textContent()).toMatch(
      /RVPC_Rev_B-all-pos\.csv places .*FID1.*which the BOM does not list: left unpopulated\./,
    );
    await expect.poll(() => page.locator('[data-testid="board-render-top"] [data-element-marker]').count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('[data-testid="board-render-top"] [data-element-marker="R7"]').getAttribute('data-confidence')).toMatch(
      /high|medium|low/,
    );
    await screenshot(page, 'review-board-bom-desktop');
    await page
      .locator('figure')
      .filter({ has: page.getByTestId('board-render-top') })
      .getByRole('button', { name: 'Zoom in' })
      .click();
    // Below the sticky header: centred in the viewport first.
    await page.getByTestId('board-render-top').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshotOf(page.getByTestId('board-render-top'), 'review-board-part-markers');
    await page
      .locator('figure')
      .filter({ has: page.getByTestId('board-render-top') })
      .getByRole('button', { name: 'Fit' })
      .click();

    // A marker on the render selects its row.
    await page.locator('[data-testid="board-render-top"] [data-element-marker="R7"]').dispatchEvent('click');
    await expect.poll(() => row(page, 'R7').getAttribute('data-selected')).toBe('true');
    // The selected row scrolls into view inside the table's own box, marked, under the headings that stay in view.
    await page.getByTestId('bom-elements').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-board-bom-selected-desktop');

    // Fix R7: pick a 100 Ω part in the part selection form.
    await row(page, 'R7').getByRole('button', { name: 'Choose a part' }).click();
    const form = page.getByTestId('select-part-form');
    await form.waitFor();
    await expect.poll(() => analytics(page)).toContain('Open select part form');
    await form.getByRole('searchbox', { name: 'Search parts' }).fill('100Ω resistor');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    const result = form.getByTestId('part-search-result').first();
    await result.waitFor({ timeout: 20_000 });
    await screenshot(page, 'review-board-select-part-desktop');
    await result.getByRole('button', { name: 'Use this part' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'R7').getByTestId('element-message').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => row(page, 'R7').getAttribute('data-processing')).toBe('Complete');
    expect(await row(page, 'R7').getByTestId('match-summary').textContent()).toBe('Chosen by you');
    // Other rows still say what they need.
    expect(await row(page, 'R6').getByTestId('element-message').textContent()).toBe(NO_PART_SELECTED);

    // Unticking populate clears a row's message too, and the choice is saved: it is there after a reload.
    await row(page, 'C1').getByRole('checkbox', { name: 'Populate C1' }).uncheck();
    await expect.poll(() => row(page, 'C1').getAttribute('data-processing'), { timeout: 20_000 }).toBe('Complete');
    await page.reload();
    await row(page, 'R7').waitFor({ timeout: 20_000 });
    expect(await row(page, 'R7').getByTestId('element-message').count()).toBe(0);
    expect(await row(page, 'C1').getByRole('checkbox', { name: 'Populate C1' }).isChecked()).toBe(false);

    await page.setViewportSize(MOBILE);
    await section.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'review-board-bom-mobile');
    await section.evaluate((el) => el.scrollIntoView());
    await screenshot(page, 'review-board-bom-mobile-section');
    await row(page, 'R6').getByRole('button', { name: 'Choose a part' }).click();
    await page.getByTestId('select-part-form').waitFor();
    await screenshot(page, 'review-board-select-part-mobile');
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('asks which column is which for a BOM without a header row, and reads it once confirmed', async () => {
    const boardId = await uploadBoard(
      customer.idToken,
      'RVPC_Rev_B-gerbers.zip',
      readFileSync(path.join(fixtures, 'boards/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
    );
    await waitForProcessed(customer.idToken, boardId);
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    await page.getByTestId('bom-section').waitFor({ timeout: 20_000 });
    // The real RVPC BOM without its header line.
    const bom = readFileSync(path.join(fixtures, 'bom/olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
    await page
      .getByLabel('Bill of materials file')
      .setInputFiles({ name: 'rvpc-no-header.csv', mimeType: 'text/csv', buffer: bom.subarray(bom.indexOf(10) + 1) });
    const step = page.getByTestId('column-mapping');
    await step.waitFor({ timeout: 30_000 });
    expect(await step.textContent()).toContain('We could not tell which column of rvpc-no-header.csv is which.');
    expect(await step.getByRole('checkbox', { name: 'The first row holds column names' }).isChecked()).toBe(false);
    await step.getByRole('combobox', { name: 'Column 1' }).selectOption('quantity');
    await step.getByRole('combobox', { name: 'Column 2' }).selectOption('value');
    await step.getByRole('combobox', { name: 'Column 3' }).selectOption('footprint');
    await step.getByRole('combobox', { name: 'Column 4' }).selectOption('designator');
    await screenshot(page, 'review-board-column-mapping-desktop');
    await page.setViewportSize(MOBILE);
    await step.evaluate((el) => el.scrollIntoView());
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'review-board-column-mapping-mobile');
    await step.getByRole('button', { name: 'Use these columns' }).click();
    await step.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.getByTestId('bom-element').count()).toBe(18);
    expect(await row(page, 'R2').textContent()).toContain('470R/1/8W');
    await page.close();
  });

  it('says a board’s files are being re-read when a quantity comes before the backfill reached it', async () => {
    const boardId = await uploadBoard(
      customer.idToken,
      'RVPC_Rev_B-gerbers.zip',
      readFileSync(path.join(fixtures, 'boards/olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
    );
    await waitForProcessed(customer.idToken, boardId);
    await putBom(customer.idToken, boardId, bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'), 0);
    // As a board assembled before inputs were kept, which the backfill has not read yet.
    Object.assign(process.env, stackEnv(stack));
    const { db } = await import('#lambdas/core/db/service.ts');
    const kept = await db().entities.parsedAssemblyInput.query.byBoard({ boardId }).go({ pages: 'all' });
    await db()
      .entities.parsedAssemblyInput.delete(kept.data.map(({ input, part }) => ({ boardId, input, part })))
      .go();

    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    await expect.poll(() => page.getByTestId('bom-element').count(), { timeout: 20_000 }).toBe(18);
    await page.getByLabel('Boards to make').fill('5');
    await page.getByLabel('Boards to make').press('Enter');
    const alert = page.getByTestId('bom-section').getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toBe(
      'The assembly files of this board are being re-read; try again in a minute. If this persists, upload the bill of materials again.',
    );
    await alert.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'review-board-files-rereading-desktop');
    await page.setViewportSize(MOBILE);
    await alert.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'review-board-files-rereading-mobile');
    await page.close();
  });
});
