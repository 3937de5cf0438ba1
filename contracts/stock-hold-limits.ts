// What one customer's cart may keep held at a time: the shop's published
// figures, like its capabilities, read by the stock module (which parts a cart
// holds), the cart's message and the docs (docs/checkout.md#hold-limits). They
// bound what a cart keeps held between requests, never what a checkout
// reserves for the order it places in the same request.
export const CART_HOLD_LIMITS = {
  /** The catalogue parts held, at the prices the cart's quotes buy them for, all parts together. */
  maxValueCents: 100_000,
  /** Units of catalogue parts held, all parts together. */
  maxUnits: 10_000,
} as const;

/** The value limit in micro-dollars, as quotes price parts. */
export const CART_HOLD_MAX_VALUE_MICROS = CART_HOLD_LIMITS.maxValueCents * 10_000;
