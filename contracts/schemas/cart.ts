import { z } from 'zod';
import { ID_PATTERN } from '../ids.ts';
import { AddressSchema } from './addresses.ts';
import { BoardIdSchema, BomStateSchema } from './boards.ts';
import { OrderStateSchema } from './order-states.ts';

// The shopping cart (SPEC §3 "Shopping cart or order"): the same shape is the
// order once placed. Money in integer cents; the currency is the store's.

export const CURRENCY = 'USD';
export const MAX_BOARD_QUANTITY = 10_000;

/** SPEC §3 "Shipping option": days, an optional ship date, and whether the line is full. */
export const ShippingRateSchema = z.object({
  rate_id: z.string().min(1).max(64),
  label: z.string().min(1).max(100),
  days: z.number().int().min(0).max(365),
  ship_date: z.iso.date().nullable().default(null),
  at_capacity: z.boolean().default(false),
  price_cents: z.number().int().min(0),
});
export type ShippingRate = z.infer<typeof ShippingRateSchema>;

/** Opening hours of a pickup place, in whole hours 0–24 (SPEC §9). */
export const OpeningHoursSchema = z.object({
  days: z.string().min(1).max(40),
  open_hour: z.number().int().min(0).max(24),
  close_hour: z.number().int().min(0).max(24),
});

export const PickupInfoSchema = z.object({
  location_id: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  address: AddressSchema,
  hours: z.array(OpeningHoursSchema).max(7),
});
export type PickupInfo = z.infer<typeof PickupInfoSchema>;

export const CouponRefSchema = z.object({ id: z.string().min(1).max(40) });

/** What the customer changes: a board and how many of it. */
export const CartItemInputSchema = z.object({
  board_id: BoardIdSchema,
  quantity: z.number().int().min(1).max(MAX_BOARD_QUANTITY),
});

/** An item as the server returns it: the board's states and its price, read fresh on every load. */
export const CartItemSchema = CartItemInputSchema.extend({
  board: z.object({
    board_id: BoardIdSchema,
    file_name: z.string(),
    bom_state: BomStateSchema,
    quote: z.object({ state: z.string(), total_cents: z.number().int().nullable() }).nullable(),
  }),
});

/**
 * SPEC §4 readiness: an address and a rate, or pickup. A cart never holds both:
 * the client clears one when the other is chosen, and the server refuses a mix.
 */
export function hasDelivery(cart: { shipping_address: unknown; shipping_rate: unknown; pickup_info: unknown }): boolean {
  return (cart.shipping_address !== null && cart.shipping_rate !== null) || cart.pickup_info !== null;
}

const deliveryIsConsistent = (cart: { shipping_address: unknown; shipping_rate: unknown; pickup_info: unknown }) =>
  cart.pickup_info === null || (cart.shipping_address === null && cart.shipping_rate === null);

/** The body of PUT /users/{userId}/shopping-cart: the whole cart, with the version it was read at. */
export const CartUpdateSchema = z
  .object({
    version: z.number().int().min(0),
    items: z.array(CartItemInputSchema).max(50),
    shipping_address: AddressSchema.nullable(),
    shipping_rate: ShippingRateSchema.nullable(),
    pickup_info: PickupInfoSchema.nullable(),
    coupons_applied: z.array(CouponRefSchema).max(5),
  })
  .refine(deliveryIsConsistent, { message: 'Choose delivery or pickup, not both', path: ['pickup_info'] });
export type CartUpdate = z.infer<typeof CartUpdateSchema>;

export const OrderIdSchema = z.string().regex(ID_PATTERN, 'Invalid order id');

/** SPEC §3 shoppingCartOrder as GET and PUT return it. */
export const ShoppingCartSchema = z.object({
  version: z.number().int().min(0),
  state: OrderStateSchema,
  items: z.array(CartItemSchema),
  shipping_address: AddressSchema.nullable(),
  shipping_rate: ShippingRateSchema.nullable(),
  pickup_info: PickupInfoSchema.nullable(),
  coupons_applied: z.array(CouponRefSchema),
  /** The id the order will take when placed: the checkout's idempotency key (a retry finds the same order). */
  next_order_id: OrderIdSchema,
  order_total: z.number().int().min(0),
  currency: z.literal(CURRENCY),
  was_tracked: z.boolean(),
  /** Why the cart cannot be ordered yet ("Cart has issues"), in words the customer understands. */
  issues: z.array(z.string()),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

export const ShoppingCartSummarySchema = z.object({ num_items: z.number().int().min(0) });
