/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  catalogPartInTable,
  checkoutPorts,
  handPlacePart,
  identityOf,
  newUser,
  SPRINGFIELD,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { processedBoard, SMALL_BOARD_METRICS, useStackEnv } from '../support/store-env.ts';
import { downloadedBytes, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// An Engineer opens the production pages as staff would: the feeder report of
// an order in production (download the CSV), the manufacturing dashboard with
// its chart, and the API reference. Orders come from the real checkout.

const stack = inject('stack');
useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const staff = await import('#lambdas/core/orders/order-state-changes.ts');
const bins = await import('#lambdas/core/db/bins.ts');

let browser: Browser;
let engineer: TestIdentity;
let supplierCode = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const part = await catalogPartInTable(100_000);
  supplierCode = part.supplier_code;
  const ports = await checkoutPorts();
  const user = await newUser('feeder-e2e');
  const boardId = await processedBoard(user.userId, 'feeder-e2e.zip', SMALL_BOARD_METRICS, 25);
  await handPlacePart(boardId, part.id, 4);
  let current = await cart.getShoppingCart(user.userId, ports);
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }),
    ports,
  );
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, { shipping_rate: current.shipping_rates.find((r) => r.rate_id === 'ground')! }),
    ports,
  );
  const body: PlaceOrderBody = {
    idempotency_key: current.next_order_id,
    cart_version: current.version,
    board_versions: boardVersionsOf(current),
    expected_total_cents: current.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-E2E',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(user.userId),
    },
  };
  const order = await checkout.placeOrder(identityOf(user), user.userId, body, ports);
  await staff.changeOrderState(
    identityOf(await newUser('feeder-e2e-admin'), ['Admin']),
    order.order_id,
    { kind: 'order', to: 'Order received', version: order.version, note: '' },
    ports,
  );
  const bin = await bins.createBin({ binId: newId(), location: 'Shelf A-03', partId: part.id });
  await bins.changeBinQuantity({ binId: bin.binId, delta: 40, reason: 'Counted', actor: 'e2e' });

  const identity = await newCustomer('feeder-e2e-eng', ['Engineer']);
  expect((await api('PUT', '/api/users', { token: identity.idToken })).status).toBe(200);
  engineer = await signIn(identity.email, identity.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const open = async (path: string): Promise<Page> => {
  const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, engineer);
  await page.goto(`${stack.siteUrl}${path}`);
  return page;
};

describe('/internal/feeder-report', () => {
  it('shows the part to load with its placements, spares, bin and shortfall, and downloads the CSV', async () => {
    const page = await open('/internal/feeder-report');
    await page.getByTestId('feeder-summary').waitFor({ timeout: 30_000 });
    const row = page.getByTestId('feeder-row').filter({ hasText: supplierCode });
    await row.waitFor();
    const text = (await row.textContent())!;
    expect(text).toContain('4 × 25');
    expect(text).toContain('Shelf A-03 (40)');
    expect(text).toContain('0402');
    expect(await page.getByRole('heading', { name: /Basic \(always loaded\)/ }).count()).toBe(1);
    expect(await page.getByTestId('run-order-row').count()).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('feeder-report-in-production.csv');
    const csv = (await downloadedBytes(download)).toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Slot,Feeder,Part number,MPN,Manufacturer,Package,Description,Placements,Spares,Quantity,Bins,Bin stock,Short,Jobs',
    );
    const line = lines.find((l) => l.includes(supplierCode))!;
    expect(line).toContain(',Basic (always loaded),');
    expect(line).toContain(',0402,100 nF test capacitor,100,');

    await shoot(page, 'feeder-report');
    await page.close();
  }, 120_000);
});

describe('/internal/manufacturing-dashboard', () => {
  it('draws the bookings against capacity and lists the numbers', async () => {
    const page = await open('/internal/manufacturing-dashboard');
    await page.getByTestId('figure-open').waitFor({ timeout: 30_000 });
    // uPlot draws on a canvas once its chunk has loaded.
    await page.getByTestId('capacity-chart').locator('canvas').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('state-row').filter({ hasText: 'Order received' }).count()).toBe(1);
    expect(Number((await page.getByTestId('figure-open').textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('booking-row').count()).toBeGreaterThan(0);
    await shoot(page, 'manufacturing-dashboard');
    // The chart follows the window: on a phone it fits the screen instead of widening the page.
    await page.setViewportSize(MOBILE);
    await expect
      .poll(async () => (await page.getByTestId('capacity-chart').locator('canvas').boundingBox())!.width)
      .toBeLessThanOrEqual(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.close();
  }, 120_000);
});

describe('/internal/api-docs', () => {
  it('renders the OpenAPI document in the bundled viewer', async () => {
    const page = await open('/internal/api-docs');
    const viewer = page.locator('rapi-doc');
    await viewer.waitFor({ timeout: 30_000 });
    // RapiDoc renders into its shadow root; Playwright's locators pierce it.
    await page.getByText('Copperline API').first().waitFor({ timeout: 30_000 });
    await page.getByText('Get feeder report').first().waitFor({ timeout: 30_000 });
    await shoot(page, 'api-docs');
    // On a phone every operation is listed in one column (no side navigation to hide them).
    await page.setViewportSize(MOBILE);
    await expect.poll(() => viewer.getAttribute('render-style')).toBe('view');
    await page
      .getByText('/internal/manufacturing-dashboard', { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'api-docs-390-operations');
    await page.close();
  }, 120_000);
});
