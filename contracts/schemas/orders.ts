import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';
import { AddressSchema } from './addresses.ts';
import { PresignedUploadSchema } from './presigned-upload.ts';
import { FIRST_REVISION } from '../board-revisions.ts';
import { BoardIdSchema, RevisionNameSchema } from './boards.ts';
import {
  CartLeadTimeOptionSchema,
  CartTotalsSchema,
  CURRENCY,
  OrderIdSchema,
  PaymentMethodSchema,
  PickupInfoSchema,
  ShippingRateSchema,
} from './cart.ts';
import { ActorSchema, InvoiceStateSchema, OrderStateSchema, PaymentStateSchema } from './order-states.ts';
import { QuoteSchema } from './quote.ts';
import { UserIdSchema } from './users.ts';

// A placed order ("Shopping cart or order" (docs/data-model.md#shopping-cart-and-order) once checked out): what was
// bought exactly as quoted (each board's full quote with its pricing and
// capability versions), where it goes, how it is paid, and its history.

export const OrderParamsSchema = z.object({ orderId: OrderIdSchema });
export const UserOrderParamsSchema = z.object({ userId: UserIdSchema });

export const UploadIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid upload id'));

export const PURCHASE_ORDER_MAX_BYTES = 10 * 1024 * 1024;
/** Purchase-order documents one account may upload in a UTC day (docs/security.md#bounded-records). */
export const MAX_PURCHASE_ORDER_UPLOADS_PER_DAY = 50;
export const PURCHASE_ORDER_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** POST /users/{userId}/purchase-order-files: a presigned PUT for the customer's PO document. */
export const CreatePurchaseOrderUploadBodySchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1, 'The file name is required'), z.maxLength(200, 'The file name is too long')),
  content_type: z.enum(PURCHASE_ORDER_TYPES, { error: 'Upload the purchase order as a PDF, PNG or JPEG' }),
  size: z.number().check(z.int(), z.positive('The file is empty')),
});
export type CreatePurchaseOrderUploadBody = z.infer<typeof CreatePurchaseOrderUploadBodySchema>;

export const PurchaseOrderUploadSchema = z.object({
  upload_id: UploadIdSchema,
  upload: PresignedUploadSchema,
});
export type PurchaseOrderUpload = z.infer<typeof PurchaseOrderUploadSchema>;

/** payment context (docs/data-model.md#payment-context), as the checkout sends it. */
export const CheckoutPaymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('None needed') }),
  z.object({ method: z.literal('Card'), payment_intent_id: z.string().check(z.regex(/^pi_[A-Za-z0-9]{1,64}$/, 'Invalid payment')) }),
  z.object({
    method: z.literal('Purchase order'),
    purchase_order_number: z
      .string()
      .check(z.trim(), z.minLength(1, 'Purchase order number is required'), z.maxLength(64, 'At most 64 characters')),
    send_invoice_to: z.email('Invalid email format').check(z.maxLength(254)),
    upload_id: UploadIdSchema,
  }),
]);
export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;

/**
 * Each board of the cart at the version the customer saw (the cart item's
 * `board.bom_version`, which a quantity, options or BOM change moves on): a
 * board changed since is a 409 even when the total came out the same.
 * see docs/checkout.md#guarantees
 */
export const SeenBoardVersionsSchema = z
  .array(z.object({ board_id: BoardIdSchema, version: z.number().check(z.int(), z.gte(0)) }))
  .check(z.maxLength(50));
export type SeenBoardVersions = z.infer<typeof SeenBoardVersionsSchema>;

/** The board versions a cart shows, as the checkout sends them back. */
export function boardVersionsOf(cart: { items: readonly { board_id: string; board: { bom_version: number } }[] }): SeenBoardVersions {
  return cart.items.map((i) => ({ board_id: i.board_id, version: i.board.bom_version }));
}

/**
 * POST /users/{userId}/orders: places the cart as an order. `idempotency_key`
 * is the cart's next_order_id (the order's id): a retry returns the same
 * order. The cart version, each board's version and the total are the ones
 * the customer saw; any change since then is a 409, so nothing is charged
 * that was not shown.
 */
