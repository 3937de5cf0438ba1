import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SAVE_CONFLICT } from '../../web/src/features/pricing/pricing-messages.ts';
import { PRICING_FORM_MESSAGES } from '../../web/src/features/pricing/pricing-form.ts';
import { closeTheShop } from '../support/closed-shop.ts';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { signedInPage } from './signed-in-page.ts';

// The Admin's store settings. /internal/pricing: edit a price, save, see the
// new version; a second editor who started from the old version is refused
// and shown the latest. /internal/config: the shop-setup checklist of a shop
// not yet open, each item confirmed, and the shop opened, while customers are
// told it takes no orders yet. Screenshots at 1280 and 390 px.
const stack = inject('stack');
let browser: Browser;
let admin: TestIdentity;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), newCustomer('pricing-admin', ['Admin'])]);
});
afterAll(async () => {
  await browser?.close();
});

/** /internal/pricing signed in as the Admin, with the session Amplify keeps (signing in through the form is auth-flows' test). */
async function openPricingAsAdmin(viewport: { width: number; height: number }): Promise<Page> {
  const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, viewport);
  await page.goto(`${stack.siteUrl}/internal/pricing`);
  await page.getByTestId('pricing-current').waitFor({ timeout: 20_000 });
  return page;
}

const currentVersion = async (page: Page) => Number((await page.getByTestId('pricing-current').textContent())!.match(/Version (\d+)/)![1]);
const twoLayerRate = (page: Page) => page.getByRole('group', { name: '2 layers' }).getByLabel('Per cm²');

describe('/internal/pricing', () => {
  it('edits a price and saves it as a new version; a stale editor is told and sees the latest', async () => {
    const desktop = await openPricingAsAdmin(DESKTOP);
    const phone = await openPricingAsAdmin(MOBILE);
    const start = await currentVersion(desktop);
    expect(await currentVersion(phone)).toBe(start);

    // A mistyped price is caught before anything is sent.
    const rate = twoLayerRate(desktop);
    const before = await rate.inputValue();
    await rate.fill('abc');
    await rate.blur();
    await desktop.getByText(PRICING_FORM_MESSAGES.unitPrice).waitFor();
    const save = desktop.getByRole('button', { name: `Save as version ${start + 1}` });
    expect(await save.isDisabled()).toBe(true);

    const next = before === '0.031' ? '0.032' : '0.031';
    await rate.fill(next);
    await desktop.getByLabel('What changed (optional)').fill('E2E: 2-layer rate');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await desktop
      .getByRole('status')
      .filter({ hasText: `Saved as version ${start + 1}.` })
      .waitFor({ timeout: 20_000 });
    expect(await currentVersion(desktop)).toBe(start + 1);
    const newest = desktop.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').first();
    expect(await newest.textContent()).toContain(`Version ${start + 1}`);
    expect(await newest.textContent()).toContain('E2E: 2-layer rate');
    expect(await newest.textContent()).toContain(admin.email);
    await desktop.reload();
    await desktop.getByTestId('pricing-current').waitFor({ timeout: 20_000 });
    expect(await twoLayerRate(desktop).inputValue()).toBe(next);
    await screenshot(desktop, 'pricing');

    // The phone still shows the old version: its save is refused and it moves to the latest.
    await phone.getByRole('group', { name: 'Express' }).getByLabel('Business days').fill('4');
    await phone.getByRole('button', { name: `Save as version ${start + 1}` }).click();
    await phone.getByText(SAVE_CONFLICT).waitFor({ timeout: 20_000 });
    await expect.poll(() => currentVersion(phone)).toBe(start + 1);
    expect(await twoLayerRate(phone).inputValue()).toBe(next);
    expect(await phone.getByRole('button', { name: `Save as version ${start + 2}` }).isDisabled()).toBe(true);
    await screenshot(phone, 'pricing-mobile');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await desktop.context().close();
    await phone.context().close();
  });
});

/** Scrolls a section's heading (the checklist's by default) to just below the sticky header, for a viewport screenshot. */
async function toSection(page: Page, id = 'shop-setup') {
  await page.evaluate(async (sectionId) => {
    await new Promise(requestAnimationFrame);
    const below = document.querySelector('header')!.getBoundingClientRect().height + 12;
    window.scrollTo(0, document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY - below);
    await new Promise(requestAnimationFrame);
  }, id);
}

describe('/internal/config: the shop-setup checklist', () => {
  it('tells customers the shop is not open, refuses to open it until each item is confirmed, then opens it', async () => {
    useStackEnv();
    const reopen = await closeTheShop();
    try {
      const visitor = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, null, MOBILE);
      await visitor.goto(stack.siteUrl + '/');
      const notice = visitor.getByRole('status', { name: 'Shop status' });
      await notice.getByText('Copperline is not taking orders yet.').waitFor({ timeout: 20_000 });
      await screenshot(visitor, 'shop-closed-notice-390');
      await visitor.setViewportSize(DESKTOP);
      await screenshot(visitor, 'shop-closed-notice-1280');

      const desktop = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin, DESKTOP);
      await desktop.goto(`${stack.siteUrl}/internal/config`);
      const rows = desktop.getByTestId('shop-setup-item');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(6);
      expect(await desktop.getByTestId('shop-setup-state').allTextContents()).toEqual(Array(6).fill('Not confirmed'));
      await desktop.getByRole('button', { name: 'Open the shop' }).click();
      await desktop.getByRole('alert').getByText('The shop cannot open yet. Review and confirm: Capabilities; Pricing;').waitFor();
      await toSection(desktop);
      await screenshot(desktop, 'shop-setup-checklist-1280');

      for (const title of ['Capabilities', 'Pricing', 'Shipping rates', 'Pickup places', 'Company details', 'E-mail sender']) {
        await desktop.getByRole('button', { name: `Confirm ${title}` }).click();
        await desktop.getByRole('button', { name: `Confirm ${title}` }).waitFor({ state: 'detached', timeout: 20_000 });
      }
      const states = await desktop.getByTestId('shop-setup-state').allTextContents();
      expect(states.filter((state) => state.startsWith(`ConfirmedBy ${admin.email}, `))).toHaveLength(6);
      await desktop.getByRole('button', { name: 'Open the shop' }).click();
      await desktop.getByText(/^The shop is open: it has taken orders since .* \(opened by /).waitFor({ timeout: 20_000 });
      await desktop.setViewportSize(MOBILE);
      await toSection(desktop);
      await screenshot(desktop, 'shop-setup-open-390');
      await toSection(desktop, 'company');
      await screenshot(desktop, 'shop-setup-company-390');
      expect(await desktop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

      await visitor.reload();
      await visitor.locator('h1').first().waitFor();
      expect(await notice.count()).toBe(0);
      await visitor.context().close();
      await desktop.context().close();
    } finally {
      await reopen();
    }
  });
});
