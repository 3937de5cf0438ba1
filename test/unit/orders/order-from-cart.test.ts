import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderUploadRecord } from '#lambdas/core/db/purchase-order-uploads.ts';
import { db } from '#lambdas/core/db/service.ts';
import { priceCart } from '#lambdas/core/priced-cart/cart-view.ts';
import { planOrder } from '#lambdas/core/checkout/order-from-cart.ts';
import { stockReservations } from '#lambdas/core/stock/index.ts';
import { planPayment } from '#lambdas/core/checkout/payment-plan.ts';
import { NO_CARD_PAYMENTS, type CardIntent, type CardPayments } from '#lambdas/core/payments/card-payments.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard } from '../../support/quote-examples.ts';
import { testPricing } from '../../support/quote-factories.ts';
import { boardRecord, facts, line, newsletterCoupon, ORDER_ID } from '../../support/cart-factories.ts';

// A ready cart turned into an order and its transaction's changes (pure), and
// the server's payment rules (payment methods (docs/data-model.md#payment-context)).

/**
 * The table holds the purchase-order upload records stored here, each as the item ElectroDB writes, and answers a get
 * by its key (the client is mocked, the data layer and the rules run for real). Restored after the file: the unit
 * files share one module graph.
 */
process.env.TABLE_NAME ??= 'unit';
process.env.AWS_REGION ??= 'us-east-1';
const table = mockClient(DynamoDBDocumentClient);
afterAll(() => table.restore());
const storedItems = new Map<string, Record<string, unknown>>();
const itemKey = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
table.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({ Item: storedItems.get(itemKey(input.Key)) }));
function storeUpload(record: PurchaseOrderUploadRecord) {
  const { Item } = db().entities.purchaseOrderUpload.put(record).params<{ Item: Record<string, unknown> }>();
  storedItems.set(itemKey(Item), Item);
}

const ready = () =>
  priceCart(
    facts({
      content: { pickup_location_id: 'workshop' },
      leadTimeOptions: [
        { lead_time_id: 'standard', label: 'Standard', days: 5, ship_date: '2026-11-09', at_capacity: false, selected: true },
      ],
    }),
  );

/** Ada orders on a purchase order, with room in the production day. */
const BY_PURCHASE_ORDER = {
  userId: 'u'.repeat(24),
  customerEmail: 'ada@example.com',
  payment: { method: 'Purchase order', invoiceState: 'Not yet invoiced', paymentState: 'Has balance' },
  capacityPerDay: 100,
  shippingSettingsVersion: 4,
  by: 'ada@example.com',
} as const;

