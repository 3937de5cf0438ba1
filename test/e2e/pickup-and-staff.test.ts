/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import type { Order } from '#contracts/schemas/orders.ts';
import { boardFixtures, putBom } from '../support/assembly.ts';
import { uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { launchBrowser } from './browser.ts';
import { analyticsOf, shoot, signedInPage } from './signed-in-page.ts';

// An Admin approves a customer to pay later on /internal/users; the customer
// picks their boards up (place and hours shown, no address or rate needed),
// pays with "None needed", lands on /order-complete and finds the order on
// /my-account; staff cancel it on /internal/orders and see the parts it held
// go back to stock. Analytics follow the customer, not the staff.

const stack = inject('stack');
let browser: Browser;
let customer: TestIdentity & { userId: string };
let admin: TestIdentity;
let orderId = '';

// C11702 (1 kΩ 0402) and C1525 (100 nF 0402) are in the demo catalogue, in stock.
const BOM = ['Reference,Quantity,Value,Footprint,LCSC', 'R1,1,1k,R_0402,C11702', '"C1,C2",2,100nF,C_0402,C1525'].join('\n');

const open = (who: TestIdentity | null) => signedInPage(browser, stack.siteUrl, stack.userPoolClientId, who);

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('pickup');
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  expect(created.status).toBe(200);
  customer = { ...(await signIn(identity.email, identity.password)), userId: created.json.user_id as string };
  admin = await signIn(stack.admin!.email, stack.admin!.password);

  // A processed board whose BOM takes two catalogue parts, in the customer's cart.
  const boardId = await uploadBoard(
    customer.idToken,
    'RVPC_Rev_B-gerbers.zip',
    readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
  );
  expect((await waitForProcessed(customer.idToken, boardId)).processing).toBe('Complete');
  const assembly = await putBom(customer.idToken, boardId, { name: 'pickup-bom.csv', bytes: new TextEncoder().encode(BOM) }, 0);
  const quantity = await api('PUT', `/api/boards/${boardId}/quantity`, {
    token: customer.idToken,
    body: { quantity: 10, version: assembly.version },
  });
  expect(quantity.status, JSON.stringify(quantity.json)).toBe(200);
  const cartPath = `/api/users/${customer.userId}/shopping-cart`;
  const put = await api('PUT', cartPath, {
    token: customer.idToken,
    body: {
      version: 0,
      items: [{ board_id: boardId }],
      shipping_address: null,
      shipping_rate: null,
      pickup_info: null,
      coupons_applied: [],
      lead_time_id: null,
    },
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('paying later, picking up, canceling', () => {
  it('an Admin approves the customer to pay later on /internal/users; the customer cannot call that API (403)', async () => {
    expect((await api('GET', `/api/internal/users?search=${encodeURIComponent(customer.email)}`, { token: customer.idToken })).status).toBe(
      403,
    );
    expect(
      (
        await api('PUT', `/api/internal/users/${customer.userId}/payment-approval`, {
          token: customer.idToken,
          body: { payment_not_required: true, version: 0 },
        })
      ).status,
    ).toBe(403);

    const page = await open(admin);
    await page.goto(`${stack.siteUrl}/internal/users`);
    await page.getByTestId('staff-user-row').first().waitFor({ timeout: 20_000 });
    await page.getByLabel('Search by e-mail').fill(customer.email.split('@')[0]!.toUpperCase());
    await page.getByRole('button', { name: 'Search users' }).click();
    const row = page.getByTestId('staff-user-row').filter({ hasText: customer.email });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('staff-user-row').count()).toBe(1);
    expect(await row.innerText()).toContain('0 orders');
    await row.click();
    const panel = page.getByRole('region', { name: 'User', exact: true });
    expect(await panel.innerText()).toContain('Customer (no staff groups)');
    expect(await panel.getByTestId('approval-record').innerText()).toBe('Never approved.');
    const toggle = panel.getByLabel('Approved to pay later (payment method None needed)');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect.poll(() => panel.getByTestId('approval-record').innerText()).toMatch(new RegExp(`^Approved by ${stack.admin!.email} on `));
    expect(await toggle.isChecked()).toBe(true);
    expect(await row.innerText()).toContain('Pays later');
    await shoot(page, 'internal-users', { user: 'section[aria-label="User"]' });
    // An Engineer or Blogger finds no users here: the whole list is Admin's, and staff rows show their groups.
    await page.getByLabel('Search by e-mail').fill(stack.admin!.email);
    await page.getByRole('button', { name: 'Search users' }).click();
    await expect
      .poll(() => page.getByTestId('staff-user-row').filter({ hasText: stack.admin!.email }).innerText(), { timeout: 20_000 })
      .toContain('Admin');
    await page.context().close();
  });

  it('pickup: the place and its hours are shown, no address or rate is needed, None needed is offered and the order completes', async () => {
    const page = await open(customer);
    await page.goto(`${stack.siteUrl}/shopping-cart`);
    const item = page.getByTestId('cart-item');
    await item.waitFor({ timeout: 20_000 });
    await expect.poll(() => item.innerText(), { timeout: 20_000 }).toContain('Has instant quote');
    expect(await page.getByTestId('cart-status').innerText()).toContain('Choose a shipping address and a rate, or pickup.');

    await page.getByRole('radio', { name: 'Pick up' }).check();
    const place = page.getByTestId('pickup-choice').first();
    await place.waitFor();
    // hour formatting (docs/limits.md#hours): 12-hour times.
    const placeText = await place.innerText();
    expect(placeText).toContain('Copperline workshop');
    expect(placeText).toContain('200 Foundry Street');
    expect(placeText).toMatch(/Monday–Friday: 9 am–5 pm/);
    expect(placeText).toMatch(/Saturday: 10 am–2 pm/);
    await place.click();
    await expect.poll(() => page.getByTestId('cart-status').innerText()).toContain('Cart can be ordered');
    // No address and no rate: pickup is enough.
    expect(await page.getByTestId('address-choice').count()).toBe(0);
    expect(await page.getByTestId('rate-choice').count()).toBe(0);
    const total = await page.getByTestId('cart-total').innerText();
    await shoot(page, 'cart-pickup', { delivery: 'section[aria-labelledby="delivery-heading"]', summary: 'aside[aria-label="Summary"]' });

    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    const none = payment.getByRole('radio', { name: /None needed/ });
    expect(await none.isDisabled()).toBe(false);
    await none.check();
    await shoot(page, 'cart-pickup-checkout', { payment: 'section[aria-labelledby="payment-heading"]' });
    await payment.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-complete\/[0-9a-z]{24}$/, { timeout: 20_000 });
    orderId = page.url().split('/').pop()!;
    await page.getByTestId('order-complete').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('order-total').innerText()).toBe(total.replace(/\s+/g, ' ').trim());
    expect(await page.getByTestId('order-complete').innerText()).toContain('Copperline workshop');
    const order = (await api('GET', `/api/orders/${orderId}`, { token: customer.idToken })).json as unknown as Order;
    expect(order).toMatchObject({
      payment_method: 'None needed',
      shipping_address: null,
      shipping_rate: null,
      pickup_info: { location_id: 'workshop' },
    });
    // A customer is followed by analytics: the checkout's events went out.
    await expect.poll(async () => (await analyticsOf(page)).map((e) => e.name)).toContain('Placed order');

    await page.goto(`${stack.siteUrl}/my-account`);
    const mine = page.getByTestId('my-order').filter({ hasText: orderId });
    await mine.waitFor({ timeout: 20_000 });
    expect(await mine.getByRole('list', { name: 'Order history' }).innerText()).toContain('Order: Created');
    await page.context().close();
  });

  it('staff cancel the order on /internal/orders and see the parts it held returned to stock', async () => {
    const order = (await api('GET', `/api/orders/${orderId}`, { token: customer.idToken })).json as unknown as Order;
    const held = order.items.flatMap((i) => i.quote.quoted_parts).filter((p) => p.price_info?.basis === 'price_break');
    expect(held.length).toBe(2);
    const stockOf = async (partId: string) => ((await api('GET', `/api/parts/${partId}`)).json as unknown as Part).stock;
    const before = new Map(await Promise.all(held.map(async (p) => [p.part_id, await stockOf(p.part_id)] as const)));

    const page = await open(admin);
    await page.goto(`${stack.siteUrl}/internal/orders`);
    const row = page.getByTestId('staff-order-row').filter({ hasText: orderId });
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const group = page.getByRole('group', { name: 'Order state' });
    await expect.poll(() => group.locator('strong').innerText()).toBe('Created');
    await group.getByRole('button', { name: 'Canceled' }).click();
    await expect.poll(() => group.locator('strong').innerText()).toBe('Canceled');
    expect(await group.innerText()).toContain('No further moves');
    const history = page.getByRole('region', { name: 'Order', exact: true }).getByRole('list', { name: 'Order history' });
    await expect.poll(() => history.innerText()).toContain('Released: Returned to stock:');
    const released = await history.innerText();
    for (const p of held) {
      const name = (await api('GET', `/api/parts/${p.part_id}`)).json.supplier_code as string;
      const after = before.get(p.part_id)! + p.price_info!.purchase_quantity;
      expect(released).toContain(`${p.price_info!.purchase_quantity} × ${name} (now ${after})`);
      expect(await stockOf(p.part_id)).toBe(after);
    }
    await shoot(page, 'internal-orders-canceled', { order: 'section[aria-label="Order"]' });
    // Staff are not followed by analytics: nothing went out from this page.
    expect(await analyticsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('analytics follow a visitor but not a signed-in Admin (the company’s own domain and staff)', async () => {
    const signUp = async (who: TestIdentity | null) => {
      const page = await open(who);
      await page.goto(`${stack.siteUrl}/newsletter`);
      if (who)
        await page
          .getByRole('link', { name: /My account/ })
          .first()
          .waitFor({ state: 'attached', timeout: 20_000 });
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByLabel('Email').fill(`news.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
      await form.getByRole('button', { name: 'Sign up' }).click();
      await page.getByText('Thanks for signing up!').waitFor({ timeout: 20_000 });
      const events = (await analyticsOf(page)).map((e) => e.name);
      await page.context().close();
      return events;
    };
    expect(await signUp(null)).toContain('Sign-up for newsletter');
    expect(await signUp(admin)).toEqual([]);
  });
});
