import type { ReactNode } from 'react';
import { PURCHASE_ORDER_TYPES } from '#contracts/schemas/orders.ts';
import type { PaymentOption } from '#contracts/schemas/cart.ts';
import { selectPaymentMethod, updatePurchaseOrder, type PaymentContext } from '../payment-context.ts';
import styles from './checkout.module.css';

type Props = {
  options: PaymentOption[];
  ctx: PaymentContext;
  onChange: (ctx: PaymentContext) => void;
  onPoFile: (file: File | null) => void;
  card: ReactNode;
};

/** payment methods (docs/data-model.md#payment-context): None needed, Card, Purchase order — each says why when it cannot be used. */
export function PaymentMethodFields({ options, ctx, onChange, onPoFile, card }: Props) {
  return (
    <>
      <fieldset className={styles.methods}>
        <legend>How to pay</legend>
        {options.map((option) => (
          <label key={option.method} className={ctx.selected === option.method ? styles.methodSelected : styles.method}>
            <input
              type="radio"
              name="payment-method"
              checked={ctx.selected === option.method}
              disabled={!option.available}
              onChange={() => onChange(selectPaymentMethod(ctx, option.method))}
            />
            <span>
              {option.method}
              {option.unavailable_reason && <span className={styles.reason}>{option.unavailable_reason}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {ctx.selected === 'Card' && <div className={styles.card}>{card}</div>}
      {ctx.selected === 'Purchase order' && ctx.purchaseOrder && (
        <div className={styles.poFields}>
          <label>
            <span>Purchase order number</span>
            <input
              value={ctx.purchaseOrder.purchaseOrderNumber}
              maxLength={64}
              onChange={(e) => onChange(updatePurchaseOrder(ctx, { purchaseOrderNumber: e.target.value }))}
            />
          </label>
          <label>
            <span>Send the invoice to</span>
            <input
              type="email"
              value={ctx.purchaseOrder.sendInvoiceTo}
              onChange={(e) => onChange(updatePurchaseOrder(ctx, { sendInvoiceTo: e.target.value }))}
              placeholder="accounts@example.com"
            />
          </label>
          <label>
            <span>Purchase order document (PDF, PNG or JPEG)</span>
            <input
              type="file"
              accept={PURCHASE_ORDER_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                onPoFile(file);
                onChange(updatePurchaseOrder(ctx, { hasPurchaseOrderFile: file !== null }));
              }}
            />
          </label>
        </div>
      )}
    </>
  );
}
