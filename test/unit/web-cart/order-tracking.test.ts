import { describe, expect, it } from 'vitest';
import { purchaseEvent, shouldTrack } from '../../../web/src/features/orders/order-tracking.ts';

// order page (docs/states.md#order-page-tracking): a loaded, untracked order sends "Placed order" (with
// Value and Currency, docs/analytics.md#events) once, then is marked tracked.

const order = { order_id: 'o'.repeat(24), order_total: 15_012, currency: 'USD' as const, was_tracked: false };

describe('the purchase event', () => {
  it('carries Value in dollars and the Currency', () => {
    expect(purchaseEvent(order)).toEqual({
      name: 'Placed order',
      properties: { Value: '150.12', Currency: 'USD', OrderId: order.order_id },
    });
  });

  it('is sent for a loaded order not yet tracked, and only once from the page', () => {
    expect(shouldTrack(undefined, new Set())).toBe(false);
    expect(shouldTrack(order, new Set())).toBe(true);
    expect(shouldTrack(order, new Set([order.order_id]))).toBe(false);
    expect(shouldTrack({ ...order, was_tracked: true }, new Set())).toBe(false);
  });
});
