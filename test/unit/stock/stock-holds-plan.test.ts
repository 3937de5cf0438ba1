import { describe, expect, it } from 'vitest';
import { runBounded } from '#lambdas/core/bounded.ts';
import { planReservationChanges } from '#lambdas/core/stock/index.ts';
import { MAX_TRANSACTION_ITEMS, transactionSize } from '#lambdas/core/db/place-order.ts';
import { packOrderBody, unpackOrder } from '#lambdas/core/db/order-packing.ts';
import type { OrderContent } from '#contracts/schemas/stored-order.ts';
import { CartUpdateSchema } from '#contracts/schemas/cart.ts';
import { priceCart } from '#lambdas/core/priced-cart/cart-view.ts';
import { planOrder } from '#lambdas/core/checkout/order-from-cart.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard } from '../../support/quote-examples.ts';
import { testPricing } from '../../support/quote-factories.ts';
import { facts, line } from '../../support/cart-factories.ts';

// The checkout's stock plan without a database: what a retried attempt keeps,
// holds and gives back; the bounded runner that holds parts a few at a time;
// the order transaction's size at the cart's largest; large orders packed.

const held = (partId: string, quantity: number) => ({ orderId: 'o1', partId, quantity });

describe('planReservationChanges', () => {
  it('a first attempt holds everything', () => {
    expect(planReservationChanges([], [{ partId: 'a', quantity: 3 }])).toEqual({
      keep: [],
      reserve: [{ partId: 'a', quantity: 3 }],
      release: [],
    });
  });

  it('a retry re-uses identical holds, gives back what is no longer wanted and re-holds a changed quantity', () => {
    const changes = planReservationChanges(
      [held('a', 3), held('b', 5), held('gone', 2)],
      [
        { partId: 'a', quantity: 3 },
        { partId: 'b', quantity: 7 },
        { partId: 'new', quantity: 1 },
      ],
    );
    expect(changes.keep).toEqual([{ partId: 'a', quantity: 3 }]);
    expect(changes.reserve).toEqual([
      { partId: 'b', quantity: 7 },
      { partId: 'new', quantity: 1 },
    ]);
    expect(changes.release.map((r) => r.partId).sort()).toEqual(['b', 'gone']);
  });

  it('handles 10,000 parts without spreading them (10× the largest order)', () => {
    const wanted = Array.from({ length: 10_000 }, (_, i) => ({ partId: `p${i}`, quantity: 1 + (i % 7) }));
    const existing = wanted.filter((_, i) => i % 2 === 0).map((w) => held(w.partId, w.quantity));
    const changes = planReservationChanges(existing, wanted);
    expect(changes.keep).toHaveLength(5_000);
    expect(changes.reserve).toHaveLength(5_000);
    expect(changes.release).toEqual([]);
  });
});

describe('runBounded', () => {
  it('never has more than the limit in flight and runs every item', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    const started = await runBounded(
      Array.from({ length: 100 }, (_, i) => i),
      8,
      async (i) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, i % 3));
        inFlight--;
        done.push(i);
      },
    );
    expect(started).toBe(100);
    expect(most).toBe(8);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('starts nothing more once an item answers false (a part ran short), letting those in flight finish', async () => {
    const seen: number[] = [];
    const started = await runBounded([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2, async (i) => {
      seen.push(i);
      return i !== 3;
    });
    expect(started).toBeLessThan(10);
    expect(seen).toContain(3);
    expect(seen.length).toBe(started);
  });

  it('rejects with the first error after in-flight work settled', async () => {
    const finished: number[] = [];
    await expect(
      runBounded([0, 1, 2], 3, async (i) => {
        if (i === 1) throw new Error('boom');
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished.push(i);
      }),
    ).rejects.toThrow('boom');
    expect(finished.sort()).toEqual([0, 2]);
  });
});

