import { CURRENCY } from '#contracts/schemas/cart.ts';
import type { CardPayment } from '#contracts/schemas/orders.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';
import { cardPaymentUnavailable } from '../payments/card-payments.ts';
import { CONFIRMED_OWNER, holdCartParts } from '../priced-cart/hold-cart-parts.ts';
import type { CartHolder } from '../stock/index.ts';
import { loadOrderableCart, type SeenCart } from './orderable-cart.ts';
import type { PaymentPorts } from './checkout-ports.ts';

/**
 * POST /users/{userId}/shopping-cart/card-payment: authorises the card for
 * exactly the total of the cart the customer saw, for this order id. The
 * browser confirms it with Stripe Elements; the checkout captures it once
 * the order exists. One attempt (the browser's attempt id) makes one intent.
 * A checkout step: the cart's holds are renewed while the card is entered
 * (docs/checkout.md#cart-holds).
 */
export async function authorizeCardPayment(
  userId: string,
  body: SeenCart & { attempt_id: string },
  ports: CartPorts & Pick<PaymentPorts, 'cardPayments'>,
  holder: CartHolder = CONFIRMED_OWNER,
  now = new Date(),
): Promise<CardPayment> {
  if (!ports.cardPayments.available) throw cardPaymentUnavailable();
  const loaded = await loadOrderableCart(userId, body, ports, now);
  if (loaded.record) await holdCartParts({ ...loaded, record: loaded.record }, holder, now);
  const total = loaded.priced.view.order_total;
  const intent = await ports.cardPayments.authorize(
    { orderId: body.idempotency_key, userId, amountCents: total, currency: CURRENCY, customerEmail: loaded.user.email },
    `authorize-${body.idempotency_key}-${body.attempt_id}`,
  );
  if (!intent.clientSecret) throw new Error('The card processor returned no client secret');
  return { payment_intent_id: intent.id, client_secret: intent.clientSecret, amount_cents: intent.amountCents };
}
