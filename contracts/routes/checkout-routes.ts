import {
  CardPaymentSchema,
  CreateCardPaymentBodySchema,
  CreatePurchaseOrderUploadBodySchema,
  OrderSchema,
  PlaceOrderBodySchema,
  PurchaseOrderUploadSchema,
} from '../schemas/orders.ts';
import { StripeWebhookAnswerSchema } from '../schemas/stripe-webhook.ts';
import { UserParamsSchema } from '../schemas/users.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import type { RouteDef } from '../route-types.ts';

// Checkout (docs/cart-and-orders.md#checkout): a card authorisation for the cart's
// total, the purchase-order document upload, and placing the order. All are
// the cart owner's ('self': the user in the path, or Admin). And Stripe's
// webhook, whose signature is its authorisation.
export const checkoutRoutes = {
  createCardPayment: {
    method: 'POST',
    path: '/users/{userId}/shopping-cart/card-payment',
    auth: 'self',
    handler: 'http/checkout/create-card-payment',
    params: UserParamsSchema,
    body: CreateCardPaymentBodySchema,
    response: CardPaymentSchema,
    status: 201,
    access: { table: 'readwrite', cardPayments: 'use' },
    throttle: ROUTE_THROTTLES.checkout,
  },
  createPurchaseOrderUpload: {
    method: 'POST',
    path: '/users/{userId}/purchase-order-files',
    auth: 'self',
    handler: 'http/checkout/create-purchase-order-upload',
    params: UserParamsSchema,
    body: CreatePurchaseOrderUploadBodySchema,
    response: PurchaseOrderUploadSchema,
    status: 201,
    access: { table: 'readwrite', uploads: { write: ['purchaseOrders'] } },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  placeOrder: {
    method: 'POST',
    path: '/users/{userId}/orders',
    auth: 'self',
    handler: 'http/checkout/place-order',
    params: UserParamsSchema,
    // idempotency_key = the cart's next_order_id: a retry answers with the same order.
    body: PlaceOrderBodySchema,
    response: OrderSchema,
    status: 201,
    access: { table: 'readwrite', uploads: { read: ['purchaseOrders'] }, email: 'send', cardPayments: 'use' },
    throttle: ROUTE_THROTTLES.checkout,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/stripe/webhook',
    // No user: the Stripe-Signature header over the exact body is checked in
    // the handler with the endpoint's signing secret (400 when it does not
    // match, 503 when no secret is configured).
    auth: 'public',
    handler: 'http/checkout/stripe-webhook',
    rawBody: true,
    response: StripeWebhookAnswerSchema,
    access: { table: 'readwrite', stripeWebhook: 'verify' },
    maxBodyBytes: 512 * 1024,
  },
} as const satisfies Record<string, RouteDef>;
