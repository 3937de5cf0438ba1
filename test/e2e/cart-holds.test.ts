/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { getAssembly, putBom } from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api, signIn, type TestIdentity, withEmailVerified } from '../support/identities.ts';
import { launchBrowser } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// The cart names what it holds (docs/checkout.md#cart-holds): a board whose
// BOM places parts of the demo catalogue goes into the cart, and the cart page
// lists each held part by catalogue number, MPN and description, how many are
// held and until when. An Admin finds the hold on /internal/stock-holds and
// releases it (docs/checkout.md#staff-view-of-holds); the cart then says the
// hold ended, and "Hold parts again" holds them once more. An account whose
// e-mail is no longer confirmed holds nothing, and the cart says why.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
// C11702 (1 kΩ 0402) and C1525 (100 nF 0402) are in the demo catalogue.
const BOM = ['Reference,Quantity,Value,Footprint,LCSC', 'R1,1,1k,R_0402,C11702', '"C1,C2",2,100nF,C_0402,C1525'].join('\n');

let browser: Browser;
let customer: TestIdentity & { userId: string };
let boardId: string;

async function instantQuote(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await api('GET', `/api/boards/${boardId}/quote`, { token: customer.idToken });
    const status = (res.json.quote as { status?: string } | null)?.status;
    if (status === 'Has instant quote') return;
    if (Date.now() > deadline) throw new Error(`quote still ${String(status)}: ${JSON.stringify(res.json.quote)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await customerWithUser('cart-holds');
  boardId = await uploadBoard(
    customer.idToken,
    'RVPC_Rev_B-gerbers.zip',
    new Uint8Array(readFileSync(path.join(fixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'))),
  );
  expect((await waitForProcessed(customer.idToken, boardId)).processing).toBe('Complete');
  const { version } = await getAssembly(customer.idToken, boardId);
  await putBom(customer.idToken, boardId, { name: 'holds-bom.csv', bytes: new TextEncoder().encode(BOM) }, version);
  await instantQuote();
});
afterAll(async () => {
  await browser?.close();
});

describe('the parts the cart holds', () => {
  it('lists each held part by name with the units held and the time the hold lasts until', async () => {
    const cartPath = `/api/users/${customer.userId}/shopping-cart`;
    const empty = (await api('GET', cartPath, { token: customer.idToken })).json as unknown as ShoppingCart;
    const put = await api('PUT', cartPath, {
      token: customer.idToken,
      body: {
        version: empty.version,
        items: [{ board_id: boardId }],
        shipping_address: null,
        shipping_rate: null,
        pickup_info: null,
        coupons_applied: [],
        lead_time_id: null,
      },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const holds = (put.json as unknown as ShoppingCart).stock_holds!;
    // Held by catalogue number, with the catalogue's MPN and description.
    expect(holds.parts.map((p) => p.name).sort()).toEqual(['C11702', 'C1525']);
    for (const p of holds.parts) {
      expect(p.mpn, p.name).toBeTruthy();
      expect(p.description, p.name).toBeTruthy();
    }
    const c1525 = holds.parts.find((p) => p.name === 'C1525')!;
    expect(c1525.quantity).toBeGreaterThanOrEqual(2);
    const until = Date.parse(holds.held_until!);
    expect(until - Date.now()).toBeGreaterThan(25 * 60_000);

    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    await page.goto(`${stack.siteUrl}/shopping-cart`);
    const box = page.getByTestId('cart-holds');
    await box.waitFor({ timeout: 30_000 });
    const rows = box.getByTestId('held-part');
    await expect.poll(() => rows.count()).toBe(2);
    for (const p of holds.parts) {
      const text = await rows.filter({ hasText: p.name }).textContent();
      expect(text).toContain(p.description!);
      expect(text).toContain(p.mpn!);
      expect(text).toContain(`${p.quantity.toLocaleString('en-US')} held`);
    }
    // The hold's end as the browser's clock shows it (the page renews the hold on every read, so a minute later at most).
    const shown = await box.locator('time').getAttribute('datetime');
    expect(Date.parse(shown!)).toBeGreaterThanOrEqual(until);
    // A time alone when the hold ends today; the day first when it ends tomorrow (a run just before midnight).
    const endsToday = await page.evaluate((iso) => new Date(iso).toDateString() === new Date().toDateString(), shown!);
    expect(await box.locator('time').textContent()).toMatch(
      endsToday ? /^\d{1,2}:\d{2}/ : /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} \d{1,2}:\d{2}/,
    );

    await shoot(page, 'cart-holds', { holds: '[data-testid="cart-holds"]' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('an Admin sees the hold on /internal/stock-holds and releases it; the customer holds the parts again from the cart', async () => {
    const cartPath = `/api/users/${customer.userId}/shopping-cart`;
    const held = ((await api('GET', cartPath, { token: customer.idToken })).json as unknown as ShoppingCart).stock_holds!;
    expect(held.parts).toHaveLength(2);

    const admin = await signIn(stack.admin!.email, stack.admin!.password);
    const staff = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, admin);
    await staff.goto(`${stack.siteUrl}/internal/stock-holds`);
    await staff.getByRole('heading', { name: 'Who holds what' }).waitFor({ timeout: 30_000 });
    const row = staff.getByTestId('stock-hold-row').filter({ hasText: customer.email });
    // The hold that ends first is on top: ours, just made, may be on a later page.
    for (let tries = 0; (await row.count()) === 0 && tries < 20; tries++) {
      const more = staff.getByRole('button', { name: 'More holds' });
      await expect.poll(async () => (await row.count()) > 0 || (await more.count()) > 0, { timeout: 15_000 }).toBe(true);
      if ((await row.count()) === 0) await more.click();
    }
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Cart');
    for (const p of held.parts) expect(text).toContain(`${p.name} × ${p.quantity.toLocaleString('en-US')}`);
    await shoot(staff, 'stock-holds', { hold: `[data-testid="stock-hold-row"]:has-text("${customer.email}")` });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: `Release the hold of ${customer.email}` }).click();
    await staff.getByRole('dialog', { name: 'Release this hold?' }).getByRole('button', { name: 'Release' }).click();
    await staff.getByRole('status').filter({ hasText: 'Released 2 parts of order' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();

    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, customer);
    await page.goto(`${stack.siteUrl}/shopping-cart`);
    const box = page.getByTestId('cart-holds');
    await box.waitFor({ timeout: 30_000 });
    const ended = box.getByTestId('not-held-part');
    await expect.poll(() => ended.count()).toBe(2);
    expect(await box.getByTestId('held-part').count()).toBe(0);
    expect(await ended.first().textContent()).toContain('hold ended');
    await shoot(page, 'cart-holds-ended', { holds: '[data-testid="cart-holds"]' });

    await box.getByRole('button', { name: 'Hold parts again' }).click();
    await expect.poll(() => box.getByTestId('held-part').count()).toBe(2);
    expect(await box.getByTestId('not-held-part').count()).toBe(0);
    await page.context().close();
  });

  it('an account whose e-mail is not confirmed holds nothing, and the cart says so', async () => {
    const setVerified = (value: boolean) => withEmailVerified(customer, value);
    const unverified = { ...(await setVerified(false)), userId: customer.userId };
    try {
      const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, unverified);
      await page.goto(`${stack.siteUrl}/shopping-cart`);
      const box = page.getByTestId('cart-holds');
      await box.waitFor({ timeout: 30_000 });
      const refusal = box.getByTestId('hold-refusal');
      await refusal.waitFor();
      expect(await refusal.getAttribute('data-code')).toBe('stock_hold_unconfirmed');
      expect(await refusal.textContent()).toContain('Confirm your e-mail address');
      // Changing the cart (another production time) now gives the held parts back.
      await page.locator('input[name="lead-time"]:not(:checked):not(:disabled)').first().click();
      await expect.poll(() => box.getByTestId('held-part').count()).toBe(0);
      await shoot(page, 'cart-holds-unconfirmed', { holds: '[data-testid="cart-holds"]' });
      await page.context().close();
    } finally {
      await setVerified(true);
    }
  });
});
