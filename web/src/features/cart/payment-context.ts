import type { PaymentMethod, PaymentOption } from '#contracts/schemas/cart.ts';

// docs/data-model.md#payment-context payment context and "Switching payment method" (docs/states.md#payment-method-switching): Card resets the
// card context, Purchase order starts an empty purchase-order context, None
// needed clears both. Pure, so the rules are tested without a browser.

export type CardContext = { paymentInfoComplete: boolean };
export type PurchaseOrderContext = { purchaseOrderNumber: string; sendInvoiceTo: string; hasPurchaseOrderFile: boolean };
export type PaymentContext = { selected: PaymentMethod | null; card: CardContext | null; purchaseOrder: PurchaseOrderContext | null };

export const NO_PAYMENT: PaymentContext = { selected: null, card: null, purchaseOrder: null };

export function selectPaymentMethod(ctx: PaymentContext, method: PaymentMethod): PaymentContext {
  switch (method) {
    case 'Card':
      return { ...ctx, selected: 'Card', card: { paymentInfoComplete: false } };
    case 'Purchase order':
      return {
        ...ctx,
        selected: 'Purchase order',
        purchaseOrder: { purchaseOrderNumber: '', sendInvoiceTo: '', hasPurchaseOrderFile: false },
      };
    case 'None needed':
      return { selected: 'None needed', card: null, purchaseOrder: null };
  }
}

export function updatePurchaseOrder(ctx: PaymentContext, changes: Partial<PurchaseOrderContext>): PaymentContext {
  return ctx.purchaseOrder ? { ...ctx, purchaseOrder: { ...ctx.purchaseOrder, ...changes } } : ctx;
}

export function setCardComplete(ctx: PaymentContext, paymentInfoComplete: boolean): PaymentContext {
  return ctx.card ? { ...ctx, card: { paymentInfoComplete } } : ctx;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What still stops "Place order" for the chosen method (empty when it can go). */
export function paymentProblems(ctx: PaymentContext, options: readonly PaymentOption[]): string[] {
  if (!ctx.selected) return ['Choose how to pay.'];
  const option = options.find((o) => o.method === ctx.selected);
  if (!option?.available) return [option?.unavailable_reason ?? 'This payment method is unavailable.'];
  if (ctx.selected === 'Card' && !ctx.card?.paymentInfoComplete) return ['Enter your card details.'];
  if (ctx.selected === 'Purchase order') {
    const po = ctx.purchaseOrder;
    const problems: string[] = [];
    if (!po?.purchaseOrderNumber.trim()) problems.push('Purchase order number is required');
    if (!po || !EMAIL.test(po.sendInvoiceTo.trim())) problems.push('Enter the e-mail address the invoice goes to');
    if (!po?.hasPurchaseOrderFile) problems.push('Attach the purchase order document');
    return problems;
  }
  return [];
}

/** The method to start with: the first one available for this cart. */
export function defaultPaymentMethod(options: readonly PaymentOption[]): PaymentMethod | null {
  return options.find((o) => o.available)?.method ?? null;
}