export const PlaceOrderBodySchema = z.object({
  idempotency_key: OrderIdSchema,
  cart_version: z.number().check(z.int(), z.gte(0)),
  board_versions: SeenBoardVersionsSchema,
  expected_total_cents: z.number().check(z.int(), z.gte(0)),
  payment: CheckoutPaymentSchema,
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/** POST /users/{userId}/shopping-cart/card-payment: a card authorisation for the cart's total (captured once the order exists). */
export const CreateCardPaymentBodySchema = z.object({
  idempotency_key: OrderIdSchema,
  cart_version: z.number().check(z.int(), z.gte(0)),
  board_versions: SeenBoardVersionsSchema,
  expected_total_cents: z.number().check(z.int(), z.gte(1)),
  /** One per press of "Pay": a retried request reuses it and gets the same authorisation. */
  attempt_id: z.uuid(),
});
export const CardPaymentSchema = z.object({
  payment_intent_id: z.string(),
  client_secret: z.string(),
  amount_cents: z.number().check(z.int()),
});
export type CardPayment = z.infer<typeof CardPaymentSchema>;

export const ORDER_STATE_KINDS = ['order', 'invoice', 'payment'] as const;
export const OrderStateKindSchema = z.enum(ORDER_STATE_KINDS);
export type OrderStateKind = z.infer<typeof OrderStateKindSchema>;

/** One change in an order's life: what moved, from what to what, who did it and when. */
export const OrderEventSchema = z.object({
  at: z.string(),
  /** 'tracked': the order page sent "Placed order"; 'released': what canceling gave back (stock, production booking, coupons). */
  kind: z.enum([...ORDER_STATE_KINDS, 'tracked', 'released']),
  from: z.nullable(z.string()),
  to: z.string(),
  actor: ActorSchema,
  /** The person (e-mail) or "System". */
  by: z.string(),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderItemSchema = z.object({
  board_id: BoardIdSchema,
  file_name: z.string(),
  /** The board's revision as ordered (orders placed before revisions existed read as the first, A). */
  revision: z._default(RevisionNameSchema, FIRST_REVISION),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** The quote the customer accepted, with the pricing and capability versions it used. */
  quote: QuoteSchema,
  /** When the customer accepted Copperline's proposed outline, made instead of the file's (docs/board-checks.md#outline-fix); absent otherwise. */
  outline_accepted_at: z.optional(z.string()),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  order_id: OrderIdSchema,
  user_id: UserIdSchema,
  customer_email: z.string(),
  state: OrderStateSchema,
  invoice_state: InvoiceStateSchema,
  payment_state: PaymentStateSchema,
  payment_method: PaymentMethodSchema,
  purchase_order: z.nullable(
    z.object({ number: z.string(), send_invoice_to: z.string(), file_name: z.string(), file_url: z.nullable(z.string()) }),
  ),
  items: z.array(OrderItemSchema),
  shipping_address: z.nullable(AddressSchema),
  shipping_rate: z.nullable(ShippingRateSchema),
  pickup_info: z.nullable(PickupInfoSchema),
  lead_time: z.omit(CartLeadTimeOptionSchema, { selected: true }),
  coupons_applied: z.array(z.object({ id: z.string(), discount_cents: z.number().check(z.int()) })),
  totals: CartTotalsSchema,
  order_total: z.number().check(z.int(), z.gte(0)),
  currency: z.literal(CURRENCY),
  was_tracked: z.boolean(),
  /** Grows with every change; a staff change names the version it saw. */
  version: z.number().check(z.int(), z.gte(1)),
  created_at: z.string(),
  updated_at: z.string(),
  /** Canceled, yet paid and not refunded: a person must return the money (then staff mark the payment Refunded). */
  refund_due: z.boolean(),
  history: z.array(OrderEventSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = z.extend(
  z.pick(OrderSchema, {
    order_id: true,
    user_id: true,
    customer_email: true,
    state: true,
    invoice_state: true,
    payment_state: true,
    payment_method: true,
    order_total: true,
    currency: true,
    created_at: true,
    updated_at: true,
    version: true,
    refund_due: true,
  }),
  { num_items: z.number().check(z.int()), delivery: z.enum(['Shipping', 'Pickup']) },
);
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** GET /users/{userId}/orders: the customer's orders, newest first, each with its history. */
export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });

export const StaffOrderListQuerySchema = z.object({
  state: z.optional(OrderStateSchema),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export const StaffOrderListSchema = z.object({ orders: z.array(OrderSummarySchema), cursor: z.nullable(z.string()) });

/** PUT /internal/orders/{orderId}/state: one move of one of the three state machines, from the version the staff member saw. */
export const ChangeOrderStateBodySchema = z.object({
  kind: OrderStateKindSchema,
  to: z.string().check(z.minLength(1), z.maxLength(40)),
  version: z.number().check(z.int(), z.gte(1)),
  note: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
export type ChangeOrderStateBody = z.infer<typeof ChangeOrderStateBodySchema>;

/** GET /internal/orders/{orderId}: the order and, for each state machine, the moves allowed from where it is. */
export const StaffOrderSchema = z.extend(OrderSchema, {
  allowed_moves: z.object({ order: z.array(z.string()), invoice: z.array(z.string()), payment: z.array(z.string()) }),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
