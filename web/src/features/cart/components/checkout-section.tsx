import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import type { CheckoutPayment } from '#contracts/schemas/orders.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { LoadingOverlay } from '#web/components/ui/loading-overlay/loading-overlay.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { createCardPayment } from '../api/create-card-payment.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { uploadPurchaseOrderFile } from '../api/upload-purchase-order.ts';
import { trackCartEvent } from '#web/lib/cart-analytics.ts';
import type { ConfirmCard } from '../card/card-payment-fields.tsx';
import {
  defaultPaymentMethod,
  NO_PAYMENT,
  paymentProblems,
  selectPaymentMethod,
  setCardComplete,
  type PaymentContext,
} from '../payment-context.ts';
import { PaymentMethodFields } from './payment-method-fields.tsx';
import styles from './checkout.module.css';

// @stripe/stripe-js is fetched only when a publishable key is configured and Card is chosen.
const CardPaymentFields = lazy(() => import('../card/card-payment-fields.tsx'));

const dollars = (cents: number) => (cents / 100).toFixed(2);

function checkoutError(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? 'Sorry something went wrong! Please try again later.';
  if (error instanceof TypeError) return 'A network error has occurred.';
  return error instanceof Error ? error.message : 'An unknown error has occurred.';
}

/** "Checkout", then how to pay and "Place order" (payment context (docs/data-model.md#payment-context), analytics (docs/analytics.md#events)). */
export function CheckoutSection({ cart, userId }: { cart: ShoppingCart; userId: string }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [checkingOut, setCheckingOut] = useState(false);
  const [ctx, setCtx] = useState<PaymentContext>(NO_PAYMENT);
  const [poFile, setPoFile] = useState<File | null>(null);
  const [checkoutErrors, setCheckoutErrors] = useState<string[]>([]);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  const onCardComplete = useCallback((complete: boolean) => setCtx((c) => setCardComplete(c, complete)), []);
  const publishableKey = runtimeConfig().stripePublishableKey;
  const orderable = cart.state === 'Cart can be ordered';

  if (!checkingOut) {
    return (
      <Button
        className={styles.wide}
        disabled={!orderable}
        onClick={() => {
          trackCartEvent('Click checkout', { Value: dollars(cart.order_total), Currency: cart.currency });
          const method = defaultPaymentMethod(cart.payment_options);
          setCtx(method ? selectPaymentMethod(NO_PAYMENT, method) : NO_PAYMENT);
          setCheckingOut(true);
        }}
      >
        Checkout
      </Button>
    );
  }

  const problems = paymentProblems(ctx, cart.payment_options);
  const payment = async (): Promise<CheckoutPayment> => {
    if (ctx.selected === 'Purchase order' && ctx.purchaseOrder && poFile) {
      const uploadId = await uploadPurchaseOrderFile(userId, poFile);
      return {
        method: 'Purchase order',
        purchase_order_number: ctx.purchaseOrder.purchaseOrderNumber.trim(),
        send_invoice_to: ctx.purchaseOrder.sendInvoiceTo.trim(),
        upload_id: uploadId,
      };
    }
    if (ctx.selected === 'Card') {
      if (!confirmCard) throw new Error('Card payment is unavailable.');
      const attemptId = crypto.randomUUID();
      const paymentIntentId = await confirmCard(() => createCardPayment(userId, cart, attemptId));
      return { method: 'Card', payment_intent_id: paymentIntentId };
    }
    return { method: 'None needed' };
  };
  const submit = () => {
    setCheckoutErrors([]);
    trackCartEvent('Place order', { Value: dollars(cart.order_total), Currency: cart.currency, Method: ctx.selected ?? '' });
    place.mutate(
      { cart, payment },
      {
        onSuccess: (order) => void navigate(paths.orderComplete.getHref(order.order_id)),
        onError: (e) => setCheckoutErrors([checkoutError(e)]),
      },
    );
  };

  return (
    <section className={styles.checkout} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      <PaymentMethodFields
        options={cart.payment_options}
        ctx={ctx}
        onChange={setCtx}
        onPoFile={setPoFile}
        card={
          publishableKey ? (
            <Suspense fallback={<Spinner text="Loading card payment" />}>
              <CardPaymentFields
                publishableKey={publishableKey}
                amountCents={cart.order_total}
                onComplete={onCardComplete}
                onReady={onCardReady}
              />
            </Suspense>
          ) : (
            <p className={styles.unavailable}>Card payment is unavailable.</p>
          )
        }
      />
      {checkoutErrors.length > 0 && (
        <ul className={styles.errors} role="alert" aria-label="Checkout errors">
          {checkoutErrors.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {problems.length > 0 && <p className={styles.hint}>{problems.join(' · ')}</p>}
      <Button className={styles.wide} disabled={problems.length > 0 || !orderable} loading={place.isPending} onClick={submit}>
        Place order
      </Button>
      <Button variant="secondary" className={styles.wide} disabled={place.isPending} onClick={() => setCheckingOut(false)}>
        Back to the cart
      </Button>
      <LoadingOverlay loading={place.isPending} text="Placing your order…" />
    </section>
  );
}
