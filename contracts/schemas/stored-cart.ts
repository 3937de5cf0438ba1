import * as z from 'zod/mini';
import { AddressSchema } from './addresses.ts';

// What a cart stores of the customer's choices (the cart entity's `content`,
// parsed wherever it is read: lambdas/core/db/carts.ts): boards, the delivery
// (an address with a rate id, or a pickup place id), coupon codes and the
// lead time. Prices, rates and pickup details are not stored: they are read
// from the current quotes and shipping settings on every load.

export const CartContentSchema = z.object({
  /**
   * The boards, in the customer's order. How many of each is the board's own
   * quantity, read on every load; a `quantity` stored by carts written before
   * that is dropped on read (see docs/orders.md#one-quantity).
   */
  items: z.array(z.object({ board_id: z.string() })),
  shipping_address: z.nullable(AddressSchema),
  shipping_rate_id: z.nullable(z.string()),
  pickup_location_id: z.nullable(z.string()),
  coupon_codes: z.array(z.string()),
  lead_time_id: z.nullable(z.string()),
});
export type CartContent = z.infer<typeof CartContentSchema>;

export const EMPTY_CART_CONTENT: CartContent = {
  items: [],
  shipping_address: null,
  shipping_rate_id: null,
  pickup_location_id: null,
  coupon_codes: [],
  lead_time_id: null,
};
