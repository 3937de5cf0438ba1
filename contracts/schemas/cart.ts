import * as z from 'zod/mini';
import type { ErrorCode } from '../error-codes.ts';
import { ID_PATTERN } from '../ids.ts';
import { AddressSchema } from './addresses.ts';
import { BoardIdSchema, BomStateSchema, RevisionNameSchema } from './boards.ts';
import { OrderStateSchema } from './order-states.ts';

// The shopping cart ("Shopping cart or order" (docs/data-model.md#shopping-cart-and-order)): the same shape is the
// order once placed. Money in integer cents; the currency is the store's.

export const CURRENCY = 'USD';
export const MAX_BOARD_QUANTITY = 10_000;

/** "Shipping option" (docs/data-model.md#shipping-option): days, an optional ship date, and whether the line is full. */
export const ShippingRateSchema = z.object({
  rate_id: z.string().check(z.minLength(1), z.maxLength(64)),
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  days: z.number().check(z.int(), z.gte(0), z.lte(365)),
  ship_date: z._default(z.nullable(z.iso.date()), null),
  at_capacity: z._default(z.boolean(), false),
  price_cents: z.number().check(z.int(), z.gte(0)),
});
export type ShippingRate = z.infer<typeof ShippingRateSchema>;

/** Opening hours of a pickup place, in whole hours 0–24 (docs/limits.md#hours). */
export const OpeningHoursSchema = z.object({
  days: z.string().check(z.minLength(1), z.maxLength(40)),
  open_hour: z.number().check(z.int(), z.gte(0), z.lte(24)),
  close_hour: z.number().check(z.int(), z.gte(0), z.lte(24)),
});

export const PickupInfoSchema = z.object({
  location_id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  address: AddressSchema,
  hours: z.array(OpeningHoursSchema).check(z.maxLength(7)),
});
export type PickupInfo = z.infer<typeof PickupInfoSchema>;

export const CouponRefSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) });

export const BoardQuantitySchema = z.number().check(z.int(), z.gte(1), z.lte(MAX_BOARD_QUANTITY));

/**
 * A board in the cart. How many boards is the board's own figure (changed
 * with PUT /boards/{boardId}/quantity, from the cart or the review page);
 * a quantity sent here must be that figure, or the PUT is refused.
 */
export const CartItemInputSchema = z.object({
  board_id: BoardIdSchema,
  quantity: z.optional(BoardQuantitySchema),
});

/** The item's quote as the cart shows it (the full quote is kept on the order). */
export const CartItemQuoteSchema = z.object({
  /** quote status (docs/states.md#quote-status); "Refreshing quote" while the board is still being processed. */
  state: z.string(),
  total_cents: z.nullable(z.number().check(z.int())),
  per_board_cents: z.nullable(z.number().check(z.int())),
  /** Why the quote is not an instant quote, in the customer's words. */
  reasons: z.array(z.string()),
  /** The board options chosen other than the shop's defaults, as label and value (docs/board-options.md). */
  options: z.optional(z.array(z.object({ key: z.string(), label: z.string(), value: z.string() }))),
});
export type CartItemQuote = z.infer<typeof CartItemQuoteSchema>;