describe('planOrder', () => {
  it('keeps each quote whole, the delivery, the totals and the lead time, and starts the three histories', () => {
    const plan = planOrder({ priced: ready(), ...BY_PURCHASE_ORDER });
    expect(plan.orderId).toBe(ORDER_ID);
    expect(plan.state).toBe('Created');
    expect(plan.content.items[0]!.quote.pricing_version).toBe(7);
    // A board stored before revisions existed is ordered as its first revision.
    expect(plan.content.items[0]!.revision).toBe('A');
    expect(plan.content).toMatchObject({
      pickup_info: { location_id: 'workshop' },
      shipping_rate: null,
      lead_time: { lead_time_id: 'standard', ship_date: '2026-11-09' },
      totals: { total_cents: 5_000 },
      shipping_settings_version: 4,
    });
    expect(plan.booking).toEqual({ leadTimeId: 'standard', shipDate: '2026-11-09', boards: 10, capacityPerDay: 100 });
    expect(plan.events.map((e) => [e.kind, e.from, e.to, e.actor])).toEqual([
      ['order', 'Cart can be ordered', 'Created', 'Customer'],
      ['invoice', null, 'Not yet invoiced', 'System'],
      ['payment', null, 'Has balance', 'System'],
    ]);
    expect(
      planOrder({
        priced: ready(),
        userId: 'u',
        customerEmail: 'e',
        payment: { method: 'None needed', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' },
        capacityPerDay: null,
        shippingSettingsVersion: 1,
        by: 'e',
      }).booking,
    ).toBeNull();
  });

  it('names on the item the outline fix the customer accepted, and nothing on a board made from its file (docs/board-checks.md#outline-fix)', () => {
    const acceptedOutline = {
      kind: 'close-gap' as const,
      check: 'outline-gap',
      outline: [
        [0, 0],
        [100, 0],
        [100, 80],
      ] as [number, number][],
      acceptedBy: 'u'.repeat(24),
      acceptedAt: '2026-11-28T10:00:00.000Z',
    };
    const plan = (board = boardRecord()) =>
      planOrder({
        priced: priceCart(
          facts({ content: { pickup_location_id: 'workshop' }, lines: [line({ board })], leadTimeOptions: ready().view.lead_time_options }),
        ),
        ...BY_PURCHASE_ORDER,
      });
    expect(plan(boardRecord({ acceptedOutline })).content.items[0]!.outline_accepted_at).toBe('2026-11-28T10:00:00.000Z');
    expect(plan().content.items[0]).not.toHaveProperty('outline_accepted_at');
  });

  it('marks an order with a first-order coupon, so its transaction checks the customer has no order yet', () => {
    const priced = priceCart(
      facts({
        content: { pickup_location_id: 'workshop', items: [{ board_id: 'b'.repeat(24) }] },
        lines: [line({ quantity: 60, quote: quoteBoard(assembledBoard({ quantity: 60, lines: [] }), testPricing()) })],
        coupons: [{ code: 'CL100-AAAA-BBBB', coupon: newsletterCoupon({ minimumOrderCents: 0 }), redeemedByCustomer: false }],
        leadTimeOptions: [{ lead_time_id: 'standard', label: 'Standard', days: 5, ship_date: null, at_capacity: false, selected: true }],
      }),
    );
    const plan = planOrder({
      priced,
      userId: 'u',
      customerEmail: 'ada@example.com',
      payment: { method: 'Purchase order', invoiceState: 'Not yet invoiced', paymentState: 'Has balance' },
      capacityPerDay: null,
      shippingSettingsVersion: 1,
      by: 'ada',
    });
    expect(plan.coupons).toEqual([
      {
        code: 'CL100-AAAA-BBBB',
        discountCents: expect.any(Number),
        singleUse: true,
        maxUses: null,
        firstOrderOnly: true,
        newsletter: true,
      },
    ]);
    expect(plan.requiresFirstOrder).toBe(true);
    // Invoiced, not paid by card: no card to claim.
    expect(plan.newsletterCard).toBeNull();
  });

  it("counts the order under the customer's e-mail identity (docs/security.md#first-orders)", () => {
    const plan = planOrder({
      priced: ready(),
      userId: 'u',
      customerEmail: 'Ada.Lovelace+Shop@GoogleMail.com',
      payment: { method: 'None needed', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' },
      capacityPerDay: null,
      shippingSettingsVersion: 1,
      by: 'ada',
    });
    expect(plan.customerEmailKey).toBe('adalovelace@gmail.com');
  });

  it('claims the card a newsletter coupon is paid with, refuses a card payment with no card, and claims nothing else', () => {
    const withCoupon = (coupon: ReturnType<typeof newsletterCoupon>) =>
      priceCart(
        facts({
          content: { pickup_location_id: 'workshop', items: [{ board_id: 'b'.repeat(24) }] },
          lines: [line({ quantity: 60, quote: quoteBoard(assembledBoard({ quantity: 60, lines: [] }), testPricing()) })],
          coupons: [{ code: coupon.code, coupon, redeemedByCustomer: false }],
          leadTimeOptions: [{ lead_time_id: 'standard', label: 'Standard', days: 5, ship_date: null, at_capacity: false, selected: true }],
        }),
      );
    const cardPaid = { method: 'Card' as const, invoiceState: 'Invoice not needed' as const, paymentState: 'Has balance' as const };
    const plan = (priced: ReturnType<typeof ready>, payment: Parameters<typeof planOrder>[0]['payment']) =>
      planOrder({
        priced,
        userId: 'u',
        customerEmail: 'ada@example.com',
        payment,
        capacityPerDay: null,
        shippingSettingsVersion: 1,
        by: 'ada',
      });
    const newsletter = withCoupon(newsletterCoupon({ minimumOrderCents: 0 }));
    expect(plan(newsletter, { ...cardPaid, paymentIntentId: 'pi_1', cardFingerprint: 'fp_ada' }).newsletterCard).toBe('fp_ada');
    expect(() => plan(newsletter, { ...cardPaid, paymentIntentId: 'pi_1' })).toThrow(
      expect.objectContaining({ code: 'newsletter_coupon_needs_card' }),
    );
    const staff = withCoupon(newsletterCoupon({ code: 'SPRING25', kind: 'staff', ownerEmailKey: '*', minimumOrderCents: 0 }));
    expect(plan(staff, { ...cardPaid, paymentIntentId: 'pi_1', cardFingerprint: 'fp_ada' }).newsletterCard).toBeNull();
    expect(plan(ready(), { ...cardPaid, paymentIntentId: 'pi_1' }).newsletterCard).toBeNull();
  });
});

describe('stockReservations', () => {
  it('sums what the quotes buy at price breaks per part; consigned and unpriced parts take no stock', () => {
    // The worked example: 20 boards; R1–R4 resistor 80 + 5 spares = 85; U1 MCU 20 + 5 = 25 (stock 50); J1 consigned.
    const quote = quoteBoard(assembledBoard(), testPricing());
    const twice = [line({ quote }), line({ quote })];
    expect(stockReservations(twice)).toEqual([
      { partId: 'ATMEGA328P', quantity: 50 },
      { partId: 'C25744', quantity: 170 },
    ]);
    expect(stockReservations([line({ quote: null })])).toEqual([]);
  });
});

describe('planPayment (docs/data-model.md#payment-context)', () => {
  const ctx = { orderId: ORDER_ID, userId: 'u'.repeat(24), totalCents: 6_200, paymentNotRequired: false };
  const key = `purchase-orders/${'u'.repeat(24)}/${'x'.repeat(24)}/po.pdf`;
  storeUpload({
    userId: 'u'.repeat(24),
    uploadId: 'x'.repeat(24),
    fileName: 'po.pdf',
    contentType: 'application/pdf',
    size: 1_024,
    key,
    createdAt: '2026-11-02T10:00:00.000Z',
  });
  /** The uploads bucket: the customer's document never arrived. */
  const noFile = { cardPayments: NO_CARD_PAYMENTS, purchaseOrders: { headObject: async () => null } };
  /** The uploads bucket holding the document at the upload record's key. */
  const withFile = {
    ...noFile,
    purchaseOrders: {
      headObject: async (at: string) => (at === key ? { size: 1_024, contentType: 'application/pdf' } : null),
    },
  };
  const card = (intent: Partial<CardIntent>): CardPayments => ({
    ...NO_CARD_PAYMENTS,
    available: true,
    retrieve: async () => ({
      id: 'pi_1',
      status: 'requires_capture',
      amountCents: 6_200,
      currency: 'usd',
      metadata: { order_id: ORDER_ID, user_id: 'u'.repeat(24) },
      ...intent,
    }),
  });

  it('None needed: paid at a zero total; a balance only for approved accounts, then invoiced', async () => {
    await expect(planPayment({ method: 'None needed' }, { ...ctx, totalCents: 0 }, noFile)).resolves.toEqual({
      method: 'None needed',
      invoiceState: 'Invoice not needed',
      paymentState: 'Paid in full',
    });
    await expect(planPayment({ method: 'None needed' }, ctx, noFile)).rejects.toMatchObject({ code: 'payment_required' });
    await expect(planPayment({ method: 'None needed' }, { ...ctx, paymentNotRequired: true }, noFile)).resolves.toMatchObject({
      invoiceState: 'Not yet invoiced',
      paymentState: 'Has balance',
    });
  });

  it('Purchase order: needs the uploaded document; keeps number, invoice address and file', async () => {
    const po = {
      method: 'Purchase order' as const,
      purchase_order_number: 'PO-1',
      send_invoice_to: 'ap@example.com',
      upload_id: 'x'.repeat(24),
    };
    await expect(planPayment(po, ctx, noFile)).rejects.toMatchObject({ code: 'purchase_order_file_missing' });
    // Another customer's upload id names no document of this customer's.
    await expect(planPayment(po, { ...ctx, userId: 'v'.repeat(24) }, withFile)).rejects.toMatchObject({
      code: 'purchase_order_file_missing',
    });
    await expect(planPayment(po, { ...ctx, totalCents: 0 }, withFile)).rejects.toMatchObject({ code: 'nothing_to_invoice' });
    await expect(planPayment(po, ctx, withFile)).resolves.toEqual({
      method: 'Purchase order',
      invoiceState: 'Not yet invoiced',
      paymentState: 'Has balance',
      purchaseOrder: { number: 'PO-1', send_invoice_to: 'ap@example.com', file_name: 'po.pdf', key },
    });
  });

  it('Card: unavailable without a processor; only an authorisation of exactly this total, order and customer', async () => {
    const pay = { method: 'Card' as const, payment_intent_id: 'pi_1' };
    await expect(planPayment(pay, ctx, noFile)).rejects.toMatchObject({ code: 'card_payment_unavailable', kind: 'unavailable' });
    await expect(planPayment(pay, ctx, { ...noFile, cardPayments: card({}) })).resolves.toEqual({
      method: 'Card',
      invoiceState: 'Invoice not needed',
      paymentState: 'Has balance',
      paymentIntentId: 'pi_1',
    });
    // The card's fingerprint, when the processor names one, goes with the plan (the newsletter coupon's card).
    await expect(planPayment(pay, ctx, { ...noFile, cardPayments: card({ cardFingerprint: 'fp_ada' }) })).resolves.toMatchObject({
      cardFingerprint: 'fp_ada',
    });
    for (const wrong of [
      { amountCents: 6_199 },
      { currency: 'eur' },
      { metadata: { order_id: 'other', user_id: 'u'.repeat(24) } },
      { metadata: { order_id: ORDER_ID, user_id: 'someone' } },
    ]) {
      await expect(planPayment(pay, ctx, { ...noFile, cardPayments: card(wrong) })).rejects.toMatchObject({
        code: 'card_payment_mismatch',
      });
    }
    await expect(planPayment(pay, ctx, { ...noFile, cardPayments: card({ status: 'requires_payment_method' }) })).rejects.toMatchObject({
      code: 'card_payment_incomplete',
    });
  });
});
