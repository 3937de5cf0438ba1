/// <reference lib="dom" />
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { waitForCoupon } from '../support/outbox.ts';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { analyticsOf, shoot, signedInPage as openSignedIn } from './signed-in-page.ts';

// A customer's whole way from a processed board to an order: add it to the
// cart, pick a saved address and a rate, apply the newsletter coupon, see that
// card payment is unavailable locally, pay by purchase order, land on
// /order-complete (which sends "Placed order" once) and find the order on
// /my-account; then staff move it along on /internal/orders.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
let browser: Browser;
let customer: TestIdentity & { userId: string };
let couponCode: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const identity = await newCustomer('checkout');
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  expect(created.status).toBe(200);
  customer = { ...(await signIn(identity.email, identity.password)), userId: created.json.user_id as string };
  const address = {
    name: 'Ada Lovelace',
    company_name: 'Analytical Engines',
    address_line_1: '12 Analytical Way',
    address_line_2: '',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    phone_number: '2175550100',
  };
  expect((await api('POST', `/api/users/${customer.userId}/addresses`, { token: customer.idToken, body: address })).status).toBe(201);
  const contact = await api('PUT', '/api/add-marketing-contact', {
    body: { email: customer.email, first_name: 'Ada', last_name: 'Lovelace', source: 'Newsletter' },
  });
  expect(contact.json).toEqual({ email: customer.email });
  // The coupon travels only by e-mail (docs/security.md#newsletter-coupon).
  couponCode = await waitForCoupon(stack.dataDir, customer.email);
});
afterAll(async () => {
  await browser?.close();
});

const signedInPage = (who: TestIdentity, viewport = DESKTOP): Promise<Page> =>
  openSignedIn(browser, stack.siteUrl, stack.userPoolClientId, who, viewport);
const analytics = analyticsOf;