/** An item as the server returns it: the board's states and its price, read fresh on every load. */
export const CartItemSchema = z.object({
  board_id: BoardIdSchema,
  /** The board's quantity: the one figure the review page and the cart both show and change. */
  quantity: BoardQuantitySchema,
  board: z.object({
    board_id: BoardIdSchema,
    file_name: z.string(),
    /** Which revision of the board is in the cart (docs/revisions.md#orders-name-the-revision). */
    revision: RevisionNameSchema,
    bom_state: BomStateSchema,
    /** The board's assembly version: a quantity change names it (409 when stale). */
    bom_version: z.number().check(z.int(), z.gte(0)),
    quote: z.nullable(CartItemQuoteSchema),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** A production lead time for the whole order (shipping option (docs/data-model.md#shipping-option): days, ship date, at capacity). */
export const CartLeadTimeOptionSchema = z.extend(z.pick(ShippingRateSchema, { days: true, ship_date: true, at_capacity: true }), {
  lead_time_id: z.string(),
  label: z.string(),
  selected: z.boolean(),
});
export type CartLeadTimeOption = z.infer<typeof CartLeadTimeOptionSchema>;

export const PAYMENT_METHODS = ['None needed', 'Card', 'Purchase order'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Whether a payment method can be used for this cart now, and if not, why. */
export const PaymentOptionSchema = z.object({
  method: PaymentMethodSchema,
  available: z.boolean(),
  unavailable_reason: z.nullable(z.string()),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

export const CartTotalsSchema = z.object({
  items_cents: z.number().check(z.int(), z.gte(0)),
  shipping_cents: z.number().check(z.int(), z.gte(0)),
  discount_cents: z.number().check(z.int(), z.gte(0)),
  total_cents: z.number().check(z.int(), z.gte(0)),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

/** What each applied coupon takes off, or why it does not apply. */
export const CouponResultSchema = z.object({
  id: z.string(),
  discount_cents: z.number().check(z.int(), z.gte(0)),
  problem: z.nullable(z.string()),
});
export type CouponResult = z.infer<typeof CouponResultSchema>;

/**
 * readiness (docs/states.md#cart-readiness): an address and a rate, or pickup. A cart never holds both:
 * the client clears one when the other is chosen, and the server refuses a mix.
 */
export function hasDelivery(cart: { shipping_address: unknown; shipping_rate: unknown; pickup_info: unknown }): boolean {
  return (cart.shipping_address !== null && cart.shipping_rate !== null) || cart.pickup_info !== null;
}

const deliveryIsConsistent = (cart: { shipping_address: unknown; shipping_rate: unknown; pickup_info: unknown }) =>
  cart.pickup_info === null || (cart.shipping_address === null && cart.shipping_rate === null);

/** The body of PUT /users/{userId}/shopping-cart: the whole cart, with the version it was read at. */
/** The boards one cart holds at most. */
export const MAX_CART_ITEMS = 50;

export const CartUpdateSchema = z
  .object({
    version: z.number().check(z.int(), z.gte(0)),
    items: z.array(CartItemInputSchema).check(z.maxLength(MAX_CART_ITEMS)),
    shipping_address: z.nullable(AddressSchema),
    shipping_rate: z.nullable(ShippingRateSchema),
    pickup_info: z.nullable(PickupInfoSchema),
    coupons_applied: z.array(CouponRefSchema).check(z.maxLength(5)),
    /** The production lead time for the whole order; null is the shop's default. */
    lead_time_id: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(32))), null),
  })
  .check(z.refine(deliveryIsConsistent, { message: 'Choose delivery or pickup, not both', path: ['pickup_info'] }));
export type CartUpdate = z.infer<typeof CartUpdateSchema>;

export const OrderIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid order id'));

/** A catalogue part as the cart names it: its catalogue number, MPN and description (null: no longer in the catalogue). */
const HeldPartNameSchema = z.object({
  part_id: z.string(),
  /** The catalogue (supplier) number, else the MPN, else the part id. */
  name: z.string(),
  mpn: z.nullable(z.string()),
  description: z.nullable(z.string()),
});

/**
 * Why a part the quotes buy is not held: another customer has the stock, the cart is at its hold limit, or the hold
 * ended (nobody changed the cart or went to checkout in time; docs/checkout.md#cart-holds).
 */
export const NOT_HELD_REASONS = ['out_of_stock', 'over_limit', 'hold_ended'] as const;

/** The error codes a cart's holds can be refused with (docs/checkout.md#hold-limits). */
export const CART_HOLD_REFUSALS = ['stock_hold_limit', 'stock_hold_unconfirmed'] as const satisfies readonly ErrorCode[];

/** The catalogue parts held for this cart's order id, and until when (see docs/checkout.md#cart-holds). */
export const CartStockHoldsSchema = z.object({
  /** Null: nothing held (an empty cart, a hold that ended, or a checkout of this cart is under way). */
  held_until: z.nullable(z.string()),
  /** Each part held, by name, with the units held for the whole cart. */
  parts: z.array(z.extend(HeldPartNameSchema, { quantity: z.number().check(z.int(), z.gte(1)) })),
  /** Parts the quotes need that the cart does not hold, with the free stock now and why. */
  not_held: z.array(
    z.extend(HeldPartNameSchema, {
      quantity: z.number().check(z.int(), z.gte(1)),
      stock: z.number().check(z.int()),
      reason: z.enum(NOT_HELD_REASONS),
    }),
  ),
  /** Why the cart holds less than its quotes buy: an error code and its message for the customer (null: nothing refused). */
  refusal: z.nullable(z.object({ code: z.enum(CART_HOLD_REFUSALS), message: z.string() })),
});
export type CartStockHolds = z.infer<typeof CartStockHoldsSchema>;

/** docs/data-model.md#shopping-cart-and-order shoppingCartOrder as GET and PUT return it. */
export const ShoppingCartSchema = z.object({
  version: z.number().check(z.int(), z.gte(0)),
  state: OrderStateSchema,
  items: z.array(CartItemSchema),
  shipping_address: z.nullable(AddressSchema),
  shipping_rate: z.nullable(ShippingRateSchema),
  pickup_info: z.nullable(PickupInfoSchema),
  coupons_applied: z.array(CouponRefSchema),
  /** The id the order will take when placed: the checkout's idempotency key (a retry finds the same order). */
  next_order_id: OrderIdSchema,
  order_total: z.number().check(z.int(), z.gte(0)),
  currency: z.literal(CURRENCY),
  was_tracked: z.boolean(),
  /** Why the cart cannot be ordered yet ("Cart has issues"), in words the customer understands. */
  issues: z.array(z.string()),
  lead_time_id: z.string(),
  lead_time_options: z.array(CartLeadTimeOptionSchema),
  /** The rates that reach the shipping address for this parcel (empty without an address). */
  shipping_rates: z.array(ShippingRateSchema),
  pickup_locations: z.array(PickupInfoSchema),
  totals: CartTotalsSchema,
  coupon_results: z.array(CouponResultSchema),
  payment_options: z.array(PaymentOptionSchema),
  /** Absent where the cart was priced without holding (the checkout's own read). */
  stock_holds: z.optional(CartStockHoldsSchema),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

export const ShoppingCartSummarySchema = z.object({ num_items: z.number().check(z.int(), z.gte(0)) });
export type ShoppingCartSummary = z.infer<typeof ShoppingCartSummarySchema>;
