import { describe, expect, it } from 'vitest';
import { INVOICE_STATES, ORDER_STATES, PAYMENT_STATES, isCartState, type OrderState } from '#contracts/schemas/order-states.ts';
import { INVOICE_TRANSITIONS, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '#lambdas/core/orders/order-transitions.ts';
import { finalStates, statesLeadingTo } from '#lambdas/core/state-machine.ts';
import { expectExactly } from '../../support/transition-tables.ts';

describe('order states (docs/states.md#order-states)', () => {
  it('counts the first two as a cart and the rest as an order', () => {
    expect(ORDER_STATES.filter(isCartState)).toEqual(['Cart can be ordered', 'Cart has issues']);
  });

  it('allows exactly the moves a shop needs', () => {
    expectExactly<OrderState>(ORDER_TRANSITIONS, ORDER_STATES, [
      ['Cart has issues', 'Cart can be ordered'],
      ['Cart can be ordered', 'Cart has issues'],
      ['Cart can be ordered', 'Created'],
      ['Created', 'Order received'],
      ['Created', 'Canceled'],
      ['Order received', 'Awaiting consigned parts'],
      ['Order received', 'Shipped'],
      ['Order received', 'Ready for pickup'],
      ['Order received', 'Canceled'],
      ['Awaiting consigned parts', 'Order received'],
      ['Awaiting consigned parts', 'Canceled'],
      ['Shipped', 'Delivered'],
      ['Ready for pickup', 'Picked up'],
    ]);
  });

  it('only a ready cart becomes an order, and finished orders stay finished', () => {
    expect(statesLeadingTo(ORDER_TRANSITIONS, 'Created')).toEqual(['Cart can be ordered']);
    expect(finalStates(ORDER_TRANSITIONS).sort()).toEqual(['Canceled', 'Delivered', 'Picked up']);
    expect(statesLeadingTo(ORDER_TRANSITIONS, 'Canceled').sort()).toEqual(['Awaiting consigned parts', 'Created', 'Order received']);
  });
});

describe('invoice and payment states (docs/states.md#orders)', () => {
  it('invoices: not needed, or sent then paid', () => {
    expectExactly(INVOICE_TRANSITIONS, INVOICE_STATES, [
      ['Not yet invoiced', 'Invoice not needed'],
      ['Not yet invoiced', 'Invoice sent'],
      ['Invoice sent', 'Invoice paid'],
    ]);
  });

  it('payments: a balance is paid, a payment may be refunded', () => {
    expectExactly(PAYMENT_TRANSITIONS, PAYMENT_STATES, [
      ['Has balance', 'Paid in full'],
      ['Paid in full', 'Refunded'],
    ]);
  });
});