describe('cart → checkout → order', () => {
  let orderId: string;

  it('adds a processed board, picks address, rate and coupon, pays by purchase order and lands on /order-complete', async () => {
    const page = await signedInPage(customer);
    await page.goto(`${stack.siteUrl}/upload-board`);
    await page.getByTestId('board-drop-zone').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Gerber' }).check();
    await page.getByLabel('Board file').setInputFiles(path.join(fixtures, 'tracespace-arduino-uno/arduino-uno-nested-folder.zip'));
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/, { timeout: 20_000 });
    await page.getByTestId('board-render-top').waitFor({ timeout: 30_000 });
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible()) await gotIt.click();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'In your cart — view cart' }).click();
    await page.waitForURL(/\/shopping-cart$/);
    const item = page.getByTestId('cart-item');
    await item.waitFor({ timeout: 20_000 });
    await expect.poll(() => item.innerText()).toContain('Has instant quote');
    // Each board is named with its revision (docs/revisions.md#orders-name-the-revision): a first upload is A.
    expect(await item.getByRole('link').first().innerText()).toBe('arduino-uno-nested-folder.zip (rev A)');
    // The header's cart link counts the boards in the cart.
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .first()
        .getByRole('link', { name: /Shopping cart/ })
        .innerText(),
    ).toMatch(/Shopping cart\s*1/);
    expect(await page.getByTestId('cart-status').innerText()).toContain('Cart has issues');
    expect(await page.getByTestId('cart-status').innerText()).toContain('Choose a shipping address and a rate, or pickup.');

    // One quantity: the cart changes the board's own figure, and the review page shows it.
    let quantity = item.getByLabel('Boards');
    await quantity.fill('150');
    await quantity.press('Enter');
    await expect.poll(() => quantity.inputValue()).toBe('150');
    // The change is saved on the board once the cart is no longer busy.
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('cart-status').innerText()).not.toContain('refreshed');
    await item.getByRole('link').click();
    await page.waitForURL(/\/review-board\/[0-9a-z]{24}$/);
    const onBoard = page.locator('#board-quantity');
    await expect.poll(() => onBoard.inputValue(), { timeout: 20_000 }).toBe('150');
    await expect.poll(() => page.getByText(/for 150 boards/).count()).toBeGreaterThan(0);
    // …and a change on the review page is the cart's: 200 boards, so the order is over $200 for the newsletter coupon.
    await onBoard.fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/for 200 boards/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shoot(page, 'review-quantity');
    await page.goto(`${stack.siteUrl}/shopping-cart`);
    await item.waitFor({ timeout: 20_000 });
    quantity = item.getByLabel('Boards');
    await expect.poll(() => quantity.inputValue(), { timeout: 20_000 }).toBe('200');
    await expect.poll(() => page.getByTestId('cart-status').innerText()).not.toContain('refreshed');

    await page.getByTestId('address-choice').first().click();
    await page.getByTestId('rate-choice').first().waitFor();
    const rateText = await page.getByTestId('rate-choice').first().innerText();
    expect(rateText).toMatch(/Ground \$\d+\.\d{2}\n?\s*5 days \(ships .+\)/);
    await page.getByTestId('rate-choice').first().click();
    await expect.poll(() => page.getByTestId('cart-status').innerText()).toContain('Cart can be ordered');

    await page.getByLabel('Coupon code').fill(couponCode.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('applied-coupon').innerText()).toContain('−$100.00');
    const total = await page.getByTestId('cart-total').innerText();
    await shoot(page, 'cart-ready', {
      items: '[aria-label="Boards in your cart"]',
      delivery: 'section[aria-labelledby="delivery-heading"]',
      summary: 'aside[aria-label="Summary"]',
    });

    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    // Without Stripe keys the store says so: no pretend card payment.
    expect(await payment.getByRole('radio', { name: /Card/ }).isDisabled()).toBe(true);
    expect(await payment.innerText()).toContain('Card payment is unavailable.');
    expect(await payment.getByRole('radio', { name: /Purchase order/ }).isChecked()).toBe(true);
    expect(await payment.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
    await payment.getByLabel('Purchase order number').fill('PO-4711');
    await payment.getByLabel('Send the invoice to').fill('accounts@example.com');
    const dir = mkdtempSync(path.join(tmpdir(), 'po-'));
    const pdf = path.join(dir, 'PO-4711.pdf');
    writeFileSync(pdf, '%PDF-1.4\n% Purchase order 4711\n%%EOF\n');
    await payment.getByLabel(/Purchase order document/).setInputFiles(pdf);
    await shoot(page, 'cart-checkout', { summary: 'aside[aria-label="Summary"]' });

    await payment.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-complete\/[0-9a-z]{24}$/, { timeout: 20_000 });
    orderId = page.url().split('/').pop()!;
    await page.getByTestId('order-complete').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('order-total').innerText()).toBe(total.replace(/\s+/g, ' ').trim());
    expect(await page.getByTestId('order-complete').innerText()).toContain('PO-4711');

    // "Placed order" went out once, with Value and Currency, and the order is marked tracked.
    await expect.poll(async () => (await api('GET', `/api/orders/${orderId}`, { token: customer.idToken })).json.was_tracked).toBe(true);
    const events = (await analytics(page)).filter((e) => ['Click checkout', 'Place order', 'Placed order'].includes(e.name));
    expect(events.map((e) => e.name)).toEqual(['Click checkout', 'Place order', 'Placed order']);
    const placed = events.find((e) => e.name === 'Placed order')!;
    expect(placed.properties).toMatchObject({ Currency: 'USD', OrderId: orderId });
    expect(`$${placed.properties.Value} USD`).toBe(total.replace(/\s+/g, ' ').trim());
    await shoot(page, 'order-complete', { order: '[data-testid="order-complete"]' });

    // A reload does not send it again.
    await page.reload();
    await page.getByTestId('order-complete').waitFor();
    expect((await analytics(page)).filter((e) => e.name === 'Placed order')).toHaveLength(0);
  });

  it('shows the order with its timeline on /my-account, and the emptied cart', async () => {
    const page = await signedInPage(customer);
    await page.goto(`${stack.siteUrl}/my-account`);
    const order = page.getByTestId('my-order');
    await order.waitFor({ timeout: 20_000 });
    expect(await order.innerText()).toContain(orderId);
    expect(await order.getByRole('list', { name: 'Order history' }).innerText()).toContain('Order: Created');
    await page.getByTestId('my-order').locator('summary').click();
    expect(await order.getByRole('region', { name: 'Boards' }).innerText()).toContain('arduino-uno-nested-folder.zip (rev A)');
    await shoot(page, 'account-orders', { orders: '#orders' });
    await page.goto(`${stack.siteUrl}/shopping-cart`);
    await page.getByTestId('cart-empty').waitFor({ timeout: 20_000 });
  });

  it('orders the board again from /my-account: a copy of rev A in the cart, with a note that rev B exists', async () => {
    const placed = await api('GET', `/api/orders/${orderId}`, { token: customer.idToken });
    const boardId = (placed.json.items as { board_id: string }[])[0]!.board_id;
    const revB = await api('POST', `/api/boards/${boardId}/revisions`, {
      token: customer.idToken,
      body: { file_name: 'arduino-uno-rev-b.zip', size: 1_000, cad_source: 'Gerber' },
    });
    expect(revB.status).toBe(201);
    const page = await signedInPage(customer, MOBILE);
    await page.goto(`${stack.siteUrl}/my-account`);
    const order = page.getByTestId('my-order');
    await order.waitFor({ timeout: 20_000 });
    await order.locator('summary').click();
    await order.getByRole('button', { name: 'Order arduino-uno-nested-folder.zip (rev A) again' }).click();
    const done = order.getByTestId('order-again');
    await done.getByText('Rev B exists; you are ordering rev A again.').waitFor({ timeout: 20_000 });
    await done.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-order-again-390');
    await page.setViewportSize(DESKTOP);
    await done.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-order-again-1280');
    await done.getByRole('link', { name: 'In your cart — view cart' }).click();
    const item = page.getByTestId('cart-item');
    await item.first().waitFor({ timeout: 20_000 });
    expect(await item.count()).toBe(1);
    expect(await item.innerText()).toContain('arduino-uno-nested-folder.zip (rev A)');
    // The ordered board's own review page offers the same, instead of "Add to cart".
    await page.goto(`${stack.siteUrl}/review-board/${boardId}`);
    await page.getByRole('button', { name: 'Order arduino-uno-nested-folder.zip (rev A) again' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    // The copy's review page says what it is and sends new revisions to the original.
    const cart = await api('GET', `/api/users/${customer.userId}/shopping-cart`, { token: customer.idToken });
    const copyId = (cart.json.items as { board_id: string }[])[0]!.board_id;
    await page.goto(`${stack.siteUrl}/review-board/${copyId}`);
    const revisions = page.getByRole('region', { name: 'Revisions' });
    await revisions.getByRole('link', { name: 'original board' }).waitFor({ timeout: 20_000 });
    expect(await revisions.getByRole('button', { name: 'Upload a new revision' }).count()).toBe(0);
    await screenshot(page, 'review-board-copy-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'review-board-copy-390');
  });

  it('staff receive the order on /internal/orders; the customer is e-mailed', async () => {
    const admin = await signIn(stack.admin!.email, stack.admin!.password);
    const page = await signedInPage(admin);
    await page.goto(`${stack.siteUrl}/internal/orders`);
    const row = page.getByTestId('staff-order-row').filter({ hasText: orderId });
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const group = page.getByRole('group', { name: 'Order state' });
    expect(await group.locator('strong').innerText()).toBe('Created');
    await group.getByRole('button', { name: 'Order received' }).click();
    await expect.poll(() => group.locator('strong').innerText()).toBe('Order received');
    // A shipped order: Shipped is offered, Ready for pickup is not.
    expect(await group.getByRole('button', { name: 'Shipped' }).count()).toBe(1);
    expect(await group.getByRole('button', { name: 'Ready for pickup' }).count()).toBe(0);
    await shoot(page, 'internal-orders', { order: 'section[aria-label="Order"]' });
    const outbox = await (await fetch(`${stack.apiUrl}/_local/outbox`)).text();
    expect(outbox).toContain(`Order ${orderId}: Order received`);
    expect(outbox).toContain(`We received your order ${orderId}`);
  });
});
