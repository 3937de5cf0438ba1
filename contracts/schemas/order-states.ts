import * as z from 'zod/mini';

// Order, invoice and payment states (docs/states.md#orders). The allowed moves between them
// live in lambdas/core/orders/order-transitions.ts.

/** The first two are a cart, not an order (docs/states.md#order-states). */
export const CART_STATES = ['Cart can be ordered', 'Cart has issues'] as const;
export const ORDER_STATES = [
  ...CART_STATES,
  'Created',
  'Order received',
  'Awaiting consigned parts',
  'Shipped',
  'Delivered',
  'Ready for pickup',
  'Picked up',
  'Canceled',
] as const;
export const OrderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderStateSchema>;

export function isCartState(state: OrderState): boolean {
  return (CART_STATES as readonly string[]).includes(state);
}

export const INVOICE_STATES = ['Not yet invoiced', 'Invoice not needed', 'Invoice sent', 'Invoice paid'] as const;
export const InvoiceStateSchema = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof InvoiceStateSchema>;

export const PAYMENT_STATES = ['Has balance', 'Paid in full', 'Refunded'] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** "Actor" (docs/data-model.md#actor): who made a change, recorded with each one. */
export const ACTORS = ['Engineer', 'Customer', 'System'] as const;
export const ActorSchema = z.enum(ACTORS);
export type Actor = z.infer<typeof ActorSchema>;