describe('the order transaction', () => {
  it('stays within DynamoDB’s 100 items at the cart’s largest (50 boards, 5 coupons, a booking), however many parts', () => {
    // The cart's limits the bound rests on.
    const cartOf = (boards: number, coupons: number) => ({
      version: 1,
      items: Array.from({ length: boards }, (_, i) => ({ board_id: String(i).padStart(24, 'b'), quantity: 1 })),
      shipping_address: null,
      shipping_rate: null,
      pickup_info: null,
      coupons_applied: Array.from({ length: coupons }, (_, i) => ({ id: `C${i}` })),
      lead_time_id: null,
    });
    expect(CartUpdateSchema.safeParse(cartOf(50, 5)).success).toBe(true);
    expect(CartUpdateSchema.safeParse(cartOf(51, 5)).success).toBe(false);
    expect(CartUpdateSchema.safeParse(cartOf(50, 6)).success).toBe(false);
    const coupon = { code: 'X', discountCents: 1, singleUse: false, maxUses: null, firstOrderOnly: false, newsletter: true };
    const largest = {
      events: [1, 2, 3].map(() => ({
        kind: 'order' as const,
        from: null,
        to: 'Created',
        actor: 'System' as const,
        by: 'System',
        note: '',
      })),
      boards: Array.from({ length: 50 }, (_, i) => ({ boardId: `b${i}`, version: 1 })),
      coupons: Array.from({ length: 5 }, () => coupon),
      booking: { leadTimeId: 'standard', shipDate: '2026-12-01', boards: 50, capacityPerDay: 1000 },
      newsletterCard: 'fp_card',
    };
    // order, events, cart, boards, coupons and redemptions, booking, the two order counts, the newsletter card, order stock
    expect(transactionSize(largest)).toBe(1 + 3 + 1 + 50 + 10 + 1 + 2 + 1 + 1);
    expect(transactionSize(largest)).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
  });
});

/** A real order's content (one assembled board's full quote), its item repeated `items` times. */
function content(items: number): OrderContent {
  const quote = quoteBoard(assembledBoard(), testPricing());
  const priced = priceCart(
    facts({
      content: { pickup_location_id: 'workshop', items: [{ board_id: 'b'.repeat(24) }] },
      lines: [line({ quantity: 20, quote })],
      leadTimeOptions: [
        { lead_time_id: 'standard', label: 'Standard', days: 5, ship_date: '2026-11-09', at_capacity: false, selected: true },
      ],
    }),
  );
  const plan = planOrder({
    priced,
    userId: 'u'.repeat(24),
    customerEmail: 'ada@example.com',
    payment: { method: 'None needed', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' },
    capacityPerDay: null,
    shippingSettingsVersion: 1,
    by: 'ada',
  });
  const item = plan.content.items[0]!;
  return { ...plan.content, items: Array.from({ length: items }, (_, i) => ({ ...item, board_id: String(i).padStart(24, 'b') })) };
}

describe('packing large orders', () => {
  it('stores a small order as it is', () => {
    const body = { content: content(1), holds: { parts: [], booking: null, coupons: [] } };
    expect(packOrderBody(body)).toEqual(body);
    expect(unpackOrder({ orderId: 'o', ...packOrderBody(body) })).toEqual({ orderId: 'o', ...body });
  });

  it('gzips a large one and reads it back whole', () => {
    const body = {
      content: content(50),
      holds: { parts: Array.from({ length: 1_000 }, (_, i) => ({ partId: `p${i}`, quantity: i })), booking: null, coupons: [] },
    };
    const stored = packOrderBody(body);
    expect(stored.content.items).toEqual([]);
    expect(stored.packed!.length).toBeLessThan(JSON.stringify(body).length / 10);
    expect(unpackOrder({ orderId: 'o', ...stored })).toEqual({ orderId: 'o', ...body });
  });

  it('refuses stored content that is not an order’s (the JSON is parsed on read)', () => {
    const body = { content: content(1), holds: { parts: [], booking: null, coupons: [] } };
    const { currency: _currency, ...withoutCurrency } = body.content;
    expect(() => unpackOrder({ orderId: 'o', ...body, content: withoutCurrency as OrderContent })).toThrow(/currency/);
    expect(unpackOrder({ orderId: 'o', content: body.content })).toEqual({ orderId: 'o', content: body.content });
  });
});
