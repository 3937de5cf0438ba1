import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';

// /internal/stock-holds (Admin): who holds which catalogue parts right now,
// a page at a time, and releasing a cart's hold (docs/checkout.md#staff-view-of-holds).

/** Holds per page. */
export const STOCK_HOLDS_PAGE = 25;
/** Parts named per hold; the rest are counted. */
export const STOCK_HOLD_PARTS_SHOWN = 5;

export const StockHoldsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type StockHoldsQuery = z.infer<typeof StockHoldsQuerySchema>;

export const StockHoldParamsSchema = z.object({
  orderId: z.string().check(z.regex(ID_PATTERN, 'Invalid order id')),
});

export const StockHoldSchema = z.object({
  /** The cart's next order id: the holds are kept under it. */
  order_id: z.string(),
  user_id: z.string(),
  /** The customer's e-mail (empty when the account is gone). */
  email: z.string(),
  /** cart: parked for a cart between requests; checkout: a checkout of this order is under way. */
  kind: z.enum(['cart', 'checkout']),
  /** When the hold (or the checkout's lease) ends; after it the sweeper releases what is left. */
  held_until: z.string(),
  /** The hold already ended and waits for the sweeper. */
  expired: z.boolean(),
  /** The first parts held, by catalogue number, with the units. */
  parts: z.array(z.object({ part_id: z.string(), name: z.string(), quantity: z.number().check(z.int()) })),
  /** How many parts, units and cents a cart's hold came to when it was last made (null: a checkout, not summed). */
  part_count: z.nullable(z.number().check(z.int())),
  units: z.nullable(z.number().check(z.int())),
  value_cents: z.nullable(z.number().check(z.int())),
  /** Staff may release it: a cart's hold, or a checkout whose lease ended. */
  releasable: z.boolean(),
});
export type StockHold = z.infer<typeof StockHoldSchema>;

export const StockHoldsPageSchema = z.object({
  holds: z.array(StockHoldSchema),
  /** Present while there are more: pass it back for the next page. */
  cursor: z.nullable(z.string()),
});
export type StockHoldsPage = z.infer<typeof StockHoldsPageSchema>;

export const ReleasedStockHoldSchema = z.object({
  order_id: z.string(),
  /** Parts whose units went back to stock. */
  parts_released: z.number().check(z.int(), z.gte(0)),
});
export type ReleasedStockHold = z.infer<typeof ReleasedStockHoldSchema>;
