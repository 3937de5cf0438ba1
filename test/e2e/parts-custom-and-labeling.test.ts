/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// The staff custom-parts page and the character labeler, signed in as an
// Admin: a part entered by hand turns up in /components search, and a
// part's value text is labelled from the keyboard and saved.
const stack = inject('stack');
let browser: Browser;
let admin: TestIdentity;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), newCustomer('parts-admin', ['Admin'])]);
});

/** A page signed in as the Admin with the session Amplify keeps (signing in through the form is auth-flows' test). */
const adminPage = (viewport: { width: number; height: number }) =>
  signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, viewport);
afterAll(async () => {
  await browser?.close();
});

/** Picks the first option whose text matches (once the options have loaded), in a select found by its label. */
async function chooseOption(scope: Page | Locator, label: RegExp, text: RegExp): Promise<string> {
  const select = scope.getByLabel(label);
  const matching = () =>
    select.evaluate(
      (el, source) => Array.from((el as HTMLSelectElement).options).find((o) => new RegExp(source).test(o.text))?.value ?? '',
      text.source,
    );
  await expect.poll(matching, { timeout: 15_000, message: `an option matching ${text}` }).not.toBe('');
  const value = await matching();
  await select.selectOption(value);
  return value;
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

describe('custom parts', () => {
  it('creates a part by hand that parts search then finds', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/parts/custom-parts`);
    await page.getByRole('button', { name: 'New custom part' }).click();
    const form = page.getByRole('form', { name: 'New custom part' });
    const mpn = `E2E-HAND-${Date.now() % 100000}`;

    const create = form.getByRole('button', { name: 'Create part' });
    await form.getByLabel(/^Manufacturer part number/).fill(mpn);
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel(/^Manufacturer\s*Required/).fill('Copperline Labs');
    await chooseOption(form, /^Category/, /Chip Resistor/);
    await form.getByLabel(/^Package/).fill('0603');
    await form.getByLabel(/^Value text/).fill('2k2 1% 0603');
    await form.getByLabel(/^Description/).fill('Hand-matched 2.2 kΩ resistor pair');
    await form.getByLabel(/^Units in stock now/).fill('25');
    await form.getByLabel(/^Unit price/).fill('0.35');
    await form.getByRole('button', { name: 'Add a parameter' }).click();
    await chooseOption(form, /^Parameter\s*Required/, /^Resistance/);
    await form.getByLabel(/^Value\s*Required/).fill('nonsense');
    await form.getByLabel(/^Value\s*Required/).blur();
    await form.getByLabel(/^Unit price/).fill('cheap');
    await form.getByLabel(/^Unit price/).blur();
    await expect.poll(() => form.getByText('A price in dollars, like 0.012').count()).toBe(1);
    await form.getByLabel(/^Unit price/).fill('0.35');
    await form.getByLabel(/^Value\s*Required/).fill('2k2');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'custom-parts-form');
    await create.click();

    // The server reads the value with the unit parser; the list shows the new part.
    const notice = page.getByRole('status').filter({ hasText: `Saved ${mpn}` });
    await notice.waitFor();
    await page.getByRole('row').filter({ hasText: mpn }).waitFor();
    await screenshot(page, 'custom-parts-saved');

    // Parts search picks it up once the queued rebuild has run (the search checks for it every 10 s).
    await notice.getByRole('link', { name: 'parts search' }).click();
    const row = page.getByTestId('part-row').filter({ hasText: mpn });
    for (let tries = 0; (await row.count()) === 0; tries++) {
      expect(tries, 'the part never showed in search').toBeLessThan(20);
      await page.waitForTimeout(2_000);
      await page.reload();
      await page.locator('[aria-label="Results"][aria-busy="false"]').waitFor();
    }
    await expect.poll(() => row.getByTestId('part-stock').textContent()).toBe('25');
    await screenshot(page, 'custom-part-in-search');
    await page.context().close();
  });

  it('lays out the page on a phone without sideways scrolling', async () => {
    const page = await adminPage(MOBILE);
    await page.goto(`${stack.siteUrl}/internal/parts/custom-parts`);
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'New custom part' }).click();
    await page.getByRole('button', { name: 'Add a parameter' }).click();
    await noSideScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'custom-parts-mobile');
    await page.context().close();
  });
});

describe('the character labeler', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`labels a part's characters from the keyboard and saves them (${viewport.width} px)`, async () => {
      const page = await adminPage(viewport);
      await page.goto(`${stack.siteUrl}/internal/nsf-phase-i-tools/character-labeler`);
      await chooseOption(page, /^Category/, /Chip Resistor/);
      const first = page.getByRole('button', { name: /to label/ }).first();
      await first.waitFor();
      await first.click();
      const mpn = (await first.locator('span').nth(1).textContent())!.split(' · ')[0]!;

      const editor = page.getByTestId('value-text-editor');
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      const characters = await editor.getByRole('button').allTextContents();
      const glyphs = characters.map((c) => c.charAt(0));
      // Digits and unit letters are the resistance (key 1); everything else carries nothing (key 0).
      const keys = glyphs.map((g) => (/[0-9.kKmMRΩ]/.test(g) ? '1' : '0'));
      for (const key of keys) await page.keyboard.press(key);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1);
      const labelled = await editor.getByRole('button').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-parameter')));
      expect(labelled).toEqual(keys.map((k) => (k === '1' ? 'resistance' : 'none')));
      // The index stopped on the last character rather than running off the end.
      expect(await editor.getByRole('button').last().getAttribute('aria-current')).toBe('true');
      await screenshot(page, `character-labeler-${viewport.width}`);

      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: /✓ labelled/ }).count()).toBeGreaterThan(0);
      await noSideScroll(page);
      await screenshot(page, `character-labeler-saved-${viewport.width}`);

      // Stored: a reload lists it as labelled and loads its labels.
      await page.reload();
      await chooseOption(page, /^Category/, /Chip Resistor/);
      // Labelled parts come after every unlabelled one: page on until it shows.
      // The first "More parts" page fails (the connection drops on every one of
      // the client's own retries): "Try again" repeats that page and keeps the
      // ones already listed. The page after that comes back empty with a cursor,
      // as when the server's read budget ran out: the list reads on by itself.
      const saved = page.getByRole('button', { name: /✓ labelled/ }).filter({ hasText: mpn });
      await page
        .getByRole('button', { name: /to label/ })
        .first()
        .waitFor();
      let failing = true;
      let emptyOnce = true;
      await page.route(/\/labeling\/parts\?.*cursor=/, async (route) => {
        if (failing) return route.abort('connectionreset');
        if (!emptyOnce) return route.continue();
        emptyOnce = false;
        const cursor = new URL(route.request().url()).searchParams.get('cursor');
        return route.fulfill({ response: await route.fetch(), json: { parts: [], next_cursor: cursor } });
      });
      const listed = page.getByRole('region', { name: 'Parts to label' }).getByRole('listitem');
      const retry = page.getByRole('button', { name: 'Try again' });
      for (let pages = 0; (await saved.count()) === 0; pages++) {
        expect(pages, 'the labelled part never showed in the list').toBeLessThan(40);
        const before = await listed.count();
        await page.getByRole('button', { name: 'More parts' }).or(retry).click();
        // Settled: the page arrived, or it failed and offers to try again.
        await expect.poll(async () => (await retry.isVisible()) || (await listed.count()) > before, { timeout: 60_000 }).toBe(true);
        if (failing) {
          expect(await retry.isVisible(), 'a failed page offers to try again').toBe(true);
          expect(await listed.count(), 'the parts already listed stay').toBe(before);
          await retry.scrollIntoViewIfNeeded();
          await screenshot(page, `character-labeler-retry-${viewport.width}`);
          failing = false;
        }
      }
      expect(emptyOnce, 'an empty page was answered and read past').toBe(false);
      await saved.click();
      expect(
        await page
          .getByTestId('value-text-editor')
          .getByRole('button')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-parameter'))),
      ).toEqual(labelled);
      await page.context().close();
    });
  }
});
