import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#lambdas/core/db/orders.ts';
import { orderPlacedEmail, stateChangeEmail } from '#lambdas/core/orders/order-emails.ts';
import { allowedMoves } from '#lambdas/core/orders/order-state-changes.ts';
import { address, ground, instantQuote, ORDER_ID } from '../../support/cart-factories.ts';
import { DEFAULT_SHIPPING } from '#lambdas/core/shipping/default-shipping.ts';

// What staff may do to an order from where it is (the transition tables, then
// what fits the order), and what the customer is told.

function order(overrides: Partial<OrderRecord> = {}, pickup = false): OrderRecord {
  return {
    orderId: ORDER_ID,
    userId: 'u'.repeat(24),
    customerEmail: 'ada@example.com',
    state: 'Created',
    invoiceState: 'Not yet invoiced',
    paymentState: 'Has balance',
    paymentMethod: 'Purchase order',
    purchaseOrder: { number: 'PO-4711', send_invoice_to: 'ap@example.com', file_name: 'po.pdf', key: 'k' },
    content: {
      items: [{ board_id: 'b'.repeat(24), file_name: 'core.zip', revision: 'C', quantity: 10, quote: instantQuote() }],
      shipping_address: pickup ? null : address(),
      shipping_rate: pickup ? null : ground,
      pickup_info: pickup ? DEFAULT_SHIPPING.pickup_locations[0]! : null,
      lead_time: { lead_time_id: 'standard', label: 'Standard', days: 7, ship_date: '2026-11-11', at_capacity: false },
      coupons_applied: [],
      totals: { items_cents: 5_000, shipping_cents: 1_200, discount_cents: 0, total_cents: 6_200 },
      currency: 'USD',
      shipping_settings_version: 1,
    },
    orderTotalCents: 6_200,
    wasTracked: false,
    version: 1,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

describe('allowedMoves', () => {
  it('a new purchase-order order may be received or canceled, invoiced, and paid', () => {
    expect(allowedMoves(order())).toEqual({
      order: ['Order received', 'Canceled'],
      invoice: ['Invoice not needed', 'Invoice sent'],
      payment: ['Paid in full'],
    });
  });

  it('a shipped order is shipped, a pickup order made ready for pickup, never the other way round', () => {
    expect(allowedMoves(order({ state: 'Order received' })).order).toEqual(['Awaiting consigned parts', 'Shipped', 'Canceled']);
    expect(allowedMoves(order({ state: 'Order received' }, true)).order).toEqual([
      'Awaiting consigned parts',
      'Ready for pickup',
      'Canceled',
    ]);
  });

  it('a canceled order is not invoiced or marked paid any more; a paid one may be refunded', () => {
    expect(allowedMoves(order({ state: 'Canceled' }))).toEqual({ order: [], invoice: ['Invoice not needed'], payment: [] });
    expect(allowedMoves(order({ state: 'Canceled', invoiceState: 'Invoice sent' }))).toEqual({
      order: [],
      invoice: ['Invoice paid'],
      payment: [],
    });
    expect(allowedMoves(order({ state: 'Canceled', invoiceState: 'Invoice paid' })).payment).toEqual(['Paid in full']);
    expect(
      allowedMoves(order({ state: 'Canceled', paymentMethod: 'Card', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' })),
    ).toEqual({ order: [], invoice: [], payment: ['Refunded'] });
  });

  it('a card order is never invoiced; finished orders and refunds go nowhere', () => {
    expect(allowedMoves(order({ paymentMethod: 'Card', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' }))).toEqual({
      order: ['Order received', 'Canceled'],
      invoice: [],
      payment: ['Refunded'],
    });
    expect(allowedMoves(order({ state: 'Delivered', paymentState: 'Refunded', invoiceState: 'Invoice paid' }))).toEqual({
      order: [],
      invoice: [],
      payment: [],
    });
  });
});

describe('customer e-mails', () => {
  it('the order confirmation lists the boards, the money, the payment and the delivery', () => {
    const mail = orderPlacedEmail(order());
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(`We received your order ${ORDER_ID}`);
    expect(mail.text).toContain('- core.zip (rev C): 10 boards, $50.00');
    expect(mail.text).toContain('Boards $50.00 · Shipping $12.00 · Total $62.00 USD');
    expect(mail.text).toContain('Payment: Purchase order (PO PO-4711; the invoice goes to ap@example.com).');
    expect(mail.text).toContain(
      'It goes by Ground to Ada Lovelace, 12 Analytical Way, Springfield, IL 62701. It is planned to ship on 2026-11-11.',
    );
  });

  it('state changes the customer cares about are e-mailed; bookkeeping ones are not', () => {
    expect(stateChangeEmail(order({}, true), 'order', 'Ready for pickup')?.text).toContain(
      'ready for pickup at Copperline workshop, 200 Foundry Street, Somerville',
    );
    expect(stateChangeEmail(order(), 'order', 'Shipped')).toMatchObject({ subject: `Order ${ORDER_ID}: Shipped` });
    expect(stateChangeEmail(order(), 'invoice', 'Invoice sent')?.text).toContain('We sent the invoice for $62.00 to ap@example.com.');
    expect(stateChangeEmail(order(), 'invoice', 'Invoice not needed')).toBeNull();
    expect(stateChangeEmail(order(), 'payment', 'Paid in full')?.text).toContain('We received your payment of $62.00.');
  });
});
