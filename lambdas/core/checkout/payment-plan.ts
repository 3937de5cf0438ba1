import { CURRENCY } from '#contracts/schemas/cart.ts';
import type { CheckoutPayment } from '#contracts/schemas/orders.ts';
import type { ErrorCode } from '#contracts/error-codes.ts';
import { AppError } from '../errors.ts';
import { cardPaymentUnavailable } from '../payments/card-payments.ts';
import type { PaymentPorts } from './checkout-ports.ts';
import { findPurchaseOrderFile } from './purchase-order-files.ts';
import type { PaymentPlan } from '#contracts/schemas/stored-order.ts';

// docs/data-model.md#payment-context payment methods at checkout, checked on the server: None needed only
// at a zero total or for an account approved to pay later; a purchase order
// only with its document uploaded; a card only with an authorisation of
// exactly this order's total, made for this order and this customer.

export type PaymentContext = { orderId: string; userId: string; totalCents: number; paymentNotRequired: boolean };

const refuse = (code: ErrorCode, message: string) => new AppError(code, message, { payment: [message] });

export async function planPayment(payment: CheckoutPayment, context: PaymentContext, ports: PaymentPorts): Promise<PaymentPlan> {
  switch (payment.method) {
    case 'None needed': {
      if (context.totalCents === 0) return { method: 'None needed', invoiceState: 'Invoice not needed', paymentState: 'Paid in full' };
      if (!context.paymentNotRequired)
        throw refuse('payment_required', 'This order has a balance to pay: choose a card or a purchase order.');
      return { method: 'None needed', invoiceState: 'Not yet invoiced', paymentState: 'Has balance' };
    }
    case 'Purchase order': {
      if (context.totalCents === 0) throw refuse('nothing_to_invoice', 'There is nothing to invoice: choose None needed.');
      const file = await findPurchaseOrderFile(context.userId, payment.upload_id, ports.purchaseOrders);
      if (!file) throw refuse('purchase_order_file_missing', 'The purchase order document was not found. Upload it again.');
      return {
        method: 'Purchase order',
        invoiceState: 'Not yet invoiced',
        paymentState: 'Has balance',
        purchaseOrder: {
          number: payment.purchase_order_number,
          send_invoice_to: payment.send_invoice_to,
          file_name: file.fileName,
          key: file.key,
        },
      };
    }
    case 'Card': {
      if (!ports.cardPayments.available) throw cardPaymentUnavailable();
      const intent = await ports.cardPayments.retrieve(payment.payment_intent_id);
      const matches =
        intent.amountCents === context.totalCents &&
        intent.currency === CURRENCY.toLowerCase() &&
        intent.metadata.order_id === context.orderId &&
        intent.metadata.user_id === context.userId;
      if (!matches) throw new AppError('card_payment_mismatch');
      if (intent.status !== 'requires_capture') throw new AppError('card_payment_incomplete');
      return {
        method: 'Card',
        invoiceState: 'Invoice not needed',
        paymentState: 'Has balance',
        paymentIntentId: intent.id,
        ...(intent.cardFingerprint ? { cardFingerprint: intent.cardFingerprint } : {}),
      };
    }
  }
}
