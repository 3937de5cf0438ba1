// Whether this Lambda has a card processor, from the environment alone: a
// Stripe secret key (local runs) or the SSM parameter naming one (AWS). The
// cart only shows whether cards are offered, so its functions read this and
// never bundle the Stripe SDK or the SSM client (docs/performance.md#lambda-bundles).

export type CardKeySource = { key: string } | { parameter: string } | null;

export function cardKeySource(): CardKeySource {
  const key = process.env.STRIPE_SECRET_KEY?.trim();
  if (key) return { key };
  const parameter = process.env.STRIPE_SECRET_KEY_PARAMETER?.trim();
  return parameter ? { parameter } : null;
}

export function cardPaymentsConfigured(): boolean {
  return cardKeySource() !== null;
}
