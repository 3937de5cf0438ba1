/// <reference lib="dom" />
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { shoot, signedInPage as openSignedIn } from './signed-in-page.ts';

// A customer chooses board options on the review page as a real shop's
// customer would: uploads a real board, picks ENIG and a black solder mask,
// sees the quote move by exactly the difference shown next to each choice,
// orders it, and finds the options on /my-account; staff see them on
// /internal/orders.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
let browser: Browser;
let customer: TestIdentity & { userId: string };
let orderId = '';

/** "$1,234.56" → 123456; "−$12.00" → −1200. */
function cents(text: string): number {
  const match = /([+−-])?\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in “${text}”`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

const signedInPage = (who: TestIdentity, viewport = DESKTOP): Promise<Page> =>
  openSignedIn(browser, stack.siteUrl, stack.userPoolClientId, who, viewport);
const total = async (page: Page) => cents((await page.getByTestId('quote-total').textContent()) ?? '');

/** Chooses `value` for the option, after reading the difference shown next to it; returns that difference. */
async function choose(page: Page, option: string, value: string): Promise<number> {
  const choice = page.getByTestId(`option-${option}`).locator('label').filter({ hasText: value });
  const shown = cents(await choice.getByTestId('price-change').innerText());
  await choice.click();
  await expect.poll(() => choice.getByTestId('price-change').innerText(), { timeout: 20_000 }).toBe('Selected');
  return shown;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('options-web');
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  expect(created.status).toBe(200);
  customer = { ...(await signIn(identity.email, identity.password)), userId: created.json.user_id as string };
  const address = {
    name: 'Grace Hopper',
    company_name: 'Compilers Inc',
    address_line_1: '1 Harvard Way',
    address_line_2: '',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    phone_number: '2175550101',
  };
  expect((await api('POST', `/api/users/${customer.userId}/addresses`, { token: customer.idToken, body: address })).status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe('board options on the review page', () => {
  it('shows each choice’s price difference, and the quote moves by exactly that; the cart keeps the options', async () => {
    const page = await signedInPage(customer);
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));
    await page.getByTestId('board-render-top').waitFor({ timeout: 40_000 });
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible()) await gotIt.click();
    await expect.poll(() => page.getByTestId('quote-status').textContent(), { timeout: 30_000 }).toBe('Has instant quote');

    // A 2-layer board: no inner copper, plugged vias not offered, and each says why.
    expect(await page.getByTestId('option-inner_copper_oz').innerText()).toContain(
      'Only boards with 4 or more copper layers have inner layers',
    );
    expect(await page.getByTestId('option-via_treatment').innerText()).toContain('Plugged vias are made on boards with 4 or more layers');
    expect(
      await page
        .getByTestId('option-via_treatment')
        .getByRole('radio', { name: /Plugged/ })
        .isDisabled(),
    ).toBe(true);

    const before = await total(page);
    const enig = await choose(page, 'finish', 'ENIG');
    expect(enig).toBeGreaterThan(0);
    await expect.poll(() => total(page), { timeout: 20_000 }).toBe(before + enig);
    const black = await choose(page, 'colour', 'Black');
    expect(black).toBeGreaterThan(0);
    await expect.poll(() => total(page), { timeout: 20_000 }).toBe(before + enig + black);
    // Each non-default option is its own line of the explained quote.
    const lines = await page.getByRole('region', { name: 'Quote' }).innerText();
    expect(lines).toContain('ENIG finish, per order');
    expect(lines).toContain('Black solder mask, per order');
    // Back to the default finish would save what ENIG added.
    expect(
      cents(
        await page
          .getByTestId('option-finish')
          .locator('label')
          .filter({ hasText: 'HASL (lead-free)' })
          .getByTestId('price-change')
          .innerText(),
      ),
    ).toBe(-enig);
    await shoot(page, 'board-options', { options: '#board-options', quote: 'section[aria-labelledby="quote-heading"]' });

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'In your cart — view cart' }).click();
    await page.waitForURL(/\/shopping-cart$/);
    const item = page.getByTestId('cart-item');
    await item.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => item.getByTestId('cart-item-options').innerText(), { timeout: 20_000 })
      .toBe('Surface finish: ENIG · Solder mask colour: Black');

    await page.getByTestId('address-choice').first().click();
    // The choices are disabled while the cart saves; choose the rate once they are enabled again.
    const rate = page.getByTestId('rate-choice').first();
    await expect
      .poll(
        async () => {
          const radio = rate.locator('input');
          if ((await radio.count()) > 0 && (await radio.isEnabled()) && !(await radio.isChecked())) await rate.click();
          return page.getByTestId('cart-status').innerText();
        },
        { timeout: 30_000 },
      )
      .toContain('Cart can be ordered');
    await shoot(page, 'board-options-cart', { items: '[aria-label="Boards in your cart"]' });
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByLabel('Purchase order number').fill('PO-OPT-1');
    await payment.getByLabel('Send the invoice to').fill('accounts@example.com');
    const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'po-')), 'PO-OPT-1.pdf');
    writeFileSync(pdf, '%PDF-1.4\n% Purchase order\n%%EOF\n');
    await payment.getByLabel(/Purchase order document/).setInputFiles(pdf);
    await payment.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-complete\/[0-9a-z]{24}$/, { timeout: 30_000 });
    orderId = page.url().split('/').pop()!;
  });

  it('shows the ordered options on /my-account', async () => {
    expect(orderId).not.toBe('');
    const page = await signedInPage(customer);
    await page.goto(`${stack.siteUrl}/my-account`);
    const order = page.getByTestId('my-order').filter({ hasText: orderId });
    await order.waitFor({ timeout: 20_000 });
    await order.locator('summary').click();
    const options = await order.getByTestId('order-board-options').innerText();
    expect(options).toContain('Surface finish: ENIG');
    expect(options).toContain('Solder mask colour: Black');
    expect(options).toContain('Board thickness: 1.6 mm');
    await shoot(page, 'board-options-account', { orders: '#orders' });
  });

  it('shows them to staff on /internal/orders', async () => {
    const admin = await signIn(stack.admin!.email, stack.admin!.password);
    const page = await signedInPage(admin);
    await page.goto(`${stack.siteUrl}/internal/orders`);
    const row = page.getByTestId('staff-order-row').filter({ hasText: orderId });
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const options = page.locator('section[aria-label="Order"]').getByTestId('order-board-options');
    await options.waitFor({ timeout: 20_000 });
    expect(await options.innerText()).toContain('Surface finish: ENIG · Solder mask colour: Black');
    await shoot(page, 'board-options-staff', { order: 'section[aria-label="Order"]' });
  });

  it('lists the options and the boards they apply to on /capabilities', async () => {
    const page = await signedInPage(customer);
    await page.goto(`${stack.siteUrl}/capabilities`);
    const table = page.getByRole('region', { name: 'Board options you choose' });
    await table.waitFor({ timeout: 20_000 });
    const rows = table.getByTestId('board-option-row');
    expect(await rows.count()).toBe(7);
    expect(await rows.filter({ hasText: 'Via treatment' }).innerText()).toContain('plugged on 4 or more layers');
    await shoot(page, 'board-options-capabilities', { options: 'section[aria-labelledby="board-options-heading"]' });
  });
});
