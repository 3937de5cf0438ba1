import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import type { FeederReport, FeederRow, ManufacturingDashboard } from '#contracts/schemas/production.ts';
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
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';
import { processedBoard, SMALL_BOARD_METRICS, useStackEnv } from '../support/store-env.ts';

// The engineers' production routes over HTTP against the local stack, on
// orders placed by the real checkout: the feeder report, the manufacturing
// dashboard, and the public OpenAPI document.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const staff = await import('#lambdas/core/orders/order-state-changes.ts');
const bins = await import('#lambdas/core/db/bins.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let engineer: TestIdentity;
let customer: TestIdentity;
let partId: string;
let supplierCode: string;
let received: { orderId: string; shipDate: string };
let created: { orderId: string; shipDate: string };
const BOARDS = 10;
const PER_BOARD = 3;

/** A customer's order of BOARDS boards, each placing PER_BOARD of the part, by purchase order. */
async function placedOrder(name: string, ports: Ports) {
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, `${name}.zip`, SMALL_BOARD_METRICS, BOARDS);
  await handPlacePart(boardId, partId, PER_BOARD);
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
  expect(current.state, JSON.stringify(current.issues)).toBe('Cart can be ordered');
  const body: PlaceOrderBody = {
    idempotency_key: current.next_order_id,
    cart_version: current.version,
    board_versions: boardVersionsOf(current),
    expected_total_cents: current.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-9',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(user.userId),
    },
  };
  return checkout.placeOrder(identityOf(user), user.userId, body, ports);
}

