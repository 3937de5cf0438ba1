import type { InvoiceState, OrderState, PaymentState } from '#contracts/schemas/order-states.ts';
import type { TransitionTable } from '../state-machine.ts';

/**
 * Orders (docs/states.md#order-states lists the states, not the moves; these are the moves a real
 * shop needs). A cart flips between its two states as issues come and go;
 * checkout turns a ready cart into an order (Created). Created waits for the
 * payment or purchase order to be accepted, then the order is received and
 * built. Consigned parts can hold an order until they arrive. A finished order
 * ends shipped → delivered or ready for pickup → picked up. Canceling is
 * possible until the boards leave the shop; a delivered or picked-up order is
 * not canceled (a refund is a payment change, not an order state).
 */
export const ORDER_TRANSITIONS: TransitionTable<OrderState> = {
  'Cart has issues': ['Cart can be ordered'],
  'Cart can be ordered': ['Cart has issues', 'Created'],
  Created: ['Order received', 'Canceled'],
  'Order received': ['Awaiting consigned parts', 'Shipped', 'Ready for pickup', 'Canceled'],
  'Awaiting consigned parts': ['Order received', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  'Ready for pickup': ['Picked up'],
  'Picked up': [],
  Canceled: [],
};

/**
 * Invoices: a card payment or a zero total needs none; a purchase order is
 * invoiced, then paid. Nothing goes back: a wrong invoice is answered with a
 * credit note outside these states.
 */
export const INVOICE_TRANSITIONS: TransitionTable<InvoiceState> = {
  'Not yet invoiced': ['Invoice not needed', 'Invoice sent'],
  'Invoice sent': ['Invoice paid'],
  'Invoice not needed': [],
  'Invoice paid': [],
};

/** Payments: a balance is paid in full (card captured, invoice paid); a paid order may be refunded (a canceled order). */
export const PAYMENT_TRANSITIONS: TransitionTable<PaymentState> = {
  'Has balance': ['Paid in full'],
  'Paid in full': ['Refunded'],
  Refunded: [],
};
