import * as z from 'zod/mini';
import { AddressSchema } from './addresses.ts';
import { CartLeadTimeOptionSchema, CartTotalsSchema, CURRENCY, PaymentMethodSchema, PickupInfoSchema, ShippingRateSchema } from './cart.ts';
import { ActorSchema, InvoiceStateSchema, PaymentStateSchema, type OrderState } from './order-states.ts';
import { ORDER_STATE_KINDS, OrderItemSchema } from './orders.ts';

// What the data layer stores of an order, beside the order entity's own
// attributes: its content, its holds and its purchase order are JSON maps,
// parsed with these schemas wherever they are read (lambdas/core/db/orders.ts).
// The checkout builds them (lambdas/core/checkout/order-from-cart.ts); the
// order desk and the cancel read them (lambdas/core/orders/).

/** A purchase order's number, where its invoice goes and the uploaded file. */
export const StoredPurchaseOrderSchema = z.object({
  number: z.string(),
  send_invoice_to: z.string(),
  file_name: z.string(),
  key: z.string(),
});
export type StoredPurchaseOrder = z.infer<typeof StoredPurchaseOrderSchema>;

/** The order's fixed content: what was bought exactly as quoted, where it goes, what it came to. */
export const OrderContentSchema = z.object({
  items: z.array(OrderItemSchema),
  shipping_address: z.nullable(AddressSchema),
  shipping_rate: z.nullable(ShippingRateSchema),
  pickup_info: z.nullable(PickupInfoSchema),
  lead_time: z.omit(CartLeadTimeOptionSchema, { selected: true }),
  coupons_applied: z.array(z.object({ id: z.string(), discount_cents: z.number() })),
  totals: CartTotalsSchema,
  currency: z.literal(CURRENCY),
  /** The shipping table version the rate came from (each item's quote records its pricing version). */
  shipping_settings_version: z.number(),
});
export type OrderContent = z.infer<typeof OrderContentSchema>;

/** A catalogue part an order takes from stock: what the quotes bought, summed per part. */
export const StockReservationSchema = z.object({ partId: z.string(), quantity: z.number() });
export type StockReservation = z.infer<typeof StockReservationSchema>;

/** Boards booked on a lead time's ship day. */
export const ProductionHoldSchema = z.object({ leadTimeId: z.string(), shipDate: z.string(), boards: z.number() });

/** What a placed order holds of the shop: a cancel gives exactly this back (docs/checkout.md#cancel). */
export const OrderHoldsSchema = z.object({
  /** Catalogue parts taken from stock, per part. */
  parts: z.array(StockReservationSchema),
  /** Boards booked on the lead time's ship day (null: nothing booked, e.g. no capacity configured). */
  booking: z.nullable(ProductionHoldSchema),
  /** Coupons the order consumed (codes). */
  coupons: z.array(z.string()),
  /** The e-mail identity whose order count the order is in (absent on orders placed before it was counted). */
  emailKey: z.optional(z.string()),
  /** The card fingerprint the order claimed with its newsletter coupon. */
  newsletterCard: z.optional(z.string()),
});
export type OrderHolds = z.infer<typeof OrderHoldsSchema>;

/** Large orders' content and holds, gzipped in `packed` (lambdas/core/db/order-packing.ts). */
export const OrderBodySchema = z.object({ content: OrderContentSchema, holds: OrderHoldsSchema });
export type OrderBody = z.infer<typeof OrderBodySchema>;

/** One history event as written: an order, invoice or payment state moving, a purchase tracked, holds released. */
export const StoredOrderEventSchema = z.object({
  kind: z.enum([...ORDER_STATE_KINDS, 'tracked', 'released']),
  from: z.nullable(z.string()),
  to: z.string(),
  actor: ActorSchema,
  by: z.string(),
  note: z.string(),
});
/** An event a change writes (the tracked and released events are written by the data layer itself). */
export type NewOrderEvent = Omit<z.infer<typeof StoredOrderEventSchema>, 'kind'> & { kind: (typeof ORDER_STATE_KINDS)[number] };

/** What a checkout stores of the payment (lambdas/core/checkout/payment-plan.ts decides it). */
export const PaymentPlanSchema = z.object({
  method: PaymentMethodSchema,
  invoiceState: InvoiceStateSchema,
  paymentState: PaymentStateSchema,
  paymentIntentId: z.optional(z.string()),
  /** A card payment's card, as the processor fingerprints it (absent for a payment method that is no card). */
  cardFingerprint: z.optional(z.string()),
  purchaseOrder: z.optional(StoredPurchaseOrderSchema),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

export type CouponUse = {
  code: string;
  discountCents: number;
  singleUse: boolean;
  maxUses: number | null;
  firstOrderOnly: boolean;
  /** A newsletter coupon: once per e-mail identity and per card (docs/security.md#newsletter-coupon). */
  newsletter: boolean;
};

/** The order a ready cart becomes and everything its one transaction changes (lambdas/core/db/place-order.ts writes it). */
export type OrderPlan = {
  orderId: string;
  userId: string;
  customerEmail: string;
  state: OrderState;
  payment: PaymentPlan;
  content: OrderContent;
  /** Each board at the version priced (= the one the customer saw): the transaction is conditional on it. */
  boards: { boardId: string; version: number }[];
  reservations: StockReservation[];
  booking: { leadTimeId: string; shipDate: string; boards: number; capacityPerDay: number } | null;
  coupons: CouponUse[];
  /** Any coupon for first orders only: the user's order count, and its e-mail identity's, must still be zero. */
  requiresFirstOrder: boolean;
  /** The customer's e-mail identity (lambdas/core/marketing/email-key.ts): its order count moves with the user's. */
  customerEmailKey: string;
  /** A newsletter coupon paid by card: the card's fingerprint, claimed once (null otherwise). */
  newsletterCard: string | null;
  events: NewOrderEvent[];
};