/** Every page of the report, as the page's CSV download reads it. */
async function wholeReport(query: string, token: string): Promise<{ first: FeederReport; rows: FeederRow[] }> {
  const rows: FeederRow[] = [];
  let offset: number | null = 0;
  let first: FeederReport | null = null;
  while (offset !== null) {
    const res = await api('GET', `/api/internal/feeder-report?${query}${query ? '&' : ''}offset=${offset}&limit=200`, { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const page = res.json as unknown as FeederReport;
    first ??= page;
    for (const row of page.rows) rows.push(row);
    offset = page.next_offset;
  }
  return { first: first!, rows };
}

beforeAll(async () => {
  const part = await catalogPartInTable(100_000);
  partId = part.id;
  supplierCode = part.supplier_code;
  const ports = await checkoutPorts();
  const admin = identityOf(await newUser('production-admin'), ['Admin']);
  const first = await placedOrder('production-received', ports);
  const moved = await staff.changeOrderState(
    admin,
    first.order_id,
    { kind: 'order', to: 'Order received', version: first.version, note: '' },
    ports,
  );
  expect(moved.state).toBe('Order received');
  received = { orderId: first.order_id, shipDate: first.lead_time.ship_date! };
  const second = await placedOrder('production-created', ports);
  created = { orderId: second.order_id, shipDate: second.lead_time.ship_date! };
  // The shop's bin holds 7 of the part: less than the 30 placements one order needs.
  const bin = await bins.createBin({ binId: newId(), location: `PROD-${partId.slice(-4)}`, partId });
  expect((await bins.changeBinQuantity({ binId: bin.binId, delta: 7, reason: 'Counted', actor: 'test' })).ok).toBe(true);
  [engineer, customer] = await Promise.all([newCustomer('production-eng', ['Engineer']), newCustomer('production-cust')]);
}, 120_000);

describe('GET /api/internal/feeder-report', () => {
  it('lists the part of the order in production once, with placements × boards, spares, its bin and what the bin cannot cover', async () => {
    const { first, rows } = await wholeReport('', engineer.idToken);
    expect(first.scope).toEqual({ ship_date: null, states: ['Order received', 'Awaiting consigned parts'] });
    const row = rows.find((r) => r.part_id === partId);
    expect(row, 'the part of the received order').toBeDefined();
    expect(row!.jobs.map((j) => j.order_id)).toEqual([received.orderId]);
    expect(row!.jobs[0]).toMatchObject({ per_board: PER_BOARD, boards: BOARDS, needed: PER_BOARD * BOARDS, consigned: false });
    expect(row).toMatchObject({
      supplier_code: supplierCode,
      package: '0402',
      library_type: 'basic',
      group: 'basic',
      needed: 30,
      bin_stock: 7,
    });
    expect(row!.total).toBe(30 + row!.spares);
    expect(row!.short).toBe(row!.total - 7);
    expect(row!.bins).toEqual([expect.objectContaining({ location: `PROD-${partId.slice(-4)}`, quantity: 7 })]);
    expect(first.job_sequence.some((j) => j.order_id === received.orderId)).toBe(true);
  });

  it('for a chosen ship day takes every open order shipping that day, the one not yet received too', async () => {
    const { first, rows } = await wholeReport(`ship_date=${created.shipDate}`, engineer.idToken);
    expect(first.scope.ship_date).toBe(created.shipDate);
    const row = rows.find((r) => r.part_id === partId)!;
    const expected = [created.orderId, ...(received.shipDate === created.shipDate ? [received.orderId] : [])];
    expect(row.jobs.map((j) => j.order_id).sort()).toEqual(expected.sort());
    expect(row.needed).toBe(PER_BOARD * BOARDS * expected.length);
  });

  it('pages by feeder with next_offset, and refuses a malformed day (400), anonymous (401) and customers (403)', async () => {
    const page = await api('GET', '/api/internal/feeder-report?limit=1', { token: engineer.idToken });
    expect(page.status).toBe(200);
    const report = page.json as unknown as FeederReport;
    expect(report.rows.length).toBe(Math.min(1, report.total_rows));
    if (report.total_rows > 1) expect(report.next_offset).toBe(1);
    const bad = await api('GET', '/api/internal/feeder-report?ship_date=next-tuesday', { token: engineer.idToken });
    expect([bad.status, bad.json.code]).toEqual([400, 'validation_failed']);
    expect((await api('GET', '/api/internal/feeder-report')).status).toBe(401);
    expect((await api('GET', '/api/internal/feeder-report', { token: customer.idToken })).status).toBe(403);
  });
});

describe('GET /api/internal/manufacturing-dashboard', () => {
  it('counts the orders by state, books the boards on their ship day and lists the part the bins cannot cover', async () => {
    const res = await api('GET', '/api/internal/manufacturing-dashboard?weeks=4', { token: engineer.idToken });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const dashboard = res.json as unknown as ManufacturingDashboard;
    expect(dashboard.days).toHaveLength(20);
    for (const day of dashboard.days) expect([0, 6]).not.toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    const states = Object.fromEntries(dashboard.orders_by_state.map((s) => [s.state, s.count]));
    expect(states['Order received']).toBeGreaterThanOrEqual(1);
    expect(states.Created).toBeGreaterThanOrEqual(1);
    const shipDay = dashboard.days.find((d) => d.date === received.shipDate);
    if (shipDay) {
      expect(shipDay.placements_booked).toBeGreaterThanOrEqual(PER_BOARD * BOARDS);
      expect(shipDay.boards_booked).toBeGreaterThanOrEqual(BOARDS);
    }
    expect(dashboard.parts_short).toEqual(expect.arrayContaining([expect.objectContaining({ part_id: partId, bin_stock: 7 })]));
    expect(dashboard.boards_by_processing.map((s) => s.state)).toEqual(['Unprocessed', 'Processing', 'Cannot process', 'Complete']);
    expect(dashboard.boards_by_processing.find((s) => s.state === 'Complete')!.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses more than 12 weeks (400), anonymous (401) and customers (403)', async () => {
    expect((await api('GET', '/api/internal/manufacturing-dashboard?weeks=13', { token: engineer.idToken })).status).toBe(400);
    expect((await api('GET', '/api/internal/manufacturing-dashboard')).status).toBe(401);
    expect((await api('GET', '/api/internal/manufacturing-dashboard', { token: customer.idToken })).status).toBe(403);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers anyone with the OpenAPI 3.1 document naming these routes', async () => {
    const res = await api('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const document = res.json as unknown as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.1');
    expect(document.paths['/internal/feeder-report']?.get?.operationId).toBe('getFeederReport');
    expect(document.paths['/openapi.json']?.get?.operationId).toBe('getOpenApiDocument');
  });
});
