import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '#contracts/schemas/cart.ts';
import {
  defaultPaymentMethod,
  NO_PAYMENT,
  paymentProblems,
  selectPaymentMethod,
  setCardComplete,
  updatePurchaseOrder,
} from '../../../web/src/features/cart/payment-context.ts';

// docs/data-model.md#payment-context payment context and switching payment method (docs/states.md#payment-method-switching).

const options: PaymentOption[] = [
  {
    method: 'None needed',
    available: false,
    unavailable_reason: 'Only for orders with nothing to pay, or accounts approved to pay later.',
  },
  { method: 'Card', available: false, unavailable_reason: 'Card payment is unavailable.' },
  { method: 'Purchase order', available: true, unavailable_reason: null },
];

describe('switching payment method (docs/states.md#payment-method-switching)', () => {
  it('Card resets the card context; Purchase order starts an empty one; None needed clears both', () => {
    const withCard = setCardComplete(selectPaymentMethod(NO_PAYMENT, 'Card'), true);
    expect(withCard.card).toEqual({ paymentInfoComplete: true });
    expect(selectPaymentMethod(withCard, 'Card').card).toEqual({ paymentInfoComplete: false });
    const po = updatePurchaseOrder(selectPaymentMethod(withCard, 'Purchase order'), { purchaseOrderNumber: 'PO-1' });
    expect(po).toEqual({
      selected: 'Purchase order',
      card: { paymentInfoComplete: true },
      purchaseOrder: { purchaseOrderNumber: 'PO-1', sendInvoiceTo: '', hasPurchaseOrderFile: false },
    });
    expect(selectPaymentMethod(po, 'Purchase order').purchaseOrder).toEqual({
      purchaseOrderNumber: '',
      sendInvoiceTo: '',
      hasPurchaseOrderFile: false,
    });
    expect(selectPaymentMethod(po, 'None needed')).toEqual({ selected: 'None needed', card: null, purchaseOrder: null });
  });
});

describe('what stops Place order', () => {
  it('a purchase order needs its number, an invoice e-mail and the document', () => {
    const po = selectPaymentMethod(NO_PAYMENT, 'Purchase order');
    expect(paymentProblems(po, options)).toEqual([
      'Purchase order number is required',
      'Enter the e-mail address the invoice goes to',
      'Attach the purchase order document',
    ]);
    const filled = updatePurchaseOrder(po, { purchaseOrderNumber: 'PO-1', sendInvoiceTo: 'ap@example.com', hasPurchaseOrderFile: true });
    expect(paymentProblems(filled, options)).toEqual([]);
  });

  it('an unavailable method says why; a card needs complete details; nothing chosen asks for a choice', () => {
    expect(paymentProblems(selectPaymentMethod(NO_PAYMENT, 'Card'), options)).toEqual(['Card payment is unavailable.']);
    const cardOk = options.map((o) => (o.method === 'Card' ? { ...o, available: true, unavailable_reason: null } : o));
    expect(paymentProblems(selectPaymentMethod(NO_PAYMENT, 'Card'), cardOk)).toEqual(['Enter your card details.']);
    expect(paymentProblems(setCardComplete(selectPaymentMethod(NO_PAYMENT, 'Card'), true), cardOk)).toEqual([]);
    expect(paymentProblems(NO_PAYMENT, options)).toEqual(['Choose how to pay.']);
  });

  it('starts with the first available method', () => {
    expect(defaultPaymentMethod(options)).toBe('Purchase order');
    expect(defaultPaymentMethod(options.map((o) => ({ ...o, available: false })))).toBeNull();
  });
});
