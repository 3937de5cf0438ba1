// The priced cart's one outside system, declared once (docs/architecture.md#ports): whether the card processor
// (Stripe) is configured, which the cart's payment options show. Each board's assembly is read directly
// (assembly/assembly-for-quote.ts) and the clock is loadCart's `now`. Wired in lambdas/http/cart/cart-ports.ts.

export type CartPorts = {
  /** Whether card payments are configured (the Stripe port). */
  cardPaymentsAvailable: boolean;
};
